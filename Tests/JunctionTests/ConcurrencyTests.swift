import Foundation
import Junction
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
                        let registration = try router.register("app://churn\(c)/:id") { context in
                            "churn\(c) \(context.parameters["id"] ?? "")"
                        }
                        await Task.yield()
                        let removed = round.isMultiple(of: 2)
                            ? router.deregister(registration)
                            : try router.deregister(pattern: "app://churn\(c)/{other}")
                        if !removed { outcomes.append(.problem("churn\(c) round \(round) was not removed")) }
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
                        do {
                            let value = try await router.open(url)
                            if value as? String == "\(name) \(id)" {
                                outcomes.append(stable ? .stableOpened : .churnOpened)
                            } else {
                                outcomes.append(.problem("\(url) returned \(value)"))
                            }
                        } catch let error as RouteError
                            where !stable && error.code == .notFound && error.message == "no route matches \(url)" {
                            outcomes.append(.churnNotFound)
                        } catch {
                            outcomes.append(.problem("\(url) threw \(error)"))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        let all = outcomes.values
        let problems = all.compactMap { if case .problem(let text) = $0 { text } else { nil } }
        #expect(problems == [])
        #expect(all.filter { $0 == .stableOpened }.count == openers * opensPerOpener / 2)
        #expect(all.filter { $0 == .churnOpened || $0 == .churnNotFound }.count == openers * opensPerOpener / 2)
        // Every churned route is gone at the end; the stable ones are all still there.
        #expect(router.registrations.map(\.pattern.text) == (0..<stableCount).map { "app://stable\($0)/:id" })
        #expect(!router.canOpen("app://churn0/x"))
        #expect(try await router.open("app://stable3/end", as: String.self) == "stable3 end")
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
            #expect(try router.deregister(pattern: "app://once"))
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
            let value = try await router.open("app://race") { result in
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
            let value = try await router.openAndWait("app://later/\(round)")

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
    case churnOpened
    case churnNotFound
    case problem(String)
}

private struct RaceFailure: Error {
    let index: Int
}
