import Dispatch
import Foundation
import Junction
import JunctionObjC
import JunctionSupport
import Testing

/// Interceptors written as blocks: they decide now or later, once, and an open behind one goes
/// on on the main thread.
@MainActor @Suite struct JNCInterceptionTests {
    /// Whether the caller runs on the main thread or in a block of the main queue (where a Linux
    /// test runner runs the main actor), told by a mark of the test's own on the main queue.
    nonisolated static func onMain() -> Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainMark) == true
    }

    nonisolated static let mainMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Waits until `condition` holds, checking each millisecond, for at most ten seconds.
    static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return condition()
    }

    @Test func anInterceptorThatProceedsLetsTheHandlerRunOnTheMainThreadWithItsCompletion() async {
        let router = JNCRouter()
        let events = Locked<[String]>([])
        router.addInterceptorNamed("login") { interception in
            events.withLock { $0.append("asked \(interception.interceptorName) for \(interception.request.url) id=\(interception.request.parameters["id"] ?? "-")") }
            interception.proceed()
            interception.refuse(withReason: "too late: the first decision counts")
        }
        router.registerURLPattern("mgj://order/:id", toHandler: { request in
            events.withLock { $0.append("handler on main: \(Self.onMain())") }
            request.completion("done")
        })
        router.openURL("mgj://order/5") { result in events.withLock { $0.append("completion \(result as? String ?? "nil")") } }
        #expect(await Self.eventually { events.withLock { $0.count } == 3 })
        #expect(events.withLock { $0 } == ["asked login for mgj://order/5 id=5", "handler on main: true", "completion done"])
    }

    @Test func anInterceptorCanDecideLaterAndRefuseWithAReason() async {
        let router = JNCRouter()
        let errors = Locked<[String]>([])
        router.errorHandler = { error in errors.withLock { $0.append("\(error.code) \(error.localizedDescription)") } }
        let held = Locked<JNCInterception?>(nil)
        router.addInterceptorNamed("login") { interception in held.withLock { $0 = interception } }
        router.registerURLPattern("mgj://account") { _ in Issue.record("the handler must not run") }
        router.openURL("mgj://account")
        #expect(await Self.eventually { held.withLock { $0 } != nil })
        held.withLock { $0 }?.refuse(withReason: "not logged in")
        #expect(await Self.eventually { !errors.withLock { $0 }.isEmpty })
        #expect(errors.withLock { $0 } == ["12 not logged in"])
    }

    @Test func anInterceptionReleasedWithoutADecisionRefuses() async {
        let router = JNCRouter()
        let errors = Locked<[String]>([])
        router.errorHandler = { error in errors.withLock { $0.append(error.localizedDescription) } }
        router.addInterceptorNamed("forgetful") { _ in }
        router.registerURLPattern("mgj://account") { _ in Issue.record("the handler must not run") }
        router.openURL("mgj://account")
        #expect(await Self.eventually { !errors.withLock { $0 }.isEmpty })
        #expect(errors.withLock { $0 } == ["the interceptor \"forgetful\" let go of the open without deciding"])
    }

    @Test func objectForURLBehindAnInterceptorSaysItWouldHaveToWait() {
        let router = JNCRouter()
        let errors = Locked<[Int]>([])
        router.errorHandler = { error in errors.withLock { $0.append(error.code) } }
        router.addInterceptorNamed("login") { $0.proceed() }
        router.registerURLPattern("mgj://cart", toObjectHandler: { _ in "cart" })
        #expect(router.objectForURL("mgj://cart") == nil)
        #expect(errors.withLock { $0 } == [JNCErrorCode.asyncHandler.rawValue])
    }

    @Test func aSwiftRouteThatIsAsyncOpensFromObjectiveCToo() async throws {
        let router = JNCRouter()
        let results = Locked<[String]>([])
        try router.router.register("mgj://swift/:id") { (context: RouteContext) async -> String in
            await Task.yield()
            results.withLock { $0.append("swift \(context.parameters["id"]!)") }
            return "done"
        }
        router.registerURLPattern("mgj://objc", toHandler: { _ in results.withLock { $0.append("objc") } })
        router.openURL("mgj://swift/1")
        router.openURL("mgj://objc")
        #expect(await Self.eventually { results.withLock { $0.count } == 2 })
        #expect(Set(results.withLock { $0 }) == ["swift 1", "objc"])
    }

    @Test func anOpenHeldUntilTheAppIsReadyRunsOnceWithItsCompletion() async throws {
        let router = JNCRouter()
        let events = Locked<[String]>([])
        router.registerURLPattern("mgj://promo/:id", exposedTo: ["push"], toHandler: { request in
            events.withLock { $0.append("handler \(request.parameters["id"]!)") }
            request.completion("shown")
        })
        router.router.outsideOpens.hold(until: "launch")
        router.openURL("mgj://promo/7", fromSource: "push", withUserInfo: nil) { result in
            events.withLock { $0.append("completion \(result as? String ?? "nil")") }
        }
        try await Task.sleep(for: .milliseconds(20))
        #expect(events.withLock { $0 }.isEmpty)
        await router.router.outsideOpens.resume(after: "launch")
        #expect(await Self.eventually { events.withLock { $0.count } >= 2 })
        try await Task.sleep(for: .milliseconds(20))
        #expect(events.withLock { $0 } == ["handler 7", "completion shown"])
    }

    @Test func observersSeeOneEventForAnOpenBehindAnInterceptor() async throws {
        let router = JNCRouter()
        let outcomes = Locked<[String]>([])
        router.router.addObserver { event in outcomes.withLock { $0.append("\(event.url) \(event.outcome)") } }
        router.addInterceptorNamed("pass") { $0.proceed() }
        router.registerURLPattern("mgj://cart", toHandler: { _ in })
        router.openURL("mgj://cart")
        #expect(await Self.eventually { !outcomes.withLock { $0 }.isEmpty })
        try await Task.sleep(for: .milliseconds(20))
        #expect(outcomes.withLock { $0 } == ["mgj://cart handled"])
    }

    @Test func aNotFoundHandlerRunsOnTheMainThreadAndCompletesTheOpen() async {
        let router = JNCRouter()
        let events = Locked<[String]>([])
        router.registerNotFoundHandler(forScheme: nil) { request in
            events.withLock { $0.append("not found on main: \(Self.onMain())") }
            request.completion("fallback")
        }
        await Task.detached {
            router.openURL("mgj://nowhere") { result in events.withLock { $0.append("completion \(result as? String ?? "nil")") } }
        }.value
        #expect(await Self.eventually { events.withLock { $0.count } == 2 })
        #expect(events.withLock { $0 } == ["not found on main: true", "completion fallback"])
    }

    @Test func opensFromAnotherThreadRunInTheOrderOfTheCalls() async {
        let router = JNCRouter()
        let order = Locked<[Int]>([])
        router.registerURLPattern("mgj://n/:i", toHandler: { request in order.withLock { $0.append(Int(request.parameters["i"]!)!) } })
        await Task.detached {
            for i in 0..<50 { router.openURL("mgj://n/\(i)") }
        }.value
        #expect(await Self.eventually { order.withLock { $0.count } == 50 })
        #expect(order.withLock { $0 } == Array(0..<50))
    }

    @Test func anInterceptorThatDoesNotDecideInTimeFailsTheOpen() async {
        let router = JNCRouter()
        let errors = Locked<[Int]>([])
        router.errorHandler = { error in errors.withLock { $0.append(error.code) } }
        let kept = Locked<[JNCInterception]>([])
        #expect(router.addInterceptorNamed("slow", timeout: 0.05) { interception in kept.withLock { $0.append(interception) } })
        #expect(!router.addInterceptorNamed("never", timeout: 0) { _ in })
        router.registerURLPattern("mgj://account", toHandler: { _ in Issue.record("the handler must not run") })
        router.openURL("mgj://account")
        #expect(await Self.eventually { errors.withLock { $0.count } == 2 })
        #expect(errors.withLock { $0 } == [JNCErrorCode.invalidParameter.rawValue, JNCErrorCode.interceptorTimedOut.rawValue])
    }

    @Test func openedFromAnotherThreadAHandlerRunsOnTheMainThread() async {
        let router = JNCRouter()
        let events = Locked<[String]>([])
        router.errorHandler = { error in events.withLock { $0.append("error \(error.code)") } }
        router.registerURLPattern("mgj://page", toHandler: { _ in
            events.withLock { $0.append("handler on main: \(Self.onMain())") }
        })
        router.registerURLPattern("mgj://object", toObjectHandler: { _ in "object on main: \(Self.onMain())" })
        // objectForURL: waits for the main thread to run the handler, and returns its object.
        let object = await Task.detached { router.objectForURL("mgj://object") as? String }.value
        await Task.detached { router.openURL("mgj://page") }.value
        #expect(object == "object on main: true")
        #expect(await Self.eventually { events.withLock { $0.count } == 1 })
        #expect(events.withLock { $0 } == ["handler on main: true"])
    }
}
