import FuzzSupport
import Junction

/// Pattern text, any bytes at all: a pattern either throws or parses to a value that prints back
/// to an equal pattern; a router takes it or says why; and when values fit its captures, the URL
/// built from them reaches the pattern again with the same values.
@_cdecl("FuzzPatterns_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzPatterns($0, count) } ?? 0 }
}

func fuzzPatterns(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let source = text(data, count)
    guard let pattern = try? RoutePattern(source) else { return 0 }
    guard let again = try? RoutePattern(pattern.description), again == pattern else {
        mismatch("\(source.debugDescription) prints as \(pattern.description.debugDescription), which reads otherwise")
    }
    let router = Router()
    guard (try? router.add(FuzzRoutes.tab)) != nil, (try? router.register(source, name: "fuzzed") { _ in }) != nil else { return 0 }
    var values: [String: String] = [:]
    for capture in pattern.capturesInOrder {
        values[capture.name] = switch capture.converter {
        case "int": "7"
        case "double": "1.5"
        case "bool": "true"
        case "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case "tab": "cart"
        default: "v"
        }
    }
    let wildcards = Array(repeating: "w", count: pattern.pathSegments.filter { $0.kind == .wildcard }.count)
    guard let url = try? router.url(for: "fuzzed", values, wildcards: wildcards, remainder: pattern.hasRemainder ? "r/s" : nil)
    else { return 0 }
    guard let match = try? router.match(url), match.pattern == pattern else {
        mismatch("\(source.debugDescription) built \(url.debugDescription), which does not reach it")
    }
    for (name, value) in values where match.parameters[name] != value {
        mismatch("\(source.debugDescription) built \(url.debugDescription): \(name) came back as \(match.parameters[name] ?? "nil")")
    }
    return 0
}
