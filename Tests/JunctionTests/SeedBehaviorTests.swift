import Foundation
import Junction
import JunctionCompatibility
import Testing

/// The behaviours of the five seed routers (MGJRouter, HHRouter, Bifrost, URL+Block, SJRouter)
/// that Junction keeps, each shown the way Junction does it.
@Suite struct SeedBehaviorTests {

    // MARK: MGJRouter

    @Test func mgjRouterOpensRegisteredPatternWithCapturedID() async throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("mgj://foo/bar/:id") { context in
            seen.append(context.parameters["id"] ?? "<none>")
        }

        let value = try await router.open("mgj://foo/bar/42")

        #expect(value is Void)
        #expect(seen.values == ["42"])
    }

    @Test func mgjRouterObjectHandlerReturnsItsValueToOpenAs() async throws {
        let router = Router()
        try router.register("mgj://search_top_bar/:count") { context in
            try context.parameters.require("count", as: Int.self) * 2
        }

        let doubled = try await router.open("mgj://search_top_bar/21", as: Int.self)

        #expect(doubled == 42)
    }

    @Test func mgjRouterObjectForURLIsOpenSynchronously() throws {
        let router = Router()
        try router.register("mgj://search_top_bar") { _ in "top bar" }

        let object = try router.openSynchronously("mgj://search_top_bar", as: String.self)

        #expect(object == "top bar")
    }

    @Test func mgjRouterOpenSynchronouslyRejectsAnAsyncHandler() throws {
        let router = Router()
        try router.register("mgj://slow") { _ async in "slow" }

        let error = #expect(throws: RouteError.self) { try router.openSynchronously("mgj://slow") }

        #expect(error?.code == .asyncHandler)
        #expect(error?.message == "the handler of \"mgj://slow\" is async; open mgj://slow with open(_:)")
    }

    @Test func mgjRouterUserInfoTravelsBesideTheURLNotInParameters() async throws {
        let router = Router()
        let thumbnail = SeedThumbnail(name: "cover.png")
        try router.register("mgj://user/:id") { context -> String in
            #expect(context.parameters["user_name"] == nil)
            #expect(context.parameters["image"] == nil)
            #expect(context.parameters.merged == ["id": "42"])
            let name = context.userInfo["user_name"] as? String ?? "<none>"
            let image = context.userInfo["image"] as? SeedThumbnail
            return "\(context.parameters["id"] ?? "") \(name) \(image?.name ?? "<none>")"
        }

        let value = try await router.open(RouteRequest(url: "mgj://user/42", userInfo: ["user_name": "Ada", "image": thumbnail]))

        #expect(value as? String == "42 Ada cover.png")
    }

    @Test func mgjRouterCompletionCalledLaterReachesOpenCompletion() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in
            let file = context.parameters["file"] ?? ""
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                context.complete(with: "uploaded \(file)")
            }
        }

        let result = await withCheckedContinuation { continuation in
            Task {
                do {
                    try await LegacyRouter(router).open("mgj://upload/a.png") { result in
                        continuation.resume(returning: result)
                    }
                } catch {
                    // The handler never throws, so this is the only result; without it the test would hang.
                    continuation.resume(returning: .failure(error))
                }
            }
        }

        let value = try result.get()
        #expect(value as? String == "uploaded a.png")
    }

    @Test func mgjRouterCompletionCalledLaterReachesOpenAndWait() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in
            let file = context.parameters["file"] ?? ""
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                context.complete(with: "uploaded \(file)")
            }
        }

        let value = try await LegacyRouter(router).openAndWait("mgj://upload/b.png")

        #expect(value as? String == "uploaded b.png")
    }

    @Test func mgjRouterFailedCompletionReachesOpenAndWait() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in
            context.fail(SeedFailure(reason: "disk full"))
        }

        let error = await #expect(throws: SeedFailure.self) { try await LegacyRouter(router).openAndWait("mgj://upload/c.png") }

        #expect(error?.reason == "disk full")
    }

    @Test func mgjRouterOpenAndWaitThrowsNotFoundForUnmatchedURL() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { context in context.complete(with: "never") }

        let error = await #expect(throws: RouteError.self) { try await LegacyRouter(router).openAndWait("mgj://nowhere") }

        #expect(error?.code == .notFound)
        #expect(error?.message == "no route matches mgj://nowhere")
    }

    @Test func mgjRouterOpenAndWaitRethrowsWhatTheHandlerThrows() async throws {
        let router = Router()
        try router.register("mgj://upload/:file") { _ in throw SeedFailure(reason: "no network") }

        let error = await #expect(throws: SeedFailure.self) { try await LegacyRouter(router).openAndWait("mgj://upload/d.png") }

        #expect(error?.reason == "no network")
    }

    @Test func mgjRouterDeregistersByRemovingItsCollection() async throws {
        let router = Router()
        let foo = RouteCollection("foo")
        try foo.register("mgj://foo/:id") { _ in "foo" }
        try router.add(foo)
        try router.register("mgj://bar/:id") { _ in "bar" }
        let other = try #require(router.registrations.last)
        #expect(router.canOpen("mgj://foo/1"))

        #expect(try router.remove("foo"))
        #expect(try !router.remove("foo"))

        #expect(!router.canOpen("mgj://foo/1"))
        #expect(router.canOpen("mgj://bar/1"))
        #expect(router.registrations == [other])
        let error = await #expect(throws: RouteError.self) { try await router.open("mgj://foo/1") }
        #expect(error?.code == .notFound)
    }

    @Test func mgjRouterDeregistersByPattern() throws {
        let router = Router()
        try router.register("mgj://foo/:id") { _ in "foo" }
        try router.register("mgj://foo/:id/edit") { _ in "edit" }

        #expect(try LegacyRouter(router).deregister(pattern: "mgj://foo/{other}"))
        #expect(try !LegacyRouter(router).deregister(pattern: "mgj://foo/:id"))

        #expect(!router.canOpen("mgj://foo/1"))
        #expect(router.canOpen("mgj://foo/1/edit"))
        #expect(router.registrations.map(\.pattern.text) == ["mgj://foo/:id/edit"])
    }

    @Test func mgjRouterCanOpenThroughParentButNotExactly() throws {
        let router = Router(options: RouterOptions(ancestorFallback: true))
        try router.register("mgj://abc") { _ in "abc" }

        #expect(router.canOpen("mgj://abc"))
        #expect(router.canOpen(RouteRequest(url: "mgj://abc", ancestorFallback: false)))
        #expect(router.canOpen("mgj://abc/d"))
        #expect(!router.canOpen(RouteRequest(url: "mgj://abc/d", ancestorFallback: false)))
        #expect(!router.canOpen("mgj://abd/d"))
    }

    @Test func mgjRouterCapturesIDBeforeHTMLSuffix() throws {
        let router = Router()
        try router.register("mgj://detail/:id.html") { context in context.parameters["id"] ?? "<none>" }

        #expect(try router.openSynchronously("mgj://detail/123.html", as: String.self) == "123")
        #expect(try router.resolve("mgj://detail/a.b.html").parameters["id"] == "a.b")
        #expect(!router.canOpen("mgj://detail/123.htm"))
        #expect(!router.canOpen("mgj://detail/.html"))
    }

    @Test func mgjRouterFallsBackToParentRouteWithRemainderAsWritten() async throws {
        let router = Router(options: RouterOptions(ancestorFallback: true))
        try router.register("mgj://foo/bar") { context in context.remainder ?? "<nil>" }

        let remainder = try await router.open("mgj://foo/bar/none/a%20b?x=1", as: String.self)
        let exact = try await router.open("mgj://foo/bar", as: String.self)

        #expect(remainder == "none/a%20b")
        #expect(exact == "<nil>")
        #expect(try router.resolve("mgj://foo/bar/none/a%20b?x=1").parameters["x"] == "1")
    }

    @Test func mgjRouterFallsBackToParentOnlyWhenAskedPerCall() async throws {
        let router = Router()
        try router.register("mgj://foo/bar") { context in context.remainder ?? "<nil>" }

        #expect(!router.canOpen("mgj://foo/bar/baz"))
        let request = RouteRequest(url: "mgj://foo/bar/baz", ancestorFallback: true)
        #expect(try await router.open(request, as: String.self) == "baz")
    }

    @Test func mgjRouterMergesQueryWithPathCaptureWinning() throws {
        let router = Router()
        try router.register("mgj://search/:query") { context in context.parameters.merged }

        let parameters = try router.openSynchronously(
            "mgj://search/bicycle?query=other&color=red", as: [String: String].self)

        #expect(parameters == ["query": "bicycle", "color": "red"])
        let match = try router.resolve("mgj://search/bicycle?query=other&color=red")
        #expect(match.parameters.values(for: "query") == ["bicycle"])
        #expect(match.parameters.query == [
            QueryItem(name: "query", value: "other"), QueryItem(name: "color", value: "red"),
        ])
    }

    @Test func mgjRouterGeneratesURLFromNamedRoute() throws {
        let router = Router()
        try router.register("mgj://beauty/:id", name: "beauty") { _ in }

        #expect(try router.url(for: "beauty", ["id": "13"]) == "mgj://beauty/13")
        #expect(try router.url(for: "beauty", ["id": "a/b c"]) == "mgj://beauty/a%2Fb%20c")
        #expect(try router.resolve(router.url(for: "beauty", ["id": "a/b c"])).parameters["id"] == "a/b c")
        let error = #expect(throws: RouteError.self) { try router.url(for: "ugly", ["id": "13"]) }
        #expect(error?.code == .unknownRoute)
    }

    @Test func mgjRouterGeneratesURLFromPattern() throws {
        let pattern = try RoutePattern("mgj://beauty/:id")

        #expect(try pattern.url(["id": "13"]) == "mgj://beauty/13")
        let error = #expect(throws: RouteError.self) { try pattern.url([:]) }
        #expect(error?.code == .missingParameter)
        #expect(error?.message == "missing value for \"id\" in \"mgj://beauty/:id\"")
    }

    // MARK: HHRouter

    @Test(arguments: ["/user/1", "/user/1/"])
    func hhRouterTrailingSlashPatternMatchesWithAndWithoutSlash(url: String) throws {
        let router = Router()
        try router.register("/user/:userId/") { context in context.parameters["userId"] ?? "<none>" }

        #expect(try router.openSynchronously(url, as: String.self) == "1")
    }

    @Test func hhRouterQueryAfterPathGoesIntoParameters() throws {
        let router = Router()
        try router.register("/user/:userId/") { context in context.parameters.merged }

        let parameters = try router.openSynchronously("/user/1/?a=b&c=d", as: [String: String].self)

        #expect(parameters == ["userId": "1", "a": "b", "c": "d"])
    }

    @Test(arguments: [false, true])
    func hhRouterLiteralSiblingBeatsCaptureWhateverTheOrder(literalFirst: Bool) throws {
        let router = Router()
        let registerLiteral = { try router.register("/user/add/") { _ in "add" } }
        let registerCapture = {
            try router.register("/user/:userId/") { context in "user \(context.parameters["userId"] ?? "")" }
        }
        if literalFirst {
            _ = try registerLiteral()
            _ = try registerCapture()
        } else {
            _ = try registerCapture()
            _ = try registerLiteral()
        }

        #expect(try router.openSynchronously("/user/add/", as: String.self) == "add")
        #expect(try router.openSynchronously("/user/add", as: String.self) == "add")
        #expect(try router.openSynchronously("/user/adds/", as: String.self) == "user adds")
        #expect(try router.openSynchronously("/user/1/", as: String.self) == "user 1")
    }

    @Test func hhRouterWrongSchemeFails() async throws {
        let router = Router()
        try router.register("hhrouter://user/:userId/") { context in context.parameters["userId"] ?? "" }

        #expect(try router.openSynchronously("hhrouter://user/1/", as: String.self) == "1")
        #expect(try router.openSynchronously("HHRouter://user/1", as: String.self) == "1")
        #expect(!router.canOpen("wrong://user/1/"))
        #expect(!router.canOpen("/user/1/"))
        let error = await #expect(throws: RouteError.self) { try await router.open("wrong://user/1/") }
        #expect(error?.code == .notFound)
        #expect(error?.message == "no route matches wrong://user/1/")
    }

    // MARK: Bifrost / URL+Block

    @Test func bifrostBindsUnbindsAndChecksCanHandle() throws {
        let router = Router()
        let legacy = LegacyRouter(router)
        let home = RouteCollection("home")
        try home.register("bifrost://home") { _ in "home" }
        try router.add(home)
        try router.register("bifrost://cart/:item") { _ in "cart" }
        try router.register("bifrost://profile") { _ in "profile" }
        #expect(router.canOpen("bifrost://home"))
        #expect(router.canOpen("bifrost://cart/7"))

        #expect(try router.remove("home"))
        #expect(try legacy.deregister(pattern: "bifrost://cart/:item"))

        #expect(!router.canOpen("bifrost://home"))
        #expect(!router.canOpen("bifrost://cart/7"))
        #expect(router.canOpen("bifrost://profile"))

        legacy.removeAll()

        #expect(!router.canOpen("bifrost://profile"))
        #expect(router.registrations.isEmpty)
    }

    @Test func bifrostRebindsAfterUnbindAll() throws {
        let router = Router()
        try router.register("bifrost://home") { _ in "old" }
        LegacyRouter(router).removeAll()

        try router.register("bifrost://home") { _ in "new" }

        #expect(try router.openSynchronously("bifrost://home", as: String.self) == "new")
    }

    @Test func bifrostHandlesComplexParamsAndCompletion() async throws {
        let router = Router()
        try router.register("bifrost://order/:orderID") { context -> String in
            let id = try context.parameters.require("orderID", as: Int.self)
            let format = context.userInfo["format"] as? @Sendable (Int) -> String
            let customer = context.userInfo["customer"] as? SeedCustomer
            let line = "\(format?(id) ?? "<no format>") for \(customer?.name ?? "<no customer>")"
            context.complete(with: SeedReceipt(orderID: id, line: line))
            return line
        }
        let format: @Sendable (Int) -> String = { "order #\($0)" }
        let customer = SeedCustomer(name: "Grace")
        let completions = Recorder<SeedReceipt>()

        let request = RouteRequest(url: "bifrost://order/7?source=push", userInfo: ["format": format, "customer": customer])
        let value = try await LegacyRouter(router).open(request) { result in
            if case .success(let receipt as SeedReceipt) = result { completions.append(receipt) }
        }

        #expect(value as? String == "order #7 for Grace")
        #expect(completions.values == [SeedReceipt(orderID: 7, line: "order #7 for Grace")])
    }

    @Test func bifrostNotFoundHandlerReceivesRequestAndAnswersOpen() async throws {
        let router = Router()
        try router.register("bifrost://home") { _ in "home" }
        try router.add(.notFound { request in
            "not found: \(request.url) from \(request.userInfo["from"] as? String ?? "<none>")"
        })

        let value = try await router.open(RouteRequest(url: "bifrost://nowhere?x=1", userInfo: ["from": "push"]))

        #expect(value as? String == "not found: bifrost://nowhere?x=1 from push")
        #expect(try await router.open("bifrost://home", as: String.self) == "home")
        #expect(try router.openSynchronously("bifrost://gone", as: String.self) == "not found: bifrost://gone from <none>")
        #expect(!router.canOpen("bifrost://nowhere"))
    }

    @Test func bifrostWithoutNotFoundHandlerThrowsNotFound() async throws {
        let router = Router()
        let fallbacks = RouteCollection("fallbacks")
        try fallbacks.add(.notFound { _ in "handled" })
        try router.add(fallbacks)
        try router.remove("fallbacks")

        let error = await #expect(throws: RouteError.self) { try await router.open("bifrost://nowhere") }

        #expect(error?.code == .notFound)
        #expect(error?.message == "no route matches bifrost://nowhere")
        #expect(error?.description == "notFound: no route matches bifrost://nowhere")
    }

    @Test func bifrostEmptyURLCannotBeHandled() async throws {
        let router = Router()
        try router.register("/") { _ in "root" }
        try router.register("bifrost://home") { _ in "home" }

        #expect(!router.canOpen(""))
        let error = await #expect(throws: RouteError.self) { try await router.open("") }
        #expect(error?.code == .invalidURL)
    }

    // MARK: SJRouter

    @Test func sjRouterOpensRequestWithURL() async throws {
        let router = Router()
        try router.register("sj://video/playbackInfo") { context in
            "play \(context.parameters["video_id"] ?? "<none>") at \(context.parameters["t"] ?? "0")"
        }

        let value = try await router.open(RouteRequest(url: "sj://video/playbackInfo?video_id=111"), as: String.self)

        #expect(value == "play 111 at 0")
    }

    @Test func sjRouterOpensRequestWithPathAndParameters() async throws {
        let router = Router()
        try router.register("video/playbackInfo") { context in context.parameters.merged }
        let request = RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111", "title": "a&b c"])

        let parameters = try await router.open(request, as: [String: String].self)

        #expect(request.url == "video/playbackInfo?title=a%26b%20c&video_id=111")
        #expect(parameters == ["video_id": "111", "title": "a&b c"])
    }

    @Test func sjRouterRequestParametersReachHandlerWhenPathHasFragment() async throws {
        let router = Router()
        try router.register("video/playbackInfo") { context in
            "\(context.parameters["video_id"] ?? "<none>") #\(context.url.fragment ?? "<none>")"
        }
        let request = RouteRequest(path: "video/playbackInfo#t=30", parameters: ["video_id": "111"])

        let value = try await router.open(request, as: String.self)

        #expect(value == "111 #t=30")
    }

    @Test func sjRouterRequestParametersDoNotOverridePathCaptures() async throws {
        let router = Router()
        try router.register("/video/:video_id/playbackInfo") { context in
            context.parameters.values(for: "video_id")
        }
        let request = RouteRequest(
            path: "/video/222/playbackInfo", parameters: ["video_id": "111"], userInfo: ["player": SeedCustomer(name: "p")])

        let values = try await router.open(request, as: [String].self)

        #expect(values == ["222"])
    }
}

// MARK: Helpers

/// An in-process object that cannot travel in a URL.
private final class SeedThumbnail: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

private final class SeedCustomer: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

private struct SeedReceipt: Equatable, Sendable {
    let orderID: Int
    let line: String
}

private struct SeedFailure: Error, Equatable {
    let reason: String
}
