import Junction
import Testing

/// A whole set of routes replaced while URLs are opened: every open answers from the set before
/// a replacement or the one after, never from a mix of the two, and never misses a URL both sets
/// route, while observers and interceptors come and go. Run it under the thread sanitizer too
/// (`swift test --sanitize=thread --filter CollectionConcurrency`).
@Suite struct CollectionConcurrencyTests {
    static let routeCount = 10_000
    static let replacements = 100

    /// Version `version` of the set: `app://mK/go/{id}` redirects to `app://mK/item/{id}`,
    /// which answers with the version the redirect came from and its own, and the set's
    /// interceptor stamps its version on every open. An open served by one set answers
    /// `"vN>vN via vN"`; any mix shows as two different versions.
    static func routeSet(_ version: Int) throws -> RouteCollection {
        let set = RouteCollection("map")
        let tag = "v\(version)"
        for k in 0..<routeCount / 2 {
            try set.register("app://m\(k)/go/{id}") { context in
                RouteRedirect("app://m\(k)/item/\(context.parameters["id"] ?? "")?from=\(tag)")
            }
            try set.register("app://m\(k)/item/{id}") { context in
                "\(context.parameters["from"] ?? "direct")>\(tag) via \(context.userInfo["via"] as? String ?? "none")"
            }
        }
        try set.addInterceptor(name: "stamp") { interception, next in
            var request = interception.request
            if request.userInfo["via"] == nil { request.userInfo["via"] = tag }
            return try await next(request)
        }
        return set
    }

    @Test func opensAnswerFromTheOldSetOrTheNewOneWhileTheSetIsReplaced() async throws {
        let router = Router()
        // Two versions, applied in turn: each replacement swaps every route for one of the other.
        let sets = try [Self.routeSet(0), Self.routeSet(1)]
        try router.add(sets[0])
        let done = Recorder<Bool>()
        let answers = Recorder<String>()
        let problems = Recorder<String>()
        let churned = Counter()
        let opens = Counter()
        let openers = 8
        func running() -> Bool { done.values.isEmpty && !Task.isCancelled }

        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { done.append(true) }
                for round in 1...Self.replacements {
                    try router.replace("map", with: sets[round % 2])
                    await Task.yield()
                }
            }
            group.addTask {
                var round = 0
                while running() {
                    let observation = router.addObserver { _ in churned.increment() }
                    let pass = RouteCollection("pass")
                    try pass.addInterceptor(name: "pass\(round % 2)", priority: round % 3 - 1) { interception, next in
                        try await next(interception.request)
                    }
                    try router.add(pass)
                    await Task.yield()
                    observation.cancel()
                    try router.remove("pass")
                    round += 1
                }
            }
            for opener in 0..<openers {
                group.addTask {
                    var i = 0
                    while running() || (i < 50 && !Task.isCancelled) {
                        let k = (i * 131 + opener * 977) % (Self.routeCount / 2)
                        let url = i.isMultiple(of: 2) ? "app://m\(k)/go/\(i)" : "app://m\(k)/item/\(i)"
                        do {
                            let answer = try await router.open(url, as: String.self)
                            if !Self.isOneSet(answer, redirected: i.isMultiple(of: 2)) {
                                problems.append("\(url) answered \(answer)")
                            }
                            if i < 200 { answers.append(answer) }
                        } catch {
                            problems.append("\(url) threw \(error)")
                        }
                        i += 1
                        opens.increment()
                        // An open whose handlers never suspend does not give the thread up.
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(problems.values == [])
        #expect(opens.value >= openers * 50)
        #expect(Set(answers.values.map { $0.split(separator: " ")[2] }).isSubset(of: ["v0", "v1"]))
        // The last set is the one left, with its interceptor, and nothing of the other.
        #expect(router.registrations.count == Self.routeCount)
        let last = "v\(Self.replacements % 2)"
        #expect(try await router.open("app://m0/go/1", as: String.self) == "\(last)>\(last) via \(last)")
        #expect(try await router.open("app://m3/item/2", as: String.self) == "direct>\(last) via \(last)")
    }

    /// Whether an answer came from one set: `"vN>vN via vN"`, or `"direct>vN via vN"` for an
    /// open without a redirect.
    static func isOneSet(_ answer: String, redirected: Bool) -> Bool {
        let parts = answer.split(separator: " ")
        guard parts.count == 3, parts[1] == "via" else { return false }
        let hops = parts[0].split(separator: ">")
        guard hops.count == 2, hops[1] == parts[2], hops[1].hasPrefix("v") else { return false }
        return redirected ? hops[0] == hops[1] : hops[0] == "direct"
    }
}
