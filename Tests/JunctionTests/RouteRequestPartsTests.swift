import Junction
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
        #expect(request.parameters == ["tab": "reviews", "ref": "push"])
        #expect(RouteRequest(url: "shop://product/42").parameters == [:])
        #expect(RouteRequest(url: "").parameters == [:])
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
        }
        #expect(failures == [])
    }
}
