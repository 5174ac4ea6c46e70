import Junction

/// ROUTING.md §1 read a second way, for the scanner to agree with: plainly, slowly, and sharing
/// no code with it. Each part is split off the text first, then decoded whole and checked; the
/// standard library's UTF-8 validation stands in for the scanner's own. It knows no limits:
/// ``fits(_:_:_:)`` says whether a URL is within them.
enum ReferenceReader {
    struct Parts: Equatable {
        var scheme: String?
        var authority: String?
        /// The authority (lower-cased) when it is not empty, then the path's non-empty segments, decoded.
        var segments: [String]
        var rawSegmentLengths: [Int]
        var query: [QueryItem]
        var fragment: String?
    }

    /// What the rules make of `text`, or `nil` when they refuse it.
    static func read(_ text: String) -> Parts? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, !bytes.contains(where: isControl) else { return nil }
        let ends: Set<UInt8> = [slash, question, hash]
        var rest = bytes[...]
        var parts = Parts(segments: [], rawSegmentLengths: [], query: [])
        // The scheme: the text before the first `:` that no `/`, `?` or `#` comes before.
        if let colon = bytes.firstIndex(of: colon), !bytes[..<colon].contains(where: ends.contains) {
            let name = bytes[..<colon]
            let isScheme = name.first.map(isLetter) == true && name.allSatisfy { isLetter($0) || isDigit($0) || "+-._".utf8.contains($0) }
            let slashes = bytes[(colon + 1)...].starts(with: [slash, slash])
            if isScheme {
                parts.scheme = String(decoding: name, as: UTF8.self).lowercased()
                rest = bytes[(colon + 1)...]
            } else if slashes {
                return nil
            }
        }
        if parts.scheme != nil, rest.starts(with: [slash, slash]) {
            rest = rest.dropFirst(2)
            let authority = rest.prefix { !ends.contains($0) }
            rest = rest[authority.endIndex...]
            guard !authority.contains(UInt8(ascii: "@")), !authority.contains(UInt8(ascii: "\\")),
                  let value = decode(authority) else { return nil }
            parts.authority = value.lowercased()
            if !authority.isEmpty {
                guard value != ".", value != ".." else { return nil }
                parts.segments.append(value.lowercased())
                parts.rawSegmentLengths.append(authority.count)
            }
        }
        let path = rest.prefix { $0 != question && $0 != hash }
        rest = rest[path.endIndex...]
        for segment in path.split(separator: slash) {
            guard let value = decode(segment), value != ".", value != ".." else { return nil }
            parts.segments.append(value)
            parts.rawSegmentLengths.append(segment.count)
        }
        if rest.first == question {
            let query = rest.dropFirst().prefix { $0 != hash }
            rest = rest[query.endIndex...]
            for item in query.split(separator: UInt8(ascii: "&")) {
                let name = item.prefix { $0 != UInt8(ascii: "=") }
                let value = item[name.endIndex...].dropFirst()
                guard let decodedName = decode(name), let decodedValue = decode(value) else { return nil }
                parts.query.append(QueryItem(name: decodedName, value: decodedValue))
            }
        }
        if rest.first == hash { parts.fragment = String(decoding: rest.dropFirst(), as: UTF8.self) }
        return parts
    }

    /// Whether a URL the rules accept is within `limits`.
    static func fits(_ parts: Parts, _ text: String, _ limits: URLLimits) -> Bool {
        text.utf8.count <= limits.maxURLLength && parts.segments.count <= limits.maxSegments
            && parts.rawSegmentLengths.allSatisfy { $0 <= limits.maxSegmentLength } && parts.query.count <= limits.maxQueryItems
    }

    /// A component percent-decoded, or `nil` when an escape is not two hex digits, or the text
    /// decodes to invalid UTF-8 or to a control character.
    static func decode(_ raw: ArraySlice<UInt8>) -> String? {
        var decoded: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "%") else {
                decoded.append(raw[index])
                index += 1
                continue
            }
            guard index + 2 < raw.endIndex, let high = hex(raw[index + 1]), let low = hex(raw[index + 2]) else { return nil }
            decoded.append(high * 16 + low)
            index += 3
        }
        guard !decoded.contains(where: isControl) else { return nil }
        return String(validating: decoded, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }
    static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
}
