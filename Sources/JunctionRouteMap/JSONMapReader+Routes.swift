import Dispatch
import Foundation
import JunctionSupport

/// A map's list of routes, read on several cores when it is long.
///
/// Reading the routes is most of a large map's launch, and each route is read on its own: the
/// fast reader keeps nothing from one route to the next but the last exposure and tags lists.
/// So a long list is cut into runs, each read by a copy of the reader on a core of its own
/// (`DispatchQueue.concurrentPerform`), and joined in the list's order.
///
/// Where a run starts is a guess: the first `{` after an even share of the text that follows
/// `}` and `,` (white space allowed between) and reads as a route, which may be an object in a
/// route's list or text inside a string. The first run starts at the list's start. Each run
/// reads routes until it passes the next run's share, and must end exactly where the next run
/// started; so every start is proved by the run before it, and the routes read are the ones the
/// list read from its start gives. When a guess was wrong, the list is read from its start on
/// the calling thread, as a short list is.
extension JSONMapReader {
    /// Text shorter than twice this is read in one run: a shorter run costs more to start on
    /// another thread than it saves.
    static let bytesPerRun = 64 * 1024

    /// The routes of the list that starts at `index`, which is left after the list.
    mutating func routes(lastLists: inout LastLists) throws(Declined) -> [RouteMap.Route] {
        let runs = min(ProcessInfo.processInfo.activeProcessorCount, (bytes.count - index) / Self.bytesPerRun)
        if runs > 1, let (routes, end) = routesInRuns(runs) {
            index = end
            skipWhitespace()
            return routes
        }
        var routes: [RouteMap.Route] = []
        try elements { reader throws(Declined) in routes.append(try reader.route(lastLists: &lastLists)) }
        return routes
    }

    /// The routes read in `runs` runs and the index after the list's `]`, or `nil` when a run
    /// did not end where the next one started.
    func routesInRuns(_ runs: Int) -> (routes: [RouteMap.Route], end: Int)? {
        var opening = self
        guard (try? opening.open(UInt8(ascii: "["))) == true else { return nil }
        let shares = [opening.index] + (1..<runs).map { index + (bytes.count - index) * $0 / runs }
        let read = Locked([Run?](repeating: nil, count: runs))
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let routes = self.run(from: shares[run], isFirst: run == 0, upTo: run + 1 < runs ? shares[run + 1] : nil)
            read.withLock { $0[run] = routes }
        }
        var routes: [RouteMap.Route] = []
        var end: Int?
        for run in read.withLock({ $0 }) {
            guard let run, end == nil || end == run.start else { return nil }
            routes += run.routes
            end = run.end
        }
        return end.map { (routes, $0) }
    }

    /// The routes of one run: where it started, and the index after the `,` or `]` that ended it.
    private typealias Run = (start: Int, routes: [RouteMap.Route], end: Int)

    /// The routes from the first at `share` (the first run's, the list's first) or after it (any
    /// other's, guessed), read until the index reaches `next`, the next run's share (`nil`: the
    /// list's end); `nil` when a route does not read or the list ends first.
    private func run(from share: Int, isFirst: Bool, upTo next: Int?) -> Run? {
        var reader = self
        var lastLists = LastLists()
        var start = isFirst ? share : guessedRouteStart(after: share)
        var first: RouteMap.Route?
        while let guess = start {
            reader.index = guess
            first = try? reader.route(lastLists: &lastLists)
            if first != nil { break }
            start = isFirst ? nil : guessedRouteStart(after: guess + 1)
        }
        guard let start, let first else { return nil }
        var routes = [first]
        while true {
            guard let more = try? reader.next(closing: UInt8(ascii: "]")) else { return nil }
            switch (more, next) {
            case (false, nil): return (start, routes, reader.index)
            case (true, let next?) where reader.index >= next: return (start, routes, reader.index)
            case (true, _): break
            case (false, _?): return nil
            }
            guard let route = try? reader.route(lastLists: &lastLists) else { return nil }
            routes.append(route)
        }
    }

    /// The index of the first `{` at or after `offset` that follows `}` and `,`, with only white
    /// space between them: where a route of the list may start.
    private func guessedRouteStart(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{") else { continue }
            var before = index - 1
            for expected in [UInt8(ascii: ","), UInt8(ascii: "}")] {
                while before > 0, Self.isWhitespace(bytes[before]) { before -= 1 }
                guard before > 0, bytes[before] == expected else { break }
                if expected == UInt8(ascii: "}") { return index }
                before -= 1
            }
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}
