import ArgumentParser
import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// `junction resolve`: which route does each URL reach, and with what parameters?
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show which route each URL reaches, and with what parameters.",
        discussion: """
            Exit status: 0 when every URL would open (it reached a route, and a map route's \
            attributes accept it), 1 when any would not, 2 for a usage error, a bad pattern, a \
            conflict between patterns, or a map that cannot be read or loaded.

            \(HelpExample.text("junction resolve --map Examples/RouteMaps/shop.yaml shop://product/42"))
            """)

    @Option(name: .customLong("pattern"), help: "A route pattern (repeatable).")
    var patterns: [String] = []

    @Option(name: .customLong("patterns-file"), help: "A file with one pattern a line; '#' starts a comment.")
    var patternsFile: String?

    @Option(help: "A route map file (.json, .yaml, .yml or .plist); its routes keep their exposure, and its schemes and web hosts count.")
    var map: String?

    @OptionGroup var place: MapReadingOptions

    @Flag(help: "Fall back to the nearest ancestor route.")
    var fallback = false

    @Flag(help: "Compare literal path text without regard to case.")
    var caseInsensitive = false

    @Flag(help: "Read '+' in the query as a space.")
    var plusAsSpace = false

    @Option(name: .customLong("max-url-length"), help: "The longest URL, in bytes, the router reads (4096 by default), as RouterOptions' URL limits say.")
    var maxURLLength: Int?

    @Flag(help: "Keep scheme-less routes to the web hosts: an http or https URL on another host reaches none of them.")
    var schemelessOnlyOnWebHosts = false

    @Option(
        name: .customLong("web-host"),
        help: "A web host whose http/https URLs reach scheme-less routes, or '*.example.com' for its subdomains (repeatable).")
    var webHosts: [String] = []

    @Option(
        name: .customLong("web-scheme"),
        help: "An app scheme whose URLs on a web host route as the web URL would, such as ksr (repeatable).")
    var webSchemes: [String] = []

    @Option(help: """
        Where the URLs come from: \(ResolveCommand.sourceNames.joined(separator: ", ")) (internal is in-app, \
        external other-app), or a source of the app's own, as a map's exposure names it (widget). External \
        sources reach only routes exposed to them; patterns given here are in-app only.
        """)
    var source = "internal"

    @Flag(help: "List every route tried for each URL and why it was or was not reached.")
    var explain = false

    @Option(help: "text, or json: one JSON object per URL (JSON Lines).")
    var format: ReportFormat = .text

    /// The old spelling of `--format json`, kept for one release with a warning.
    @Flag(help: ArgumentHelp("The same as --format json; deprecated.", visibility: .hidden))
    var json = false

    /// Whether each answer is a JSON line.
    var printsJSON: Bool { json || format == .json }

    @Argument(help: "The URLs to resolve.")
    var urls: [String] = []

    func validate() throws {
        guard !urls.isEmpty else { throw ValidationError("give at least one URL to resolve") }
        if json { FileHandle.standardError.write(Data("warning: --json is deprecated; write --format json\n".utf8)) }
        for host in webHosts {
            do throws(RouteError) { _ = try WebHost(host) } catch { throw ValidationError("--web-host: \(error.unescapedMessage)") }
        }
        guard routeSource != nil else {
            throw ValidationError("--source must name a source: \(Self.sourceNames.joined(separator: ", ")), or one of the app's own")
        }
    }

    /// What `--source` takes besides a source of the app's own: the two words `internal` and
    /// `external`, then the name of each source Junction names (`RouteSource.named`).
    static let sourceNames = ["internal", "external"] + RouteSource.named.map(\.name)

    /// The source `--source` names: any non-empty name, as a map's exposure takes it; `nil` when
    /// it is empty.
    var routeSource: RouteSource? {
        switch source {
        case "": nil
        case "internal": .inApp
        case "external": .otherApp
        default: RouteSource(source)
        }
    }

    /// Warns when `--source` names a source of the app's own that no route of the map lists: a
    /// misspelled name reaches only routes exposed everywhere, and would otherwise go unnoticed.
    private func warnAboutSource(in map: RouteMap?) {
        guard let source = routeSource, !RouteSource.named.contains(source) else { return }
        guard !(map?.routes.contains { $0.exposure.sources.contains(source) } ?? false) else { return }
        let name = DisplayEscaping.escape(source.name)
        FileHandle.standardError.write(Data("warning: no route is exposed to \"\(name)\"; it reaches only routes exposed everywhere\n".utf8))
    }

    func run() throws {
        let mapFile: RouteMapFile? = if let map { try place.read(map) } else { nil }
        var limits = URLLimits()
        if let maxURLLength {
            guard maxURLLength > 0 else { throw ValidationError("--max-url-length must be a positive number of bytes, not \(maxURLLength)") }
            limits.maxURLLength = maxURLLength
        }
        var options = RouterOptions(
            ancestorFallback: fallback,
            caseInsensitive: caseInsensitive,
            parsing: URLParsingOptions(limits: limits, plusAsSpace: plusAsSpace),
            webHosts: Set(webHosts),
            webSchemes: Set(webSchemes),
            schemelessRoutesOnlyOnWebHosts: schemelessOnlyOnWebHosts)
        if let mapFile { options = options.adding(mapFile.map) }
        warnAboutSource(in: mapFile?.map)
        let router = Router(options: options)
        for pattern in patterns {
            try router.register(pattern) { _ in }
            // `<id>` is another router's capture, and literal text here: warn as lint does.
            if let angle = AngleCaptures.first(in: pattern), let rewritten = AngleCaptures.rewrite(pattern) {
                let warning = AngleCaptures.literalWarning(written: angle.written, capture: angle.capture)
                FileHandle.standardError.write(Data("warning: \(DisplayEscaping.escape(pattern)): \(warning) (\"\(rewritten)\")\n".utf8))
            }
        }
        if let patternsFile {
            try registerPatterns(fromFile: patternsFile, in: router)
        }
        if let mapFile {
            do {
                try mapFile.load(into: router, bindings: .placeholders(for: mapFile.map))
            } catch {
                throw CommandError(description: error.description)
            }
        }

        var allOpen = true
        for url in urls {
            let source = routeSource ?? .inApp
            var outcome = Outcome(url: url)
            outcome.attempts = explain ? (try? router.explain(url)) ?? [] : nil
            do throws(RouteError) {
                guard let match = try router.match(RouteRequest(url: url, source: source)) else { throw RouteError(.notFound, "no route matches " + url) }
                outcome.match = match
                outcome.parameters = try Self.pageParameters(of: match, in: mapFile?.map, router: router)
            } catch {
                outcome.error = error
            }
            if outcome.error != nil { allOpen = false }
            print(printsJSON ? outcome.jsonLine : outcome.text)
        }
        if !allOpen { throw ExitCode(1) }
    }

    /// The parameters the handler of a match sees: for a map's route with attributes, as its
    /// bound page or handler gets them (checked, defaults applied).
    ///
    /// - Throws: ``RouteError`` for a missing required attribute or a value its type refuses.
    static func pageParameters(of match: RouteMatch, in map: RouteMap?, router: Router) throws(RouteError) -> RouteParameters {
        guard let route = map?.routes.first(where: { !$0.attributes.isEmpty && $0.patterns.contains(match.pattern) }) else {
            return match.parameters
        }
        return try RouteAttributeCheck(route.attributes, router: router).parameters(of: match)
    }

    /// Registers each pattern of a file: one a line, `#` starts a comment. A bad pattern is
    /// reported as `file:line:column: error: ...`.
    private func registerPatterns(fromFile path: String, in router: Router) throws {
        let contents: String
        do {
            contents = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandError(description: "error: cannot read the patterns file \(DisplayEscaping.escape(path)): \(error.localizedDescription)")
        }
        let lines = contents.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let text = line.prefix { $0 != "#" }
            let indent = text.prefix { $0 == " " || $0 == "\t" }.count
            let pattern = text.trimmingCharacters(in: .whitespaces)
            guard !pattern.isEmpty else { continue }
            do {
                try router.register(pattern) { _ in }
            } catch {
                let place = "\(path):\(index + 1)" + (error.column.map { ":\($0 + indent)" } ?? "")
                throw CommandError(description: "\(DisplayEscaping.escape(place)): error: \(error)")
            }
        }
    }
}

/// What `resolve` found for one URL: the route it reached, if any, and the parameters its
/// handler sees, or the error opening it would throw. A map route whose attributes refuse the
/// URL is reached, with the error.
struct Outcome {
    let url: String
    /// The route reached; `nil` when none was.
    var match: RouteMatch?
    /// What the route's handler sees; `nil` when opening the URL would throw.
    var parameters: RouteParameters?
    /// Why opening the URL would throw.
    var error: RouteError?
    /// With `--explain`: every route tried, in registration order.
    var attempts: [RouteAttempt]?

    init(url: String) {
        self.url = url
    }

    /// The human-readable answer, then the routes tried with `--explain`; what came from input
    /// (the URL, patterns, values) is shown escaped (`DisplayEscaping`), so each line is one line.
    var text: String {
        let tried = (attempts ?? []).map { "\n  tried:      \($0)" }.joined()
        return answer + tried
    }

    private var answer: String {
        let shown = { (text: String) in DisplayEscaping.escape(text) }
        var lines = [shown(url)]
        if let match { lines.append("  route:      \(shown(match.pattern.text))") }
        if let error {
            lines.append("  error:      \(error.code): \(error.message)")
        } else if let match, let parameters {
            let values = parameters.names.map { shown("\($0)=\(parameters[$0] ?? "")") }
            lines.append("  parameters: " + (values.isEmpty ? "(none)" : values.joined(separator: ", ")))
            if let remainder = match.remainder { lines.append("  remainder:  \"\(shown(remainder))\"") }
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON Lines answer, with CLI.md's keys in CLI.md's order; values are the text exactly,
    /// with dangerous characters written as JSON escapes (`JSONValue.quoted`).
    var jsonLine: String {
        var object = JSONValue.Object()
        object["url"] = .string(url)
        object["matched"] = .bool(match != nil)
        object["pattern"] = match.map { .string($0.pattern.text) } ?? .null
        let parameters = parameters ?? RouteParameters()
        object["parameters"] = .object(JSONValue.Object(parameters.names.map { ($0, .string(parameters[$0] ?? "")) }))
        // What the URL gave the route reached, even when its attributes refuse it; a pattern
        // with optional groups names captures this URL may not give.
        let given = match?.parameters ?? RouteParameters()
        object["path"] = .object(JSONValue.Object((match?.pattern.parameterNames ?? []).compactMap { name in
            given.path[name].map { (name, JSONValue.string($0)) }
        }))
        var query: [(String, JSONValue)] = []
        for item in given.query where !query.contains(where: { $0.0 == item.name }) {
            query.append((item.name, .array(given.query.filter { $0.name == item.name }.map { .string($0.value) })))
        }
        object["query"] = .object(JSONValue.Object(query))
        object["remainder"] = match?.remainder.map(JSONValue.string) ?? .null
        object["error"] = error.map { error in
            .object(JSONValue.Object([("code", .string(error.code.name)), ("message", .string(error.unescapedMessage))]))
        } ?? .null
        if let attempts {
            object["explain"] = .array(attempts.map {
                .object(JSONValue.Object([
                    ("pattern", .string($0.pattern)), ("matches", .bool($0.matches)), ("reached", .bool($0.reached)),
                    ("reason", .string($0.reason)),
                ]))
            })
        }
        return JSONValue.object(object).compact
    }
}

extension RouteMapBindings {
    /// A do-nothing binding for every page and handler a map names: the CLI routes, it does
    /// not show pages.
    static func placeholders(for map: RouteMap) -> RouteMapBindings {
        var bindings = RouteMapBindings()
        for route in map.routes {
            switch route.target {
            case .page(let name)?: bindings.page(name) { _ in () }
            case .handler(let key)?: bindings.handler(key) { _ in () }
            case nil: break
            }
        }
        return bindings
    }
}
