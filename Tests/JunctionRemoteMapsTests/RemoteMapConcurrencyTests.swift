import Foundation
import Junction
import JunctionSupport
import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// Maps swapped in while the app opens URLs: every open sees one whole map, never a mix of two,
/// never none, and never an older map than an open before it.
@Suite struct RemoteMapConcurrencyTests {
    /// Serves the tokens one after another, one per refresh.
    final class Sequence: RemoteMapTransport {
        let tokens: Locked<[String]>

        init(_ tokens: [String]) {
            self.tokens = Locked(tokens)
        }

        func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse {
            let token = tokens.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            return RemoteMapResponse(status: 200, body: Data((token ?? "").utf8))
        }
    }

    /// Version `v`: ten pages, each carrying `v` in its description and in an attribute's default.
    static func map(version: Int) -> String {
        let routes = (0..<10).map { page in
            #"{"name": "p\#(page)", "pattern": "shop://page/\#(page)", "page": "Page", "description": "\#(version)", "attributes": [{"name": "v", "default": "\#(version)"}]}"#
        }
        return #"{"version": 1, "schemes": ["shop"], "routes": [\#(routes.joined(separator: ", "))]}"#
    }

    @Test func eightTasksOpeningWhileAHundredMapsApplyNeverSeeAMix() async throws {
        let tokens = (2...101).map { SignedMaps.token(version: $0, map: Self.map(version: $0)) }
        let bundled = try RouteMapFile(text: Self.map(version: 1), format: .json)
        let router = Router(options: RouterOptions().adding(bundled.map))
        var bindings = RouteMapBindings()
        bindings.page("Page") { request in
            let fromRoute = Int(request.route.description ?? "") ?? -1
            let fromAttribute = Int(request.parameters["v"] ?? "") ?? -2
            return fromRoute == fromAttribute ? fromRoute : -fromRoute
        }
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        var options = SignedMaps.options()
        options.exposureLimit = .inAppOnly
        let remote = try RemoteRouteMaps(
            router: router, bindings: bindings, app: SignedMaps.app, url: URL(string: "https://routes.invalid/m")!,
            keys: SignedMaps.keys, bundled: bundled, bundledVersion: 1, cacheDirectory: cache, options: options,
            transport: Sequence(tokens))
        try await remote.start()

        let done = Locked(false)
        let problems = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var problems: [String] = []
                    var last = 1
                    var opens = 0
                    while !done.withLock({ $0 }) || opens < 100 {
                        opens += 1
                        let url = "shop://page/\((task + opens) % 10)"
                        do {
                            let version = try await router.open(url, as: Int.self)
                            if version < 0 { problems.append("\(url) mixed two maps: \(version)") }
                            if version < last { problems.append("\(url) went back from \(last) to \(version)") }
                            last = max(last, version)
                        } catch {
                            problems.append("\(url): \(error)")
                        }
                        // Two cores, eight tasks: let the refreshes run between opens.
                        await Task.yield()
                    }
                    return problems
                }
            }
            var applied = 0
            for _ in tokens {
                if await remote.refresh().map(\.kind) == [.applied] { applied += 1 }
            }
            done.withLock { $0 = true }
            var all: [String] = []
            for try await problems in group { all += problems }
            #expect(applied == 100)
            return all
        }
        #expect(problems == [])
        #expect(await remote.version == 101)
        #expect(try router.openSynchronously("shop://page/3", as: Int.self) == 101)
    }
}
