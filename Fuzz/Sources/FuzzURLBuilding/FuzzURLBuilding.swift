import FuzzSupport
import Junction

/// Values, any text at all, built into a route's URL and matched back: the first byte picks a
/// route, the rest split at NUL bytes are its captures' values in order. Building may refuse a
/// value (its converter rejects it, or it could not come back); a URL that is built must reach
/// the same route with exactly the same values.
let routers: [Router] = FuzzRoutes.patterns.indices.map { index in
    let router = Router()
    do {
        try router.add(FuzzRoutes.tab)
        try router.register(FuzzRoutes.patterns[index], name: "route") { _ in }
    } catch {
        fatalError("\(FuzzRoutes.patterns[index]) does not register: \(error)")
    }
    return router
}
let patterns = FuzzRoutes.patterns.map { try! RoutePattern($0) }

@_cdecl("FuzzURLBuilding_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, count in data.map { fuzzURLBuilding($0, count) } ?? 0 }
}

func fuzzURLBuilding(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let index = Int(data[0]) % patterns.count
    let pattern = patterns[index]
    let pieces = UnsafeBufferPointer(start: data + 1, count: count - 1)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var values: [String: String] = [:]
    for (capture, value) in zip(pattern.capturesInOrder, pieces) { values[capture.name] = value }
    let rest = pieces.dropFirst(pattern.capturesInOrder.count)
    let wildcards = Array(rest.prefix(pattern.pathSegments.filter { $0.kind == .wildcard }.count))
    guard let url = try? routers[index].url(for: "route", values, wildcards: wildcards) else { return 0 }
    guard let match = try? routers[index].match(url) else {
        mismatch("\(pattern) built \(url.debugDescription) from \(values), which reaches nothing")
    }
    for (name, value) in values where match.parameters[name] != value {
        mismatch("\(pattern) built \(url.debugDescription): \(name) \(value.debugDescription) came back as \(match.parameters[name].debugDescription)")
    }
    return 0
}
