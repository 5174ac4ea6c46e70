import Junction

/// Reads a compiled map (``CompiledMapFormat``): its integrity first, then its values in the
/// order ``CompiledMapWriter`` writes them. The map was checked when it was compiled, so nothing
/// but its patterns is checked again; a file whose checksum holds but whose values do not read
/// (written by hand, not by `junction compile`) is still refused, at the byte where it goes wrong.
struct CompiledMapReader {
    private let bytes: [UInt8]
    private let file: String
    private var offset = CompiledMapFormat.headerSize
    /// The route being read, for the place of a pattern that does not parse.
    private var routeIndex = 0
    private var lastExposure = LastExposure()

    /// Checks the header, the length and the checksum of `bytes`.
    init(_ bytes: [UInt8], file: String) throws(RouteMapError) {
        self.bytes = bytes
        self.file = file
        let header = CompiledMapFormat.headerSize
        guard bytes.count >= 4, Array(bytes[0..<4]) == CompiledMapFormat.magic else {
            throw failure("not a compiled route map: it does not start with \"JMAP\"; write one with junction compile MAP -o FILE.jmap")
        }
        guard bytes.count >= header else {
            throw failure("the compiled map is truncated: \(bytes.count) bytes, shorter than its \(header)-byte header")
        }
        let version = CompiledMapFormat.number(in: bytes, at: 4, byteCount: 4)
        guard version == CompiledMapFormat.version else {
            throw failure(
                "the map was compiled by another version of Junction (compiled format \(version); this one reads \(CompiledMapFormat.version)); compile it again with this version's junction compile")
        }
        let length = CompiledMapFormat.number(in: bytes, at: 8, byteCount: 8)
        let present = UInt64(bytes.count - header)
        guard length == present else {
            throw failure(
                length > present
                    ? "the compiled map is truncated: its header promises \(length) bytes after it, the file has \(present)"
                    : "the compiled map has \(present - length) bytes more than its header promises; it was changed after it was compiled")
        }
        guard CompiledMapFormat.checksum(bytes, header..<bytes.count) == CompiledMapFormat.number(in: bytes, at: 16, byteCount: 8) else {
            throw failure("the compiled map is corrupted: its checksum does not match its contents")
        }
    }

    /// The map the values spell, every byte of them read.
    mutating func read() throws(RouteMapError) -> RouteMap {
        var map = RouteMap(version: Int(truncatingIfNeeded: try number()))
        map.schemes = try list()
        map.webHosts = try list()
        map.webSchemes = try list()
        map.minAppVersion = try optional()
        map.maxAppVersion = try optional()
        let count = try count()
        map.routes.reserveCapacity(count)
        for index in 0..<count {
            routeIndex = index
            map.routes.append(try route())
        }
        guard offset == bytes.count else { throw corrupted("values end before the file does") }
        return map
    }

    private mutating func route() throws(RouteMapError) -> RouteMap.Route {
        let name = try string()
        let patternCount = try count()
        var patterns: [RoutePattern] = []
        patterns.reserveCapacity(patternCount)
        for index in 0..<patternCount { patterns.append(try pattern(try string(), at: "patterns[\(index)]")) }
        var route = RouteMap.Route(name: name, patterns: patterns)
        switch try number() {
        case 0: break
        case 1: route.target = .page(try string())
        case 2: route.target = .handler(try string())
        default: throw corrupted("unknown target kind")
        }
        switch try number() {
        case 0: break
        case 1: route.exposure = .everywhere
        case 2: route.exposure = try sources()
        default: throw corrupted("unknown exposure kind")
        }
        route.tags = try list()
        route.presentation = try presentation()
        route.parent = try optional()
        route.tab = try optional()
        route.redirect = try optional().map { text throws(RouteMapError) in try pattern(text, at: "redirect") }
        route.description = try optional()
        let attributeCount = try count()
        route.attributes.reserveCapacity(attributeCount)
        for _ in 0..<attributeCount {
            let name = try string(), type = try string(), value = try optional()
            let required = try number()
            guard required <= 1 else { throw corrupted("an attribute's required flag is neither 0 nor 1") }
            route.attributes.append(RouteMap.Attribute(name: name, type: type, defaultValue: value, isRequired: required == 1, description: try optional()))
        }
        route.web = try optional().map { text throws(RouteMapError) in try pattern(text, at: "web") }
        switch try number() {
        case 0: break
        case 1: route.disabled = RouteMap.Disabled(message: try optional())
        default: throw corrupted("unknown disabled kind")
        }
        route.minAppVersion = try optional()
        route.maxAppVersion = try optional()
        switch try number() {
        case 0: break
        case 1: route.caseInsensitive = true
        default: throw corrupted("a route's case flag is neither 0 nor 1")
        }
        return route
    }

    private mutating func presentation() throws(RouteMapError) -> RoutePresentation? {
        switch try number() {
        case 0: return nil
        case 1:
            let word = try string()
            guard let presentation = RoutePresentation(word: word) else { throw corrupted("unknown presentation word") }
            return presentation
        case 2: return .popover(source: try string())
        case 3:
            var detents: [RoutePresentation.SheetDetent] = []
            for _ in 0..<(try count()) {
                switch try number() {
                case 0: detents.append(.medium)
                case 1: detents.append(.large)
                case 2: detents.append(.fraction(Double(bitPattern: try number())))
                case 3: detents.append(.height(Double(bitPattern: try number())))
                default: throw corrupted("unknown sheet detent")
                }
            }
            return .sheet(detents: detents)
        default: throw corrupted("unknown presentation kind")
        }
    }

    /// A pattern's text parsed, as when the map was compiled; `path` is its place in the route,
    /// worked out only for an error.
    private func pattern(_ text: String, at path: @autoclosure () -> String) throws(RouteMapError) -> RoutePattern {
        do {
            return try RoutePattern(text)
        } catch {
            throw RouteMapError(file: file, location: .keyPath("routes[\(routeIndex)].\(path())"), message: "bad pattern \"\(text)\": \(error.unescapedMessage)")
        }
    }

    /// Unsigned LEB128, at most 64 bits.
    private mutating func number() throws(RouteMapError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard shift < 64, shift < 63 || byte <= 1 else { throw corrupted("a number is longer than 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw corrupted("the values end inside a number")
    }

    /// A count of items or bytes that follow: never more than the bytes left, so no count makes
    /// the reader reserve memory the file cannot fill.
    private mutating func count() throws(RouteMapError) -> Int {
        let value = try number()
        guard value <= UInt64(bytes.count - offset) else { throw corrupted("a count of \(value) is more than the bytes left") }
        return Int(value)
    }

    private mutating func string() throws(RouteMapError) -> String {
        try text(length: try count())
    }

    /// An optional string: its length plus 1, 0 for none.
    private mutating func optional() throws(RouteMapError) -> String? {
        let value = try number()
        guard value > 0 else { return nil }
        guard value - 1 <= UInt64(bytes.count - offset) else { throw corrupted("a string runs past the end") }
        return try text(length: Int(value - 1))
    }

    private mutating func list() throws(RouteMapError) -> [String] {
        let count = try count()
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try string()) }
        return texts
    }

    /// An exposure's list of sources; the last one again when its bytes are the same.
    private mutating func sources() throws(RouteMapError) -> RouteExposure {
        if let (exposure, length) = lastExposure.again(in: bytes, at: offset) {
            offset += length
            return exposure
        }
        let start = offset
        let exposure = RouteExposure.sources(try list().map(RouteSource.init))
        lastExposure.remember(exposure, readFrom: start..<offset)
        return exposure
    }

    /// `length` bytes of UTF-8 from here.
    private mutating func text(length: Int) throws(RouteMapError) -> String {
        guard length <= bytes.count - offset else { throw corrupted("a string runs past the end") }
        let start = offset
        offset += length
        // `String(validating:as:)` runs unspecialized here, looking up generic metadata for every
        // string (about half of reading a map); decoding is specialized, and repairs what is not
        // UTF-8, which the bytes then differ from. Text that is all ASCII needs no comparison.
        let utf8 = bytes[start..<offset]
        let text = String(decoding: utf8, as: UTF8.self)
        guard utf8.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(utf8) else { throw corrupted("a string is not UTF-8") }
        return text
    }

    private func corrupted(_ what: String) -> RouteMapError {
        failure("the compiled map is corrupted at byte \(offset): \(what)")
    }

    private func failure(_ message: String) -> RouteMapError {
        RouteMapError(file: file, location: .keyPath(""), message: message)
    }
}
