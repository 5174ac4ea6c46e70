extension RoutePattern {
    /// Builds a URL from values for the pattern's captures (ROUTING.md §5).
    ///
    /// Each value is percent-encoded for its place (a `/` in a value is encoded), and the built
    /// URL is read back and matched against the pattern, so it always gives back the same values.
    ///
    /// ```swift
    /// let pattern = try RoutePattern("shop://product/{id:int}/:slug")
    /// try pattern.url(["id": "42", "slug": "red shoes/2"])
    /// // "shop://product/42/red%20shoes%2F2"
    /// ```
    ///
    /// - Parameters:
    ///   - values: A value for every capture, by name. A name the pattern has no capture for is an error.
    ///   - wildcards: A value for each `*` segment, in order.
    ///   - remainder: The text for a trailing `**`, as it should be written in the URL.
    ///   - query: Query items to append, in order; the pattern's defaults are not written.
    ///   - limits: The limits the built URL must stay within.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/missingParameter`` for a missing
    ///   value, ``RouteError/Code/invalidParameter`` for one that its converter rejects or that
    ///   could not come back, or a query item the pattern pins (``pinned``), or ``RouteError/Code/limitExceeded`` when the URL is too long.
    public func url(
        _ values: [String: String] = [:],
        wildcards: [String] = [],
        remainder: String? = nil,
        query: [QueryItem] = [],
        limits: URLLimits = URLLimits()
    ) throws(RouteError) -> String {
        try url(values, wildcards: wildcards, remainder: remainder, query: query, limits: limits,
                converters: ParameterConverter.builtIn)
    }

    func url(
        _ values: [String: String], wildcards: [String], remainder: String?, query: [QueryItem],
        limits: URLLimits, converters: [String: ParameterConverter]
    ) throws(RouteError) -> String {
        if values.count > parameterNames.count || values.keys.contains(where: { !parameterNames.contains($0) }) {
            let unknown = values.keys.filter { !parameterNames.contains($0) }.min() ?? ""
            throw RouteError(.invalidParameter, "\"\(text)\" has no capture named \"\(unknown)\"")
        }
        if let item = query.first(where: { pinned.contains($0.name) }) {
            throw RouteError(.invalidParameter, "\"\(text)\" pins \"\(item.name)\"; a URL of it may not set it")
        }
        if hasOptionalGroups {
            // The longest pattern of the group whose captures all have values; but another may
            // take the URL first (a capture outranks a wildcard), so the URL is read back
            // through them all, and the next pattern that uses the same values is tried.
            let first = try expansion(forValues: values)
            var firstProblem: RouteError?
            let alternatives = groupExpansions.filter {
                $0 != first && Set($0.parameterNames) == Set(first.parameterNames) && $0.hasRemainder == first.hasRemainder
                    && $0.wildcardCount == first.wildcardCount
            }
            for candidate in [first] + alternatives {
                do throws(RouteError) {
                    let built = try candidate.url(
                        values, wildcards: wildcards, remainder: remainder, query: query, limits: limits, converters: converters)
                    try checkReadBack(built, values: values, remainder: remainder, query: query, limits: limits, converters: converters)
                    return built
                } catch {
                    firstProblem = firstProblem ?? error
                }
            }
            throw firstProblem!
        }

        var output = ""
        output.reserveCapacity(text.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count * 3 })
        if let scheme { output += hasAuthority ? scheme + "://" : scheme + ":" }
        var wildcardValues = wildcards[...]
        var index = 0
        // Read from the text as the segments go, rather than through `segments`, which makes an array.
        try forEachSegment { (view: SegmentView) throws(RouteError) in
            defer { index += 1 }
            let segment: PatternSegment
            switch view {
            case .plainLiteral(let bytes): segment = .literal(String(decoding: bytes))
            case .segment(let value): segment = value
            }
            let isAuthority = hasAuthoritySegment && index == 0
            // A `:` in a first segment that no `/` precedes would read as a scheme.
            let reserved: [UInt8] = isAuthority ? [.at] : (index == 0 && !leadingSlash && scheme == nil ? [.colon] : [])
            let slash = index > 0 || (hasAuthority && !hasAuthoritySegment) || (!hasAuthority && leadingSlash)
            var text = ""
            switch segment {
            case .literal(let value):
                text = PercentEncoding.encode(value, inQuery: false, reserved: reserved)
            case .capture(let capture):
                text = try encodedValue(for: capture, in: values, converters: converters, reserved: reserved)
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let value):
                        text += PercentEncoding.encode(value, inQuery: false, reserved: reserved)
                    case .capture(let capture):
                        text += try encodedValue(for: capture, in: values, converters: converters, reserved: reserved)
                    }
                }
            case .wildcard:
                guard let value = wildcardValues.popFirst() else {
                    throw RouteError(.missingParameter, "missing value for '*' number \(wildcards.count + 1) in \"\(self.text)\"")
                }
                try checkSegment(value, name: "*")
                text = PercentEncoding.encode(value, inQuery: false, reserved: reserved)
            case .catchAll:
                text = remainder ?? ""
            }
            if !text.isEmpty {
                if slash { output += "/" }
                output += text
            }
        }
        if output.isEmpty && leadingSlash { output = "/" }
        if !query.isEmpty {
            output += "?" + query.map {
                PercentEncoding.encode($0.name, inQuery: true) + "=" + PercentEncoding.encode($0.value, inQuery: true)
            }.joined(separator: "&")
        }
        try checkReadBack(output, values: values, remainder: remainder, query: query, limits: limits, converters: converters)
        return output
    }

    private func encodedValue(
        for capture: PatternCapture, in values: [String: String],
        converters: [String: ParameterConverter], reserved: [UInt8]
    ) throws(RouteError) -> String {
        guard let value = values[capture.name] else {
            throw RouteError(.missingParameter, "missing value for \"\(capture.name)\" in \"\(text)\"")
        }
        try checkSegment(value, name: capture.name)
        if let name = capture.converter {
            guard let converter = converters[name] else {
                throw RouteError(.invalidPattern, "unknown converter \"\(name)\"; build the URL through the router that has it",
                                 pattern: text, column: column(ofOffset: capture.offset))
            }
            guard converter.accepts(value[...]) else {
                throw RouteError(.invalidParameter, "value \"\(value)\" for \"\(capture.name)\" is not accepted by the converter \(name)")
            }
        }
        return PercentEncoding.encode(value, inQuery: false, reserved: reserved)
    }

    private func checkSegment(_ value: String, name: String) throws(RouteError) {
        guard !value.isEmpty else {
            throw RouteError(.invalidParameter, "value for \"\(name)\" is empty; a segment cannot be empty")
        }
        guard value != ".", value != ".." else {
            throw RouteError(.invalidParameter, "value for \"\(name)\" is \"\(value)\", a dot segment")
        }
        if let control = value.utf8.first(where: { $0.isControl }) {
            throw RouteError(.invalidParameter, "value for \"\(name)\" has a control character (\(PercentEncoding.unicodeName(control)))")
        }
    }

    /// Whether a built URL could read back differently from the values it was built from: a
    /// mixed segment (a capture's shortest match may end early), a capture in the authority
    /// (which is lower-cased), or a remainder (written as given). Plain captures and query items
    /// are percent-encoded byte for byte, so they always come back.
    private var needsReadBack: Bool {
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .mixed, .catchAll: return true
            case .capture where index == 0 && hasAuthoritySegment: return true
            default: continue
            }
        }
        return false
    }

    /// The `*` segments.
    private var wildcardCount: Int {
        segments.count { if case .wildcard = $0 { true } else { false } }
    }

    /// Reads the built URL back: it must be well-formed and within the limits, and, where
    /// ``needsReadBack`` or the pattern has optional groups, match this pattern alone and give
    /// back the same values.
    private func checkReadBack(
        _ built: String, values: [String: String], remainder: String?,
        query: [QueryItem], limits: URLLimits, converters: [String: ParameterConverter]
    ) throws(RouteError) {
        guard needsReadBack || hasOptionalGroups else {
            do {
                _ = try RouteURL(built, options: URLParsingOptions(limits: limits))
            } catch where error.code == .limitExceeded {
                throw RouteError(.limitExceeded, "the built URL \"\(built)\" is over the limits: \(error.unescapedMessage)")
            } catch {
                throw RouteError(.invalidParameter, "the built URL \"\(built)\" does not read back: \(error.unescapedMessage)")
            }
            return
        }
        var builder = RouteTableBuilder(options: RouterOptions(parsing: URLParsingOptions(limits: limits)))
        for converter in converters.values where ParameterConverter.builtIn[converter.name] == nil {
            try? builder.add(converter)
        }
        // As a router's table holds it: each pattern a group stands for, under one id.
        // (A form that matches the same URLs as an earlier one, which a router would refuse, is
        // left out: the pattern alone still builds its URLs.)
        for form in registeredForms { try? builder.add(form, id: 0) }
        let match: RouteMatch?
        do {
            match = try builder.build().match(built, fallback: false)
        } catch where error.code == .limitExceeded {
            throw RouteError(.limitExceeded, "the built URL \"\(built)\" is over the limits: \(error.unescapedMessage)")
        } catch {
            throw RouteError(.invalidParameter, "the built URL \"\(built)\" does not read back: \(error.unescapedMessage)")
        }
        guard let match else {
            throw RouteError(.invalidParameter, "the built URL \"\(built)\" does not match \"\(text)\" again")
        }
        let parameters = match.parameters
        // A capture given no value may take one (a longer pattern of a group reads the URL);
        // each value given must come back.
        for (name, value) in zip(parameters.captureNames, parameters.captureValues) where values[name].map({ $0 != value }) ?? false {
            throw RouteError(
                .invalidParameter,
                "value \"\(values[name] ?? "")\" for \"\(name)\" would read back as \"\(value)\" from \"\(built)\"")
        }
        if let lost = values.keys.sorted().first(where: { !parameters.captureNames.contains($0) }) {
            throw RouteError(.invalidParameter, "value \"\(values[lost] ?? "")\" for \"\(lost)\" would not read back from \"\(built)\"")
        }
        if hasRemainder {
            let readBack = match.remainder ?? ""
            guard readBack == (remainder ?? "") else {
                throw RouteError(
                    .invalidParameter,
                    "remainder \"\(remainder ?? "")\" would read back as \"\(readBack)\" from \"\(built)\"")
            }
        }
        let url = match.url
        guard url.query == query else {
            throw RouteError(.invalidParameter, "the query of \"\(built)\" would not read back as given")
        }
    }
}
