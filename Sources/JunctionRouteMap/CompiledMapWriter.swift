import Foundation
import Junction

extension RouteMap {
    /// The map compiled for shipping, as `junction compile -o routes.jmap` writes it: read at
    /// launch with ``RouteMapFile/init(data:format:file:maximumSize:)`` and
    /// ``RouteMapFile/Format/compiled``, or from a `.jmap` file, faster than any text form.
    ///
    /// Reading it back gives this map. The format is Junction's own and versioned: a map
    /// compiled by another version of Junction is refused when read, so compile the map with the
    /// version the app links (see ``RouteMapFile/Format/compiled``).
    ///
    /// ```swift
    /// let source = try RouteMapFile(contentsOf: "routes.yaml")
    /// try source.map.compiled.write(to: URL(fileURLWithPath: "routes.jmap"))
    /// ```
    public var compiled: Data {
        var writer = CompiledMapWriter()
        writer.write(self)
        return Data(CompiledMapFormat.file(payload: writer.bytes))
    }
}

/// Writes a map's values in the order ``CompiledMapReader`` reads them (see
/// ``CompiledMapFormat``).
struct CompiledMapWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ map: RouteMap) {
        number(map.version)
        list(map.schemes)
        list(map.webHosts)
        list(map.webSchemes)
        optional(map.minAppVersion)
        optional(map.maxAppVersion)
        number(map.routes.count)
        for route in map.routes { write(route) }
    }

    private mutating func write(_ route: RouteMap.Route) {
        string(route.name)
        list(route.patterns.map(\.text))
        switch route.target {
        case nil: number(0)
        case .page(let name)?: number(1); string(name)
        case .handler(let key)?: number(2); string(key)
        }
        if route.exposure.everywhere {
            number(1)
        } else if route.exposure.sources.isEmpty {
            number(0)
        } else {
            number(2)
            list(route.exposure.sources.map(\.name).sorted())
        }
        list(route.tags)
        write(route.presentation)
        optional(route.parent)
        optional(route.tab)
        optional(route.redirect?.text)
        optional(route.description)
        number(route.attributes.count)
        for attribute in route.attributes {
            string(attribute.name)
            string(attribute.type)
            optional(attribute.defaultValue)
            number(attribute.isRequired ? 1 : 0)
            optional(attribute.description)
        }
        optional(route.web?.text)
        switch route.disabled {
        case nil: number(0)
        case let disabled?: number(1); optional(disabled.message)
        }
        optional(route.minAppVersion)
        optional(route.maxAppVersion)
        number(route.caseInsensitive ? 1 : 0)
    }

    /// 0 for none, 1 and its word, 2 and a popover's source, 3 and a sheet's detents.
    private mutating func write(_ presentation: RoutePresentation?) {
        guard let presentation else { return number(0) }
        if let word = presentation.word {
            number(1)
            string(word)
        } else if let source = presentation.modalStyle?.popoverSource {
            number(2)
            string(source)
        } else {
            let detents = presentation.modalStyle?.detents ?? []
            number(3)
            number(detents.count)
            for detent in detents {
                switch detent.kind {
                case .medium: number(0)
                case .large: number(1)
                case .fraction(let value): number(2); number(value.bitPattern)
                case .height(let value): number(3); number(value.bitPattern)
                }
            }
        }
    }

    /// A count, or the version as its 64 bits (a map made in code may give any `Int`).
    private mutating func number(_ value: Int) {
        number(UInt64(truncatingIfNeeded: value))
    }

    /// Unsigned LEB128.
    private mutating func number(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private mutating func string(_ text: String) {
        number(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func optional(_ text: String?) {
        guard let text else { return number(0) }
        number(text.utf8.count + 1)
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func list(_ texts: [String]) {
        number(texts.count)
        for text in texts { string(text) }
    }
}
