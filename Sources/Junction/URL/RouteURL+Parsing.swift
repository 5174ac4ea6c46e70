extension RouteURL {
    /// The one-pass reader behind ``init(_:options:)``.
    static func parse(_ input: String, options: URLParsingOptions) throws(RouteError) -> RouteURL {
        var text = input
        let result = text.withUTF8 { bytes -> Result<RouteURL, RouteError> in
            do throws(SyntaxProblem) {
                return .success(try parse(bytes, input: input, options: options))
            } catch {
                return .failure(RouteError(error.code, error.message(in: bytes)))
            }
        }
        return try result.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, input: String, options: URLParsingOptions
    ) throws(SyntaxProblem) -> RouteURL {
        let limits = options.limits
        guard !bytes.isEmpty else { throw SyntaxProblem("the URL is empty", at: nil) }
        guard bytes.count <= limits.maxURLLength else {
            throw SyntaxProblem(
                .limitExceeded,
                "the URL is \(bytes.count) bytes long; the limit is \(limits.maxURLLength)", at: nil)
        }
        let layout = try URLLayout(splitting: bytes)

        var segments: [String] = []
        var rawSegments: [Substring] = []
        func addSegment(_ range: Range<Int>, place: PercentEncoding.Place) throws(SyntaxProblem) -> String {
            guard segments.count < limits.maxSegments else {
                throw SyntaxProblem(
                    .limitExceeded, "more than \(limits.maxSegments) path segments (the limit): segment \(limits.maxSegments + 1)",
                    at: range.lowerBound)
            }
            var value = try PercentEncoding.decode(
                bytes, range, place: place, lengthLimit: limits.maxSegmentLength)
            if place == .authority { value = value.lowercased() }
            if value == "." || value == ".." {
                let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                let what = raw == value ? "dot segment \"\(raw)\"" : "dot segment \"\(raw)\" (decodes to \"\(value)\")"
                throw SyntaxProblem(what, at: range.lowerBound)
            }
            segments.append(value)
            rawSegments.append(input.utf8Substring(range))
            return value
        }

        var authority: String?
        if let range = layout.authority {
            if range.isEmpty {
                authority = ""
            } else {
                authority = try addSegment(range, place: .authority)
            }
        }
        var start = layout.path.lowerBound
        while start < layout.path.upperBound {
            var end = start
            while end < layout.path.upperBound, bytes[end] != .slash { end += 1 }
            if end > start { _ = try addSegment(start..<end, place: .segment) }
            start = end + 1
        }

        var query: [QueryItem] = []
        if let range = layout.query {
            try URLLayout.forEachQueryItem(bytes, range) { (start, keyEnd, end) throws(SyntaxProblem) in
                guard query.count < limits.maxQueryItems else {
                    throw SyntaxProblem(
                        .limitExceeded, "more than \(limits.maxQueryItems) query items (the limit): item \(limits.maxQueryItems + 1)",
                        at: start)
                }
                let name = try PercentEncoding.decode(bytes, start..<keyEnd, place: .query, plusAsSpace: options.plusAsSpace)
                let value = keyEnd == end ? "" : try PercentEncoding.decode(
                    bytes, (keyEnd + 1)..<end, place: .query, plusAsSpace: options.plusAsSpace)
                query.append(QueryItem(name: name, value: value))
            }
        }

        var fragment: Substring?
        if let range = layout.fragment {
            for index in range where bytes[index].isControl {
                throw SyntaxProblem("control character \(PercentEncoding.unicodeName(bytes[index])) in the fragment", at: index)
            }
            fragment = input.utf8Substring(range)
        }

        return RouteURL(
            string: input,
            scheme: layout.scheme.map { URLLayout.lowercasedScheme(bytes, $0) },
            authority: authority,
            segments: segments,
            rawSegments: rawSegments,
            query: query,
            fragment: fragment)
    }
}

extension String {
    /// The substring at a range of UTF-8 offsets that fall on scalar boundaries.
    func utf8Substring(_ range: Range<Int>) -> Substring {
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return self[lower..<upper]
    }
}
