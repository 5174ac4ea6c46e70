import Foundation
import Junction
import JunctionCompatibility
import Testing

/// A router is used from any thread: opens read a frozen snapshot while registrations change it
/// under a lock. These tests hammer that; run them under the thread sanitizer too
/// (`swift test --sanitize=thread --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {

    @Test func opensStayCorrectWhileOtherTasksRegisterAndDeregister() async throws {
        let router = Router()
        let stableCount = 4
        for k in 0..<stableCount {
            if k.isMultiple(of: 2) {
                try router.register("app://stable\(k)/:id") { context in "stable\(k) \(context.parameters["id"] ?? "")" }
            } else {
                try router.register("app://stable\(k)/:id") { context async in
                    "stable\(k) \(context.parameters["id"] ?? "")"
                }
            }
        }
        let churners = 4, churnRounds = 250
        let openers = 8, opensPerOpener = 500
        let outcomes = Recorder<Outcome>()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for c in 0..<churners {
                group.addTask {
                    for round in 0..<churnRounds {
                        if let problem = try await registerAndDeregister(churn: c, round: round, in: router) { outcomes.append(problem) }
                    }
                }
            }
            for t in 0..<openers {
                group.addTask {
                    for i in 0..<opensPerOpener {
                        let id = "\(t)-\(i)"
                        let stable = i.isMultiple(of: 2)
                        let name = stable ? "stable\((i / 2) % stableCount)" : "churn\((i / 2) % churners)"
                        let url = "app://\(name)/\(id)"
                        switch await open(url, mayBeGone: !stable, expecting: "\(name) \(id)", in: router) {
                        case .churnOpened where stable: outcomes.append(.stableOpened)
                        case let outcome: outcomes.append(outcome)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        let all = outcomes.values
        #expect(problems(in: all) == [])
        #expect(all.filter { $0 == .stableOpened }.count == openers * opensPerOpener / 2)
        #expect(all.filter { $0 == .churnOpened || $0 == .churnNotFound }.count == openers * opensPerOpener / 2)
        // Every churned route is gone at the end; the stable ones are all still there.
        #expect(router.registrations.map(\.pattern.text) == (0..<stableCount).map { "app://stable\($0)/:id" })
        #expect(!router.canOpen("app://churn0/x"))
        #expect(try await router.open("app://stable3/end", as: String.self) == "stable3 end")
    }

    /// Finding 6 (`shared/findings/README.md`): under ThreadSanitizer, `register` appending to
    /// arrays that opens had read through a snapshot without the lock, once observers and
    /// interceptors came and went between opens. Every open that must hit hits the right route,
    /// every registration stays, and the observers and interceptors left are exactly the ones
    /// never removed.
    @Test func opensStayExactWhileRoutesObserversAndInterceptorsComeAndGo() async throws {
        let router = Router()
        let stableCount = 4
        for k in 0..<stableCount {
            try router.register("app://stable\(k)/:id", tags: ["counted"]) { context in
                "stable\(k) \(context.parameters["id"] ?? "")"
            }
        }
        let observed = Counter(), intercepted = Counter()
        router.addObserver { _ in observed.increment() }
        try router.addInterceptor(name: "count", scope: .tags("counted")) { interception, next in
            intercepted.increment()
            return try await next(interception.request)
        }
        let registrars = 2, keptPerRegistrar = 120
        let churners = 2, churnRounds = 120
        let openers = 4, opensPerOpener = 200
        let churnObserved = Counter(), churnIntercepted = Counter()
        let outcomes = Recorder<Outcome>()

        try await withThrowingTaskGroup(of: Void.self) { group in
            for r in 0..<registrars {
                group.addTask {
                    for i in 0..<keptPerRegistrar {
                        try router.register("app://kept\(r)-\(i)/:id") { context in "kept\(r)-\(i) \(context.parameters["id"] ?? "")" }
                        // Registered before this open began, so the open must reach it.
                        let value = try? router.openSynchronously("app://kept\(r)-\(i)/now", as: String.self)
                        outcomes.append(value == "kept\(r)-\(i) now" ? .keptOpened : .problem("kept\(r)-\(i) gave \(value ?? "an error")"))
                        if let problem = try await registerAndDeregister(churn: r, round: i, in: router) { outcomes.append(problem) }
                    }
                }
            }
            for c in 0..<churners {
                group.addTask {
                    for round in 0..<churnRounds {
                        let observation = router.addObserver { _ in churnObserved.increment() }
                        let interceptors = RouteCollection("interceptor churn\(c)")
                        try interceptors.addInterceptor(name: "churn\(c)", priority: round % 3 - 1, scope: .tags("counted")) {
                            interception, next in
                            churnIntercepted.increment()
                            return try await next(interception.request)
                        }
                        try router.add(interceptors)
                        await Task.yield()
                        observation.cancel()
                        await Task.yield()
                        try router.remove("interceptor churn\(c)")
                    }
                }
            }
            for t in 0..<openers {
                group.addTask {
                    for i in 0..<opensPerOpener {
                        let id = "\(t)-\(i)"
                        switch i % 3 {
                        case 0:
                            let name = "stable\((i / 3) % stableCount)"
                            let value = try? await router.open("app://\(name)/\(id)", as: String.self)
                            outcomes.append(value == "\(name) \(id)" ? .stableOpened : .problem("\(name)/\(id) gave \(value ?? "an error")"))
                        default:
                            // Kept routes (no interceptors: opened synchronously) and churned ones
                            // may not be there yet; when reached, it is the right route.
                            let name = i % 3 == 1 ? "kept\(i % registrars)-\((i * 7 + t) % keptPerRegistrar)" : "churn\(t % registrars)"
                            outcomes.append(await open(
                                "app://\(name)/\(id)", mayBeGone: true, expecting: "\(name) \(id)", in: router,
                                synchronously: i % 3 == 1))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        let all = outcomes.values
        #expect(problems(in: all) == [])
        #expect(all.filter { $0 == .keptOpened }.count == registrars * keptPerRegistrar)
        let stableOpens = (0..<opensPerOpener).filter { $0 % 3 == 0 }.count * openers
        #expect(all.filter { $0 == .stableOpened }.count == stableOpens)
        #expect(all.filter { $0 == .churnOpened || $0 == .churnNotFound }.count == openers * opensPerOpener - stableOpens)
        // The permanent observer saw every open, the permanent interceptor every stable one.
        #expect(observed.value == all.count)
        #expect(intercepted.value == stableOpens)
        // Exactly the stable and kept routes are left, each once.
        let kept = (0..<registrars).flatMap { r in (0..<keptPerRegistrar).map { "app://kept\(r)-\($0)/:id" } }
        #expect(router.registrations.map(\.pattern.text).sorted() == ((0..<stableCount).map { "app://stable\($0)/:id" } + kept).sorted())
        for r in 0..<registrars {
            #expect(!router.canOpen("app://churn\(r)/x"))
            for i in 0..<keptPerRegistrar {
                #expect(try router.openSynchronously("app://kept\(r)-\(i)/end", as: String.self) == "kept\(r)-\(i) end")
            }
        }
        // The churned observers and interceptors are all gone: one more open reaches only the permanent ones.
        let (observedBefore, churnObservedBefore, churnInterceptedBefore) = (observed.value, churnObserved.value, churnIntercepted.value)
        #expect(try await router.open("app://stable0/end", as: String.self) == "stable0 end")
        #expect(observed.value == observedBefore + 1)
        #expect(intercepted.value == stableOpens + 1)
        #expect(churnObserved.value == churnObservedBefore)
        #expect(churnIntercepted.value == churnInterceptedBefore)
    }

    @Test func handlerRegistersRouteThatTheNextOpenReaches() async throws {
        let router = Router()
        try router.register("app://first") { _ in
            try router.register("app://second/:id") { context in "second \(context.parameters["id"] ?? "")" }
            return "first"
        }

        #expect(!router.canOpen("app://second/9"))
        #expect(try await router.open("app://first", as: String.self) == "first")
        #expect(try await router.open("app://second/9", as: String.self) == "second 9")

        let error = await #expect(throws: RouteError.self) { try await router.open("app://first") }
        #expect(error?.code == .conflict)
        #expect(error?.message == "\"app://second/:id\" matches exactly the same URLs as \"app://second/:id\", registered earlier")
    }

    @Test func handlerDeregistersItselfAndOpensAnotherRoute() async throws {
        let router = Router()
        try router.register("app://inner/:id") { context in "inner \(context.parameters["id"] ?? "")" }
        try router.register("app://once") { context in
            #expect(try LegacyRouter(router).deregister(pattern: "app://once"))
            return try router.openSynchronously("app://inner/7", as: String.self)
        }

        #expect(try await router.open("app://once", as: String.self) == "inner 7")
        #expect(!router.canOpen("app://once"))
        #expect(router.registrations.map(\.pattern.text) == ["app://inner/:id"])
    }

    @Test func manyTasksCompletingOneContextDeliverExactlyOneResult() async throws {
        let router = Router()
        let completers = 64
        try router.register("app://race") { context async in
            await withTaskGroup(of: Void.self) { group in
                for i in 0..<completers {
                    group.addTask {
                        if i.isMultiple(of: 5) {
                            context.fail(RaceFailure(index: i))
                        } else {
                            context.complete(with: i)
                        }
                    }
                }
            }
            return "raced"
        }

        for _ in 0..<50 {
            let deliveries = Recorder<Int>()
            let value = try await LegacyRouter(router).open("app://race") { result in
                switch result {
                case .success(let index as Int): deliveries.append(index)
                case .failure(let failure as RaceFailure): deliveries.append(failure.index)
                default: deliveries.append(-1)
                }
            }

            #expect(value as? String == "raced")
            #expect(deliveries.values.count == 1)
            #expect(deliveries.values.allSatisfy { (0..<completers).contains($0) })
        }
    }

    @Test func manyTasksCompletingAfterTheHandlerReturnsResumeOpenAndWaitOnce() async throws {
        let router = Router()
        let completers = 16
        try router.register("app://later/:round") { context in
            for i in 0..<completers {
                Task { context.complete(with: "\(context.parameters["round"] ?? "") \(i)") }
            }
        }

        for round in 0..<100 {
            let value = try await LegacyRouter(router).openAndWait("app://later/\(round)")

            let text = value as? String
            let prefix = "\(round) "
            #expect(text?.hasPrefix(prefix) == true)
            #expect(text.flatMap { Int($0.dropFirst(prefix.count)) }.map { (0..<completers).contains($0) } == true)
        }
    }

    @Test func concurrentFirstOpensBuildOneCorrectSnapshot() async throws {
        let routeCount = 48, tasks = 12
        for _ in 0..<20 {
            let router = Router()
            for n in 0..<routeCount {
                try router.register("app://r\(n)/{id:int}") { context in "r\(n) \(context.parameters["id"] ?? "")" }
                try router.register("/p\(n)/:slug") { context in "p\(n) \(context.parameters["slug"] ?? "")" }
            }
            let problems = Recorder<String>()

            await withTaskGroup(of: Void.self) { group in
                for t in 0..<tasks {
                    group.addTask {
                        for step in 0..<routeCount {
                            let n = (step + t * 7) % routeCount
                            let url: String
                            let expected: String
                            switch (step + t) % 4 {
                            case 0: (url, expected) = ("app://r\(n)/\(t)", "r\(n) \(t)")
                            case 1: (url, expected) = ("/p\(n)/s\(t)", "p\(n) s\(t)")
                            case 2: (url, expected) = ("other://p\(n)/s\(t)", "p\(n) s\(t)")
                            default: (url, expected) = ("app://p\(n)/s\(t)", "p\(n) s\(t)")
                            }
                            do {
                                let value = step.isMultiple(of: 2)
                                    ? try router.openSynchronously(url, as: String.self)
                                    : try await router.open(url, as: String.self)
                                if value != expected { problems.append("\(url) gave \(value)") }
                            } catch {
                                problems.append("\(url) threw \(error)")
                            }
                            if router.canOpen("app://r\(n)/x") { problems.append("app://r\(n)/x is not an int") }
                        }
                    }
                }
            }

            #expect(problems.values == [])
        }
    }
}

// MARK: Helpers

private enum Outcome: Equatable, Sendable {
    case stableOpened
    case keptOpened
    case churnOpened
    case churnNotFound
    case problem(String)
}

/// Opens `url`, which must give `expected`; when its route `mayBeGone`, it may instead throw
/// exactly the not-found error for it.
private func open(
    _ url: String, mayBeGone: Bool, expecting expected: String, in router: Router, synchronously: Bool = false
) async -> Outcome {
    do {
        let value = synchronously ? try router.openSynchronously(url) : try await router.open(url)
        return value as? String == expected ? .churnOpened : .problem("\(url) returned \(value)")
    } catch let error as RouteError where mayBeGone && error.code == .notFound && error.message == "no route matches \(url)" {
        return .churnNotFound
    } catch {
        return .problem("\(url) threw \(error)")
    }
}

/// Adds `app://churn<n>/:id`, lets other tasks run, and removes it again: in even rounds it
/// comes in a collection that is removed, in odd ones it is registered alone and removed by an
/// equivalent pattern. A problem if it was not removed.
private func registerAndDeregister(churn n: Int, round: Int, in router: Router) async throws -> Outcome? {
    let handler: @Sendable (RouteContext) -> String = { context in "churn\(n) \(context.parameters["id"] ?? "")" }
    let removed: Bool
    if round.isMultiple(of: 2) {
        let churn = RouteCollection("churn\(n)")
        try churn.register("app://churn\(n)/:id", handler: handler)
        try router.add(churn)
        await Task.yield()
        removed = try router.remove("churn\(n)")
    } else {
        try router.register("app://churn\(n)/:id", handler: handler)
        await Task.yield()
        removed = try LegacyRouter(router).deregister(pattern: "app://churn\(n)/{other}")
    }
    return removed ? nil : .problem("churn\(n) round \(round) was not removed")
}

private func problems(in outcomes: [Outcome]) -> [String] {
    outcomes.compactMap { if case .problem(let text) = $0 { text } else { nil } }
}

private struct RaceFailure: Error {
    let index: Int
}
