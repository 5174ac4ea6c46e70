import Junction
import JunctionRouteMap
import JunctionSupport

extension RouteMapFile {
    /// Checks the map for what would stop it loading or routing as written, and for likely
    /// mistakes, in the order of the routes.
    ///
    /// Errors: a pattern with an unknown converter or more segments than a URL may have, two
    /// routes matching the same URLs, repeated route names (both allowed between routes for app
    /// versions that do not overlap), an unknown attribute type, a default its type rejects, a
    /// parent that does not exist or a cycle of parents, a redirect that reaches no route or
    /// loops, a web URL that is not on one of the map's web hosts or that some open cannot fill.
    /// Warnings: a required attribute with a default (it can never be missing), a route open to
    /// outside sources without a description, a scheme-less pattern whose first segment is not
    /// in lower case (not one made from a page map's page id, such as `/betSsq`), a pattern that
    /// differs from another route's only by the case of its literal text, a segment written as
    /// other routers write a capture (`<id>`, literal text here), a page map whose
    /// pages live under no scheme or host (neither the file nor the code gives one), a default a
    /// web view or a redirect trusts (`url`, `redirect`, `next`, `returnTo`) that is not pinned,
    /// and an exposure source spelt nearly as a named one (`universal_link`). A pattern
    /// or redirect that does not parse never gets this far: reading the map refuses it, at its
    /// place in the file.
    ///
    /// - Parameter converters: The app's own converters, for patterns and attribute types that
    ///   name them; those the map declares (`RouteMap.converters`) are read too.
    public func lint(converters: [ParameterConverter] = []) -> [RouteMapDiagnostic] {
        var linter = RouteMapLinter(file: self, converters: converters)
        // In file order where the format has positions, like a compiler's output.
        return linter.run().enumerated().sorted { left, right in
            switch (left.element.location, right.element.location) {
            case (.position(let l1, let c1), .position(let l2, let c2)) where (l1, c1) != (l2, c2): (l1, c1) < (l2, c2)
            default: left.offset < right.offset
            }
        }.map(\.element)
    }
}

struct RouteMapLinter {
    let file: RouteMapFile
    let router: Router
    var diagnostics: [RouteMapDiagnostic] = []
    /// Which route each registered pattern text belongs to.
    var owners: [String: Int] = [:]
    /// Patterns left unregistered because they conflict only with routes for other app
    /// versions, with their routes: a later pattern is checked against them too.
    var shadowed: [(pattern: RoutePattern, route: Int)] = []
    /// The app's converters, for checking a pattern against a shadowed one on its own.
    let converters: [ParameterConverter]

    init(file: RouteMapFile, converters: [ParameterConverter]) {
        self.file = file
        // The map's own schemes and web hosts, so redirects to its universal links resolve.
        router = Router(options: RouterOptions().adding(file.map))
        // The app's converters, and those the map declares without code.
        let all = converters + file.map.converters.map(\.parameterConverter)
        for converter in all { try? router.add(converter) }
        self.converters = all
    }

    var routes: [RouteMap.Route] { file.map.routes }

    mutating func report(_ severity: RouteMapDiagnostic.Severity, _ path: String, _ message: String) {
        diagnostics.append(RouteMapDiagnostic(
            severity, file: file.file, location: file.location(of: path) ?? .keyPath(path), keyPath: path, message: message))
    }

    mutating func run() -> [RouteMapDiagnostic] {
        checkPagesPlace()
        var names: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            let path = "routes[\(index)]"
            if names[route.name] != nil {
                // Routes for app versions that do not overlap may share a name.
                if let other = routes.indices.first(where: { $0 < index && routes[$0].name == route.name && sharesAppVersions(index, $0) }) {
                    report(.error, "\(path).name", "route name \"\(route.name)\" is already used by \(describe(other))")
                }
            } else {
                names[route.name] = index
            }
            registerPatterns(of: route, at: index)
            checkLoading(of: route, at: index)
            checkTrustedDefaults(of: route, at: index)
            checkHostCaptures(of: route, at: index)
            checkExposureSources(of: route, at: index)
            if route.exposure.reachesOutside, route.description?.isEmpty ?? true {
                report(.warning, path, "route \"\(route.name)\" can be opened from outside the app but has no description")
            }
        }
        for (index, route) in routes.enumerated() {
            checkParent(of: route, at: index, names: names)
            checkRedirect(of: route, at: index, names: names)
        }
        checkCase()
        return diagnostics
    }

    /// `route "name" (line 3)`, or with its key path where the format has no lines.
    func describe(_ index: Int) -> String {
        switch file.location(of: "routes[\(index)]") {
        case .position(let line, _)?: "route \"\(routes[index].name)\" (line \(line))"
        default: "route \"\(routes[index].name)\" (routes[\(index)])"
        }
    }

    mutating func registerPatterns(of route: RouteMap.Route, at index: Int) {
        for (patternIndex, pattern) in route.patterns.enumerated() {
            let path = "routes[\(index)].patterns[\(patternIndex)]"
            do throws(RouteError) {
                try router.register(pattern.text) { _ in }
                owners[pattern.text] = index
                // `<id>` is another router's capture, and literal text here: say how Junction writes it.
                if let angle = AngleCaptures.first(in: pattern.text), let rewritten = AngleCaptures.rewrite(pattern.text) {
                    report(.warning, path, AngleCaptures.literalWarning(written: angle.written, capture: angle.capture) + " (\"\(rewritten)\")")
                }
                // A pattern with optional groups is checked as each pattern it stands for.
                for expansion in pattern.expansions where expansion.pathSegments.count > URLLimits().maxSegments {
                    let shown = pattern.hasOptionalGroups ? " (\"\(expansion)\")" : ""
                    report(.error, path, "a pattern of route \"\(route.name)\"\(shown) has \(expansion.pathSegments.count) segments; no URL may have more than \(URLLimits().maxSegments), so it never matches")
                }
                // A scheme-less pattern's first segment also meets URLs' authorities, which are
                // lower-cased (ROUTING.md §1). Not for a pattern Junction made from a page id:
                // there the map names a page, and only renaming the page would quiet it.
                if pattern.scheme == nil, let first = pattern.pathSegments.first, first.kind == .literal,
                   first.text != first.text.lowercased(), !file.patternsFromPageIDs.contains(pattern.text) {
                    let example = file.map.schemes.first.map { " (\"\($0)://\(first.text)/…\")" } ?? ""
                    report(.warning, path, "the first segment \"\(first.text)\" of \"\(pattern)\" is not in lower case; it also meets URLs' authorities, which are lower-cased, so a URL whose authority is \"\(first.text)\"\(example) never reaches it; write it in lower case")
                }
            } catch where error.code == .conflict {
                // Routes for app versions that do not overlap never load together.
                if let owner = owner(in: error.unescapedMessage), !sharesAppVersions(index, owner) {
                    if let other = shadowedConflict(with: pattern, of: index) {
                        report(.error, path, "\"\(pattern)\" matches exactly the same URLs as \"\(other.pattern)\" of \(describe(other.route))")
                    }
                    shadowed.append((pattern, index))
                    continue
                }
                report(.error, path, conflict(error.unescapedMessage, of: pattern))
            } catch {
                report(.error, path, "bad pattern \"\(pattern)\": \(error.unescapedMessage)")
            }
        }
    }

    /// The route of the earlier pattern a conflict message names, if it is one of the map's.
    func owner(in message: String) -> Int? {
        owners.first { message.hasSuffix("as \"\($0.key)\", registered earlier") || message.hasSuffix("(from \"\($0.key)\"), registered earlier") }?.value
    }

    /// The router's conflict message, naming the earlier pattern's route in the map (the
    /// earlier pattern ends it, written alone or after `from` when it has optional groups).
    func conflict(_ message: String, of pattern: RoutePattern) -> String {
        let earlier = owners.first { message.hasSuffix("as \"\($0.key)\", registered earlier") || message.hasSuffix("(from \"\($0.key)\"), registered earlier") }
        let other = earlier.map { " of \(describe($0.value))" } ?? ""
        guard pattern.hasOptionalGroups || message.hasSuffix("\"), registered earlier") else {
            return "\"\(pattern)\" matches exactly the same URLs as \"\(earlier?.key ?? "")\"\(other)"
        }
        guard message.hasSuffix(", registered earlier") else { return message }
        return message.dropLast(", registered earlier".count) + other
    }

    /// What loading would refuse (the check `Router.load` makes), and required attributes that
    /// have a default.
    mutating func checkLoading(of route: RouteMap.Route, at index: Int) {
        for problem in route.loadingProblems(at: index, router: router, webHosts: file.map.webHosts) {
            report(.error, problem.path, problem.message)
        }
        for (attributeIndex, attribute) in route.attributes.enumerated() where attribute.isRequired && attribute.defaultValue != nil {
            report(.warning, "routes[\(index)].attributes[\(attributeIndex)]", "attribute \"\(attribute.name)\" is required but has a default, so it is never missing; drop one")
        }
    }

    mutating func checkParent(of route: RouteMap.Route, at index: Int, names: [String: Int]) {
        guard let parent = route.parent else { return }
        let path = "routes[\(index)].parent"
        guard names[parent] != nil else {
            let meant = NearName.closest(to: parent, among: names.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            report(.error, path, "parent \"\(parent)\" of route \"\(route.name)\" is not a route in this map\(meant)")
            return
        }
        // Follow parents; a chain that comes back to this route is a cycle (reported once, at
        // the first route of the cycle in the map's order).
        var chain = [route.name]
        var current = parent
        while let next = names[current] {
            if current == route.name {
                if chain.allSatisfy({ names[$0].map { $0 >= index } ?? true }) {
                    report(.error, path, "parents form a cycle: \((chain + [current]).joined(separator: " -> "))")
                }
                return
            }
            if chain.contains(current) { return }
            chain.append(current)
            guard let grandparent = routes[next].parent else { return }
            current = grandparent
        }
    }

    mutating func checkRedirect(of route: RouteMap.Route, at index: Int, names: [String: Int]) {
        guard let redirect = route.redirect else { return }
        let path = "routes[\(index)].redirect"
        var visited = [route.name]
        var target = redirect
        while true {
            guard let url = Self.sampleURL(for: target) else { return }
            guard let reached = try? router.match(url), let owner = owners[reached.pattern.text] else {
                report(.error, path, "redirect \"\(target.text)\" of route \"\(route.name)\" reaches no route")
                return
            }
            let next = routes[owner]
            if visited.contains(next.name) {
                // Reported once, at the loop's first route in the map's order.
                if visited.first == next.name, visited.allSatisfy({ names[$0].map { $0 >= index } ?? true }) {
                    report(.error, path, "redirects loop: \((visited + [next.name]).joined(separator: " -> "))")
                }
                return
            }
            visited.append(next.name)
            guard let further = next.redirect else { return }
            target = further
        }
    }

    /// A URL the pattern matches, with a value for each capture that its converter accepts
    /// (tried in turn: a number, a boolean, a UUID, a word); `nil` when none is found.
    static func sampleURL(for pattern: RoutePattern) -> String? {
        let candidates = ["1", "true", "00000000-0000-0000-0000-000000000000", "x"]
        var choice = Dictionary(uniqueKeysWithValues: pattern.parameterNames.map { ($0, 0) })
        for _ in 0...(pattern.parameterNames.count * candidates.count) {
            let values = choice.mapValues { candidates[$0] }
            do throws(RouteError) {
                return try pattern.url(values, wildcards: Array(repeating: "x", count: 16), remainder: pattern.hasRemainder ? "" : nil)
            } catch {
                guard let name = pattern.parameterNames.first(where: { error.unescapedMessage.contains("\"\($0)\"") }),
                      let current = choice[name], current + 1 < candidates.count else { return nil }
                choice[name] = current + 1
            }
        }
        return nil
    }
}
