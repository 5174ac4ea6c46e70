/// Reads JSON (RFC 8259, strictly: no comments, no trailing commas, no duplicate keys) into
/// located nodes, over the UTF-8 bytes, with the line and column of every value.
struct JSONMapReader {
    let bytes: [UInt8]
    private let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    private var depth = 0

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256
    /// Objects with fewer keys than this are searched for a repeated key rather than hashed.
    private static let smallObject = 16

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's one value; anything after it but white space is an error.
    mutating func read() throws(RouteMapError) -> MapNode {
        skipWhitespace()
        let node = try readValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the end of the document") }
        return node
    }

    var location: RouteMapLocation { .position(line: line, column: index - lineStart + 1) }

    func error(_ message: String, at place: RouteMapLocation? = nil) -> RouteMapError {
        RouteMapError(file: file, location: place ?? location, message: message)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func readValue() throws(RouteMapError) -> MapNode {
        let start = location
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return MapNode(value: .scalar(try readString(), .string), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return MapNode(value: .scalar("true", .bool), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return MapNode(value: .scalar("false", .bool), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return MapNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return MapNode(value: .scalar(try readNumber(), .number), location: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(RouteMapError) {
        let start = location
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { word in word.indices.allSatisfy { word[$0] == bytes[index + $0] } }
        guard matches else { throw error("expected a value, found \(describeCurrent())", at: start) }
        index += count
    }

    private mutating func enter() throws(RouteMapError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func readObject() throws(RouteMapError) -> MapNode {
        let start = location
        try enter()
        index += 1
        var entries: [MapNode.Entry] = []
        // Keys seen, by a search of `entries` while an object is small, by a table once it is large.
        var seen: [String: RouteMapLocation] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return MapNode(value: .mapping(entries), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try readString()
            let count = entries.count
            let earlier = count < Self.smallObject ? entries.first { $0.key == key }?.keyLocation : seen[key]
            if let earlier { throw error("duplicate key \"\(key)\" (first at \(earlier))", at: keyLocation) }
            if count == Self.smallObject - 1 {
                for entry in entries { seen[entry.key] = entry.keyLocation }
            }
            if count >= Self.smallObject - 1 { seen[key] = keyLocation }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            entries.append(MapNode.Entry(key: key, keyLocation: keyLocation, value: try readValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") { throw error("expected a key after ',', found '}'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}', found \(describeCurrent())") }
            index += 1
            depth -= 1
            return MapNode(value: .mapping(entries), location: start)
        }
    }

    private mutating func readArray() throws(RouteMapError) -> MapNode {
        let start = location
        try enter()
        index += 1
        var elements: [MapNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return MapNode(value: .list(elements), location: start)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") { throw error("expected a value after ',', found ']'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']', found \(describeCurrent())") }
            index += 1
            depth -= 1
            return MapNode(value: .list(elements), location: start)
        }
    }

    mutating func readNumber() throws(RouteMapError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw error("expected a digit, found \(describeCurrent())") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number may not start with 0", at: .position(line: line, column: integerStart - lineStart + 1))
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            if digits() == 0 { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
