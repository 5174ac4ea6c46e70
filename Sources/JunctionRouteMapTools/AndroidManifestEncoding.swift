import Foundation

/// What a manifest's bytes say of their encoding, read before the XML parser reads them: the
/// check reads UTF-8 only, so a document type, whose entities and attribute defaults the parser
/// would apply, is found in every encoding (a UTF-16 `<!DOCTYPE` is not the bytes of a UTF-8 one).
/// Processing instructions, which no manifest needs, are refused too: the text `<?` anywhere
/// but in the XML declaration (`<?xml` and white space, first), a comment's included.
enum AndroidManifestEncoding {
    static let documentType = "the file has a document type (<!DOCTYPE); a manifest needs none, and its entities are not read"
    static let processingInstruction =
        "the file has a processing instruction (<?) that is not its XML declaration; a manifest needs none"

    /// Why the file is refused for its encoding or its document type, or `nil`.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data.prefix(4))
        // The signatures libxml2 detects an encoding by (`xmlDetectCharEncoding`), with or
        // without a byte order mark.
        let wide: (name: String, encoding: String.Encoding?)? = switch bytes {
        case [0x00, 0x00, 0xFE, 0xFF], [0x00, 0x00, 0x00, 0x3C]: ("UTF-32", .utf32BigEndian)
        case [0xFF, 0xFE, 0x00, 0x00], [0x3C, 0x00, 0x00, 0x00]: ("UTF-32", .utf32LittleEndian)
        case _ where bytes.starts(with: [0xFE, 0xFF]) || bytes == [0x00, 0x3C, 0x00, 0x3F]: ("UTF-16", .utf16BigEndian)
        case _ where bytes.starts(with: [0xFF, 0xFE]) || bytes == [0x3C, 0x00, 0x3F, 0x00]: ("UTF-16", .utf16LittleEndian)
        case [0x4C, 0x6F, 0xA7, 0x94]: ("EBCDIC", nil)
        default: nil
        }
        if let wide {
            // A byte order mark decodes as U+FEFF, which does not hide a document type.
            if let encoding = wide.encoding, String(data: data, encoding: encoding)?.contains("<!DOCTYPE") == true { return documentType }
            return "the file is \(wide.name), not UTF-8; the check reads a manifest in UTF-8 only"
        }
        // FoundationXML traps on a comment or processing instruction that is not UTF-8.
        if let offset = firstInvalidUTF8(in: data) {
            return "the file is not UTF-8 (byte \(offset) starts no UTF-8 character); the check reads a manifest in UTF-8 only"
        }
        let text = String(decoding: data, as: UTF8.self)
        if text.contains("<!DOCTYPE") { return documentType }
        // FoundationXML crashes on a processing instruction without data (`<?x?>`, and
        // `<?xml0?>` at the start, which is one too), wherever the parser meets one (a fuzzer
        // found both); a manifest has none but its declaration: `<?xml`, then white space.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        let isDeclaration = body.hasPrefix("<?xml") && body.dropFirst(5).first.map { " \t\r\n".contains($0) } == true
        let declarationEnd = isDeclaration ? body.range(of: "?>")?.upperBound : nil
        if body[(declarationEnd ?? body.startIndex)...].contains("<?") { return processingInstruction }
        // An ASCII-compatible file that declares another encoding would be read in it.
        if text.hasPrefix("<?xml") || text.hasPrefix("\u{FEFF}<?xml"), let end = text.range(of: "?>") {
            let declaration = text[..<end.lowerBound]
            if let attribute = declaration.range(of: "encoding") {
                let rest = declaration[attribute.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let name = rest.dropFirst().prefix { $0 != quote }
                    if !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) {
                        return "the file declares the encoding \"\(name)\"; the check reads a manifest in UTF-8 only"
                    }
                }
            }
        }
        return nil
    }

    /// The offset of the first byte that does not decode as UTF-8, or `nil`.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
