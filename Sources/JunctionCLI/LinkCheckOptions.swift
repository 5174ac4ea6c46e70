import ArgumentParser
import JunctionRouteMap
import JunctionRouteMapTools

/// `--check FILE --map MAP`, shared by `junction aasa` and `junction android`: check a file the
/// app ships against the map instead of writing one.
struct LinkCheckOptions: ParsableArguments {
    @Option(help: "Check this file against the map instead of writing (aasa: an association file; android: intent-filters.xml or AndroidManifest.xml).")
    var check: String?

    @Option(name: .customLong("map"), help: "With --check: the route map.")
    var map: String?

    /// Whether the command checks rather than writes.
    ///
    /// - Throws: `ValidationError` when it checks without a map.
    func checks(mapArgument: String?) throws -> Bool {
        guard check != nil else { return false }
        guard (map ?? mapArgument) != nil else { throw ValidationError("give the route map with --map") }
        return true
    }

    /// Prints one line per finding, then the summary both checks print; exit status 1 when there
    /// is any finding.
    static func report(_ lines: [String], kinds: [UniversalLinkFinding.Kind]) throws {
        for line in lines { print(line) }
        let count = { (kind: UniversalLinkFinding.Kind) in kinds.filter { $0 == kind }.count }
        print("\(lines.count) \(lines.count == 1 ? "problem" : "problems"): \(count(.sentWithoutRoute)) sent with no route, \(count(.exposedNotSent)) exposed not sent, \(count(.inAppSent)) in-app only but sent")
        if !lines.isEmpty { throw ExitCode(1) }
    }
}
