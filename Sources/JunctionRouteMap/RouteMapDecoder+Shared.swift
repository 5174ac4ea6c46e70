import Junction

/// What a route of Junction's own shape and a page of a page map both say of themselves, read
/// the same way for both.
extension RouteMapDecoder {
    /// What a route of Junction's shape and a page of a page map both say of themselves: who
    /// may open it, its tags, presentation, parent, tab and description, its web version,
    /// whether it is switched off, and the app versions it is for.
    mutating func readShared(_ fields: Fields, into route: inout RouteMap.Route.Values, path: @autoclosure () -> String) throws(RouteMapError) {
        if let exposure = fields["exposure"] { route.exposure = try self.exposure(exposure) }
        if let tags = fields["tags"] { route.tags = try strings(tags, what: "tags", path: "\(path()).tags") }
        if let presentation = fields["presentation"] { route.presentation = try self.presentation(presentation) }
        if let parent = fields["parent"] { route.parent = try nonEmptyString(parent, what: "a parent") }
        if let tab = fields["tab"] { route.tab = try nonEmptyString(tab, what: "a tab") }
        if let description = fields["description"] { route.description = try string(description, what: "a description") }
        if let web = fields["web"] { route.web = try pattern(web, what: "a web URL", kind: "web URL") }
        if let disabled = fields["disabled"] { route.disabled = try self.disabled(disabled) }
        (route.minAppVersion, route.maxAppVersion) = try appVersions(fields)
    }

    /// `disabled`: `true` (switched off), `false` (on, as if left out), or the message shown
    /// instead of the page.
    private func disabled(_ node: MapNode) throws(RouteMapError) -> RouteMap.Disabled? {
        switch node.value {
        case .scalar(let text, .bool): return text == "true" ? RouteMap.Disabled() : nil
        case .scalar(let text, .string):
            if text.isEmpty { throw error("a \"disabled\" message may not be empty; write true for none", at: node) }
            return RouteMap.Disabled(message: text)
        default:
            throw error("expected true, false or a message for \"disabled\", found \(node.kindDescription)", at: node)
        }
    }

    /// `minAppVersion` and `maxAppVersion`: versions (`5.2.1`, written as text or a number),
    /// the first no later than the second.
    func appVersions(_ fields: Fields) throws(RouteMapError) -> (String?, String?) {
        var versions: [(text: String, version: AppVersion, node: MapNode)?] = []
        for key in ["minAppVersion", "maxAppVersion"] {
            guard let node = fields[key] else {
                versions.append(nil)
                continue
            }
            let text: String
            switch node.value {
            case .scalar(let written, .string), .scalar(let written, .number): text = written
            default: throw error("expected a version for \"\(key)\", found \(node.kindDescription)", at: node)
            }
            guard let version = AppVersion(text) else {
                throw error("\"\(text)\" is not an app version (\(AppVersion.expected))", at: node)
            }
            versions.append((text, version, node))
        }
        if let low = versions[0], let high = versions[1], high.version < low.version {
            throw error("maxAppVersion \(high.text) is below minAppVersion \(low.text), so no app is in between", at: high.node)
        }
        return (versions[0]?.text, versions[1]?.text)
    }

    private func exposure(_ node: MapNode) throws(RouteMapError) -> RouteExposure {
        if case .list(let elements) = node.value {
            var sources: [RouteSource] = []
            for element in elements { sources.append(RouteSource(try nonEmptyString(element, what: "a source"))) }
            return .sources(sources)
        }
        let word = try string(node, what: "exposure")
        guard let exposure = Self.exposureWords.first(where: { $0.word == word })?.exposure else {
            let words = Self.exposureWords.map { "\"\($0.word)\"" }.joined(separator: ", ")
            throw error("unknown exposure \"\(word)\"; expected \(words) or a list of sources", at: node)
        }
        return exposure
    }
}
