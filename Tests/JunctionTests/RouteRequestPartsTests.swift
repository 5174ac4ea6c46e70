@testable import Junction
import Testing

/// A request made from a path and parameters gives them back (SJRouter's `requestPath` and
/// parameters), checked on generated paths and parameters as a round trip.
@Suite struct RouteRequestPartsTests {
    @Test func aRequestGivesBackThePathAndParametersItWasMadeWith() {
        let request = RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111", "from": "a b&c"])
        #expect(request.url == "video/playbackInfo?from=a%20b%26c&video_id=111")
        #expect(request.path == "video/playbackInfo")
        #expect(request.parameters == ["video_id": "111", "from": "a b&c"])
    }

    @Test func aURLGivesItsPathAndItsQueryByName() {
        let request = RouteRequest(url: "shop://product/42?tab=info&tab=reviews&ref=push#top")
        #expect(request.path == "shop://product/42")
        #expect(request.parameters == ["tab": "info", "ref": "push"])
        #expect(RouteRequest(url: "shop://product/42").parameters == [:])
        #expect(RouteRequest(url: "").parameters == [:])
    }

    /// A repeated key gives its first value, as the handler's view of the same URL does.
    @Test func aRepeatedKeyGivesItsFirstValueAsTheHandlerSeesIt() async throws {
        let request = RouteRequest(url: "shop://x?a=1&a=2")
        #expect(request.parameters == ["a": "1"])
        let router = Router()
        try router.register("shop://x") { context in context.parameters["a"] ?? "" }
        #expect(try await router.open(request) as? String == "1")
    }

    @Test func generatedPathsAndParametersComeBackUnchanged() {
        var generator = SeededGenerator(seed: 0x5EED_0015)
        let alphabet = Array("abcXYZ019-_.~ +&=%/?#éü✓")
        func text(_ count: Int, _ characters: [Character]) -> String {
            String((0..<count).map { _ in characters[Int(generator.next() % UInt64(characters.count))] })
        }
        let pathCharacters = Array("abcxyz019-_./")
        var failures: [String] = []
        for _ in 0..<2_000 {
            let path = "/" + text(Int(generator.next() % 12) + 1, pathCharacters)
            var parameters: [String: String] = [:]
            for _ in 0..<Int(generator.next() % 4) {
                parameters[text(Int(generator.next() % 6) + 1, alphabet)] = text(Int(generator.next() % 8), alphabet)
            }
            let request = RouteRequest(path: path, parameters: parameters)
            if request.path != path || request.parameters != parameters {
                failures.append("\(path) \(parameters) → \(request.url) → \(request.path) \(request.parameters)")
            }
            // The same parameters written as a query with some keys repeated: the first value
            // written for each key is the one that comes back.
            var items: [(name: String, value: String)] = parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            for _ in 0..<Int(generator.next() % 3) where !items.isEmpty {
                let name = items[Int(generator.next() % UInt64(items.count))].name
                items.insert((name, text(Int(generator.next() % 8), alphabet)), at: items.count - Int(generator.next() % 2))
            }
            let firstWins = Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let query = items.map { PercentEncoding.encode($0.name, inQuery: true) + "=" + PercentEncoding.encode($0.value, inQuery: true) }
            let repeated = RouteRequest(url: path + "?" + query.joined(separator: "&"))
            if repeated.parameters != firstWins {
                failures.append("\(items) → \(repeated.url) → \(repeated.parameters)")
            }
        }
        #expect(failures == [])
    }
}
