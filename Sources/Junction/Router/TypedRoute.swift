import struct Foundation.UUID
import JunctionSupport

/// A route as a value: a `Codable` type with a pattern.
///
/// Its stored properties are the route's parameters. A property named like one of the
/// pattern's captures fills that capture; the others are query items. A non-optional property is
/// required, an optional one is not, and the pattern's query gives defaults.
///
/// ```swift
/// struct ProductRoute: TypedRoute {
///     static let pattern = "shop://product/{id:int}?tab=info"
///     var id: Int
///     var tab: String
///     var ref: String?
/// }
///
/// try router.register(ProductRoute.self) { product, context in ProductPage(id: product.id) }
/// let url = try router.url(for: ProductRoute(id: 42, tab: "reviews"))   // shop://product/42?tab=reviews
/// try await router.open(ProductRoute(id: 42, tab: "info"))
/// ```
public protocol TypedRoute: Codable, RouteRequestConvertible {
    /// The pattern the route is registered with.
    static var pattern: String { get }
}

extension TypedRoute {
    /// An in-app request for this value's URL (see ``Router/url(for:)``).
    ///
    /// A capture typed by a converter the app adds (`{tab:tabName}`) is written as given; the
    /// router checks it when it matches the URL.
    ///
    /// - Throws: ``RouteError`` when a value cannot be written into the pattern.
    public func routeRequest() throws(RouteError) -> RouteRequest {
        let pattern = try RoutePattern(Self.pattern)
        var converters = ParameterConverter.builtIn
        for capture in pattern.segments.flatMap(\.captures) {
            if let name = capture.converter, converters[name] == nil {
                converters[name] = ParameterConverter(name) { _ in true }
            }
        }
        return RouteRequest(url: try url(of: pattern, converters: converters, limits: URLLimits()))
    }

    /// The request for this value's URL written with `router`'s converters, so a value one of
    /// them refuses fails with its own error, as ``Router/url(for:)`` fails, rather than as a
    /// URL no route matches.
    public func routeRequest(on router: Router) throws(RouteError) -> RouteRequest {
        RouteRequest(url: try router.url(for: self))
    }

    /// The URL of this value on `pattern`: captures filled from the properties of the same
    /// names, every other non-`nil` property as a query item (in property order).
    func url(
        of pattern: RoutePattern, converters: [String: ParameterConverter], limits: URLLimits
    ) throws(RouteError) -> String {
        let fields = try TypedRouteEncoder.fields(of: self)
        var values: [String: String] = [:]
        var query: [QueryItem] = []
        for (name, value) in fields {
            if pattern.parameterNames.contains(name), values[name] == nil {
                values[name] = value
            } else {
                query.append(QueryItem(name: name, value: value))
            }
        }
        return try pattern.url(values, wildcards: [], remainder: nil, query: query, limits: limits, converters: converters)
    }
}

/// Writes a flat `Encodable` value as (name, text) pairs: single values as their text, lists as
/// one pair per element, `nil` optionals left out.
struct TypedRouteEncoder: Encoder {
    final class Storage {
        var fields: [(String, String)] = []
    }

    let storage: Storage
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func fields(of value: some Encodable) throws(RouteError) -> [(String, String)] {
        let storage = Storage()
        do {
            try value.encode(to: TypedRouteEncoder(storage: storage, codingPath: []))
        } catch let error as RouteError {
            throw error
        } catch {
            throw RouteError(.invalidParameter, "cannot write \(type(of: value)) as parameters: \(error)")
        }
        return storage.fields
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        List(storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(storage: storage, codingPath: codingPath)
    }

    fileprivate static func nested(_ path: [any CodingKey]) -> RouteError {
        RouteError(.invalidParameter, "field \"\(path.map(\.stringValue).joined(separator: "."))\" is nested; a route's fields are single values or lists")
    }

    /// The text of a single value, or `nil` for a value that is not one.
    fileprivate static func text(of value: some Encodable) -> String? {
        switch value {
        case let value as String: value
        case let value as Bool: value ? "true" : "false"
        case let value as UUID: value.uuidString
        case let value as any BinaryInteger: "\(value)"
        case let value as Double: "\(value)"
        case let value as Float: "\(value)"
        case let value as any RawRepresentable: (value.rawValue as? any Encodable).flatMap { text(of: $0) }
        case let value as any LosslessStringConvertible: value.description
        default: nil
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) {}

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            guard codingPath.isEmpty else { throw TypedRouteEncoder.nested(codingPath + [key]) }
            if let text = TypedRouteEncoder.text(of: value) {
                storage.fields.append((key.stringValue, text))
            } else {
                try value.encode(to: TypedRouteEncoder(storage: storage, codingPath: [key]))
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(storage: storage, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            List(storage: storage, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { TypedRouteEncoder(storage: storage, codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            TypedRouteEncoder(storage: storage, codingPath: codingPath + [key])
        }
    }

    /// The key of a list's element, so anything encoded inside one reads as nested.
    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private struct List: UnkeyedEncodingContainer {
        let storage: Storage
        let codingPath: [any CodingKey]
        var count = 0

        mutating func encodeNil() {}

        mutating func encode<T: Encodable>(_ value: T) throws {
            guard let key = codingPath.last, codingPath.count == 1, let text = TypedRouteEncoder.text(of: value) else {
                throw TypedRouteEncoder.nested(codingPath)
            }
            storage.fields.append((key.stringValue, text))
            count += 1
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(storage: storage, codingPath: codingPath + [IndexKey(count)]))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            List(storage: storage, codingPath: codingPath + [IndexKey(count)])
        }

        mutating func superEncoder() -> any Encoder {
            TypedRouteEncoder(storage: storage, codingPath: codingPath + [IndexKey(count)])
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let storage: Storage
        let codingPath: [any CodingKey]

        mutating func encodeNil() {}

        mutating func encode<T: Encodable>(_ value: T) throws {
            guard let key = codingPath.last, codingPath.count == 1, let text = TypedRouteEncoder.text(of: value) else {
                throw TypedRouteEncoder.nested(codingPath)
            }
            storage.fields.append((key.stringValue, text))
        }
    }
}
