extension RouteParameters {
    /// Decodes a whole `Decodable` value from the merged view.
    ///
    /// Each stored property reads the parameter of its coding key: `String`, integers,
    /// `Double`, `Float`, `Bool`, `UUID` and `RawRepresentable` enums convert from the text; an
    /// array reads every value of the key; an optional property is `nil` when the parameter is
    /// absent.
    ///
    /// ```swift
    /// struct Product: Decodable { var id: Int; var tab: String?; var tags: [String] }
    /// let product = try parameters.decode(Product.self)
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/missingParameter`` or
    ///   ``RouteError/Code/invalidParameter`` naming the parameter and what was expected.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(RouteError) -> T {
        do {
            return try T(from: ParametersDecoder(parameters: self, path: []))
        } catch let error as RouteError {
            throw error
        } catch {
            throw RouteError(.invalidParameter, "cannot decode \(T.self) from the parameters: \(error)")
        }
    }
}

/// A decoder over route parameters: one level of keys, each holding text or a list of texts.
private struct ParametersDecoder: Decoder {
    let parameters: RouteParameters
    /// The key being decoded, for single values and lists.
    let path: [any CodingKey]
    var values: [String]? = nil

    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard path.isEmpty else {
            throw RouteError(.invalidParameter, "parameter \"\(name)\" cannot hold a nested value")
        }
        return KeyedDecodingContainer(KeyedContainer(parameters: parameters))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !path.isEmpty else {
            throw RouteError(.invalidParameter, "the parameters are named, not a list")
        }
        return ListContainer(name: name, values: values ?? [], path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let text = values?.first else {
            throw RouteError(.invalidParameter, "the parameters are named, not a single value")
        }
        return ValueContainer(name: name, text: text, path: path)
    }

    private var name: String { path.last?.stringValue ?? "" }
}

/// Converts one parameter's text, with errors that name the parameter.
private func convert<T: Decodable>(_ text: String, name: String, as type: T.Type, path: [any CodingKey]) throws -> T {
    if let convertible = T.self as? any RouteParameterValue.Type {
        guard let value = convertible.init(routeParameter: text) as? T else {
            throw RouteError(
                .invalidParameter,
                "parameter \"\(name)\" is \"\(text)\"; expected \(convertible.routeParameterExpectation)")
        }
        return value
    }
    return try T(from: ParametersDecoder(parameters: RouteParameters(), path: path, values: [text]))
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let parameters: RouteParameters
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { parameters.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { parameters[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { parameters[key.stringValue] == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        let values = parameters.values(for: name)
        if T.self is any RouteParameterValue.Type || !(T.self is any _DecodableList.Type) {
            guard let text = values.first else {
                throw RouteError(.missingParameter, "missing parameter \"\(name)\" (expected \(expectation(T.self)))")
            }
            return try convert(text, name: name, as: T.self, path: [key])
        }
        return try T(from: ParametersDecoder(parameters: parameters, path: [key], values: values))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw RouteError(.invalidParameter, "parameter \"\(key.stringValue)\" cannot hold a nested value")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ListContainer(name: key.stringValue, values: parameters.values(for: key.stringValue), path: [key])
    }

    func superDecoder() throws -> any Decoder { ParametersDecoder(parameters: parameters, path: []) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ParametersDecoder(parameters: parameters, path: [key], values: parameters.values(for: key.stringValue))
    }

    private func expectation<T>(_ type: T.Type) -> String {
        (T.self as? any RouteParameterValue.Type)?.routeParameterExpectation ?? "a value of type \(T.self)"
    }
}

/// Marks array types, which read every value of a parameter.
private protocol _DecodableList {}
extension Array: _DecodableList {}
extension Set: _DecodableList {}

private struct ListContainer: UnkeyedDecodingContainer {
    let name: String
    let values: [String]
    let path: [any CodingKey]
    var currentIndex = 0

    init(name: String, values: [String], path: [any CodingKey]) {
        self.name = name
        self.values = values
        self.path = path
    }

    var codingPath: [any CodingKey] { path }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw RouteError(.invalidParameter, "parameter \"\(name)\" has no more values") }
        defer { currentIndex += 1 }
        return try convert(values[currentIndex], name: name, as: T.self, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw RouteError(.invalidParameter, "parameter \"\(name)\" cannot hold a nested value")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteError(.invalidParameter, "parameter \"\(name)\" cannot hold a nested list")
    }

    mutating func superDecoder() throws -> any Decoder {
        throw RouteError(.invalidParameter, "parameter \"\(name)\" cannot hold a nested value")
    }
}

private struct ValueContainer: SingleValueDecodingContainer {
    let name: String
    let text: String
    let path: [any CodingKey]
    var codingPath: [any CodingKey] { path }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try convert(text, name: name, as: T.self, path: path)
    }
}
