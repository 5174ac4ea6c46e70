import Foundation
import Junction
import JunctionCompatibility
import JunctionNavigation
import Testing

/// One test per row of the SJRouter guide's table, and its "after" code.
@Suite struct SJRouterMigrationTests {
    @Test func theSharedRouterIsARouter() throws {
        let router = Router()
        try router.register("video/playbackInfo") { _ in }
        #expect(router.canOpen("video/playbackInfo"))
        #expect(!Router().canOpen("video/playbackInfo"))
    }

    @Test func handlerClassesFoundAtLaunchAreACollectionTheModuleHandsOver() throws {
        let screen = Screen()
        // snippet: sj-collection
        // In the video module: what its SJRouteHandler classes did, as one value.
        func videoRoutes() throws -> RouteCollection {
            let routes = RouteCollection("video")
            try routes.register("video/playbackInfo") { context in        // routePath
                screen.show("play \(context.parameters["video_id"] ?? "")")
            }
            return routes
        }
        // In the app, which knows every module:
        let router = Router()
        try router.add(videoRoutes())
        // end snippet
        try router.openSynchronously("video/playbackInfo?video_id=111")
        #expect(screen.shown == ["play 111"])
    }

    @Test func aRoutePathIsASchemelessPattern() throws {
        let router = Router()
        try router.register("video/playbackInfo") { _ in "played" }
        #expect(try router.openSynchronously("video/playbackInfo", as: String.self) == "played")
        #expect(try router.openSynchronously("sj://video/playbackInfo", as: String.self) == "played")
        #expect(try router.openSynchronously("/video/playbackInfo", as: String.self) == "played")
    }

    @Test func initWithPathParametersIsRouteRequestPathParameters() async throws {
        let router = Router()
        // snippet: sj-request
        try router.register("video/playbackInfo") { context in
            "play \(try context.parameters.require("video_id", as: Int.self))"
        }
        let request = RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111"])
        let result = try await router.open(request, as: String.self)   // "play 111"
        // end snippet
        #expect(result == "play 111")
        #expect(request.url == "video/playbackInfo?video_id=111")
    }

    @Test func initWithURLIsRouteRequestURL() async throws {
        let router = Router()
        try router.register("video/playbackInfo") { context in context.parameters["video_id"] ?? "" }
        let fromString = RouteRequest(url: "sj://video/playbackInfo?video_id=5")
        let fromURL = URL(string: "sj://video/playbackInfo?video_id=6")!.routeRequest()
        #expect(try await router.open(fromString, as: String.self) == "5")
        #expect(try await router.open(fromURL, as: String.self) == "6")
    }

    @Test func requestPathAndParametersAreThePathAndParametersOfTheRequest() {
        let request = RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111", "t": "30"])
        #expect(request.path == "video/playbackInfo")
        #expect(request.parameters == ["video_id": "111", "t": "30"])
    }

    @Test func parametersOfAnyTypeAreTextInTheQueryAndObjectsInUserInfo() async throws {
        let router = Router()
        try router.register("video/playbackInfo") { context in
            "\(context.parameters["video_id"] ?? "") \((context.userInfo["cover"] as? Avatar)?.name ?? "")"
        }
        // snippet: sj-objects
        let withCover = RouteRequest(
            path: "video/playbackInfo", parameters: ["video_id": "111"], userInfo: ["cover": Avatar(name: "cover.png")])
        // end snippet
        #expect(try await router.open(withCover, as: String.self) == "111 cover.png")
    }

    @Test func handleRequestCompletionHandlerIsOpenOrOpenAndWait() async throws {
        let router = Router()
        // snippet: sj-completion
        try router.register("audio/playbackInfo") { context in
            Task { context.complete(with: "finished \(context.parameters["audio_id"] ?? "")") }   // when playback ends
        }
        do {
            let result = try await LegacyRouter(router).openAndWait("audio/playbackInfo?audio_id=232")   // "finished 232"
            print(result ?? "closed without a result")
        } catch {
            print(error)   // notFound, or what the handler threw: the `error` of the completion handler
        }
        // end snippet
        #expect(try await LegacyRouter(router).openAndWait("audio/playbackInfo?audio_id=232") as? String == "finished 232")
    }

    @Test @MainActor func topViewControllerIsThePageOnTop() async throws {
        let screen = Screen()
        // snippet: sj-page-on-top
        let navigator = Navigator(router: Router())
        try navigator.registerPage("video/:id", name: "video")
        try navigator.router.register("audio/playbackInfo") { context in
            screen.show("audio over \(context.pageOnTop?.route ?? "nothing")")   // topViewController
        }
        try await navigator.open("video/111")
        try await navigator.open("audio/playbackInfo?audio_id=232")
        // end snippet
        #expect(screen.shown == ["audio over video"])
    }

    @Test func anUnhandledRequestThrowsNotFoundOrGoesToTheNotFoundHandler() async throws {
        let router = Router()
        let error = await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(path: "music/play", parameters: ["id": "1"]))
        }
        #expect(error?.code == .notFound)
        #expect(error?.message == "no route matches music/play?id=1")
        // snippet: sj-not-found
        try router.add(.notFound { request in "unhandled request: \(request.path)" })
        // end snippet
        #expect(try await router.open(RouteRequest(path: "music/play"), as: String.self) == "unhandled request: music/play")
    }

    @Test func twoHandlersForOnePathAreAConflict() throws {
        let router = Router()
        let video = RouteCollection("video")
        try video.register("video/playbackInfo") { _ in }
        let other = RouteCollection("other")
        try other.register("video/playbackInfo") { _ in }
        try router.add(video)
        let error = #expect(throws: RouteError.self) { try router.add(other) }
        #expect(error?.code == .conflict)
        #expect(router.registrations.count == 1)
    }

    @Test func checksBeforeARouteAreAnInterceptor() async throws {
        let router = Router()
        try router.register("video/playbackInfo", tags: ["member"]) { _ in "playing" }
        // snippet: sj-interceptor
        let isMember = false   // the app's own check
        try router.addInterceptor(name: "membership", scope: .tags("member")) { interception, next in
            guard isMember else { throw RouteError(.rejected, "members only") }
            return try await next(interception.request)
        }
        // end snippet
        let error = await #expect(throws: RouteError.self) { try await router.open("video/playbackInfo") }
        #expect(error?.code == .rejected)
        #expect(error?.message == "members only")
    }
}
