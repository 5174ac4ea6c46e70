import Foundation
import Junction
@testable import JunctionObjC
import JunctionSupport
import Testing

/// What the Objective-C layer's calls do, called from Swift on the same classes Objective-C sees.
@MainActor @Suite struct JNCRouterTests {
    /// A router whose reported errors are kept for the test to read.
    final class Reported: Sendable {
        let errors = Locked<[NSError]>([])
        let router = JNCRouter()

        init() {
            router.errorHandler = { [errors] error in errors.withLock { $0.append(error) } }
        }

        var all: [NSError] { errors.withLock { $0 } }
        var codes: [Int] { all.map(\.code) }
    }

    @Test func aHandlerRunsInTheOpenWithTheURLsParametersUserInfoAndSource() {
        let reported = Reported()
        let seen = Locked<[String]>([])
        reported.router.registerURLPattern("mgj://user/:id") { request in
            seen.withLock {
                $0.append("\(request.url) id=\(request.parameters["id"] ?? "-") tab=\(request.parameters["tab"] ?? "-") source=\(request.source) avatar=\(request.userInfo["avatar"] as? String ?? "-")")
            }
        }
        reported.router.openURL("mgj://user/42?tab=posts", withUserInfo: ["avatar": "a.png"], completion: nil)
        #expect(seen.withLock { $0 } == ["mgj://user/42?tab=posts id=42 tab=posts source=in-app avatar=a.png"])
        #expect(reported.all.isEmpty)
    }

    @Test func routerParametersHaveMGJRoutersKeys() throws {
        let router = JNCRouter()
        router.registerURLPattern("mgj://user/:id", toObjectHandler: { request in request.routerParameters })
        let parameters = try #require(router.objectForURL("mgj://user/7", withUserInfo: ["from": "feed"]) as? [String: Any])
        #expect(parameters["id"] as? String == "7")
        #expect(parameters[JNCRouteRequest.urlKey] as? String == "mgj://user/7")
        #expect((parameters[JNCRouteRequest.userInfoKey] as? [String: Any])?["from"] as? String == "feed")
        #expect(parameters[JNCRouteRequest.completionKey] is @Sendable (Any?) -> Void)
        #expect(Set(parameters.keys) == ["id", "JNCRouterParameterURL", "JNCRouterParameterUserInfo", "JNCRouterParameterCompletion"])
    }

    @Test func theCompletionGetsWhatTheHandlerPasses() {
        let router = JNCRouter()
        let results = Locked<[String]>([])
        router.registerURLPattern("mgj://upload/:file", toHandler: { request in
            request.completion("uploaded \(request.parameters["file"]!)")
            request.completion("a second call does not count")
        })
        router.openURL("mgj://upload/a.png") { result in results.withLock { $0.append(result as? String ?? "nil") } }
        #expect(results.withLock { $0 } == ["uploaded a.png"])
    }

    @Test func objectForURLReturnsTheHandlersObjectOrNilWithTheErrorReported() {
        let reported = Reported()
        reported.router.registerURLPattern("mgj://search", toObjectHandler: { request in "results for \(request.parameters["q"] ?? "")" })
        #expect(reported.router.objectForURL("mgj://search?q=shoes") as? String == "results for shoes")
        #expect(reported.router.objectForURL("other://search") == nil)
        #expect(reported.all.map { "\($0.domain) \($0.code) \($0.userInfo[JNCError.codeNameKey] as? String ?? "")" } == ["JNCErrorDomain 1 notFound"])
        #expect(reported.all.first?.localizedDescription == "no route matches other://search")
    }

    @Test func aPatternThatIsOnlyASchemeTakesEveryURLOfItsSchemeThatNoOtherRouteTakes() {
        let router = JNCRouter()
        router.registerURLPattern("mgj://", toObjectHandler: { request in "scheme: \(request.url)" })
        router.registerURLPattern("mgj://user/:id", toObjectHandler: { request in "user \(request.parameters["id"]!)" })
        #expect(router.objectForURL("mgj://user/3") as? String == "user 3")
        #expect(router.objectForURL("mgj://orders/9/items") as? String == "scheme: mgj://orders/9/items")
        #expect(router.objectForURL("mgj://") as? String == "scheme: mgj://")
        #expect(router.canOpenURL("mgj://anything"))
        #expect(!router.canOpenURL("other://anything"))
    }

    @Test func aTildeSegmentMatchesAnyOneSegment() {
        let router = JNCRouter()
        router.registerURLPattern("mgj://user/~/detail", toObjectHandler: { request in request.url })
        #expect(router.objectForURL("mgj://user/7/detail") as? String == "mgj://user/7/detail")
        #expect(router.canOpenURL("mgj://user/anyone/detail"))
        #expect(!router.canOpenURL("mgj://user/detail"))
    }

    @Test func aLongerURLReachesTheRouteItStartsWithUnlessAskedToMatchExactly() {
        let router = JNCRouter()
        router.registerURLPattern("mgj://abc", toObjectHandler: { request in request.url })
        #expect(router.objectForURL("mgj://abc/d") as? String == "mgj://abc/d")
        #expect(router.canOpenURL("mgj://abc/d"))
        #expect(!router.canOpenURL("mgj://abc/d", matchExactly: true))
        #expect(router.canOpenURL("mgj://abc", matchExactly: true))
    }

    @Test func deregisteringRemovesTheRouteThatMatchesTheSameURLs() {
        let router = JNCRouter()
        router.registerURLPattern("mgj://user/:id") { _ in }
        router.registerURLPattern("mgj://") { _ in }
        #expect(router.deregisterURLPattern("mgj://user/{userID}"))
        #expect(!router.deregisterURLPattern("mgj://user/:id"))
        #expect(router.deregisterURLPattern("mgj://"))
        #expect(!router.canOpenURL("mgj://user/1"))
    }

    @Test func malformedAndConflictingPatternsAreRefusedAndReported() {
        let reported = Reported()
        #expect(!reported.router.registerURLPattern("mgj://user/:") { _ in })
        #expect(reported.router.registerURLPattern("mgj://user/:id") { _ in })
        #expect(!reported.router.registerURLPattern("mgj://user/:name") { _ in })
        #expect(reported.codes == [JNCErrorCode.invalidPattern.rawValue, JNCErrorCode.conflict.rawValue])
        #expect(reported.all.last?.localizedDescription.contains("mgj://user/:id") == true)
    }

    @Test func generatedURLsTakeValuesInOrderEncodedAndCheckTheirCount() throws {
        #expect(try JNCRouter.generateURL(withPattern: "mgj://user/:id/:tab", parameters: [42, "red shoes/2"]) == "mgj://user/42/red%20shoes%2F2")
        #expect(try JNCRouter.generateURL(withPattern: "mgj://search", parameters: []) == "mgj://search")
        do {
            _ = try JNCRouter.generateURL(withPattern: "mgj://user/:id/:tab", parameters: [42])
            Issue.record("expected an error")
        } catch let error as NSError {
            #expect(error.domain == "JNCErrorDomain")
            #expect(error.code == JNCErrorCode.invalidParameter.rawValue)
            #expect(error.localizedDescription == "\"mgj://user/:id/:tab\" has 2 capture(s) and 1 value(s) were given")
        }
        for values in [["x"], [true], [NSNull()], [1.5]] as [[Any]] {
            do {
                _ = try JNCRouter.generateURL(withPattern: "mgj://user/{id:int}", parameters: values)
                Issue.record("expected an error for \(values)")
            } catch let error as NSError {
                #expect(error.domain == JNCError.domain && error.code == JNCErrorCode.invalidParameter.rawValue, "\(values)")
            }
        }
        #expect(try JNCRouter.generateURL(withPattern: "mgj://user/:id", parameters: [Optional(5) as Any]) == "mgj://user/5")
    }

    @Test func aNotFoundHandlerAnswersWhatNoRouteTakes() {
        let reported = Reported()
        let missed = Locked<[String]>([])
        #expect(reported.router.registerNotFoundHandler(forScheme: "mgj") { request in missed.withLock { $0.append(request.url) } })
        reported.router.openURL("mgj://gone/1")
        reported.router.openURL("other://gone/2")
        #expect(missed.withLock { $0 } == ["mgj://gone/1"])
        #expect(reported.codes == [JNCErrorCode.notFound.rawValue])
    }

    @Test func anOutsideSourceReachesOnlyRoutesExposedToIt() throws {
        let reported = Reported()
        reported.router.registerURLPattern("mgj://settings/reset") { _ in Issue.record("must not run") }
        try reported.router.router.register("mgj://product/:id", exposure: .everywhere) { _ in "shown" }
        reported.router.openURL("mgj://settings/reset", fromSource: "universal-link", withUserInfo: nil, completion: nil)
        #expect(reported.codes == [JNCErrorCode.notAllowed.rawValue])
        #expect(reported.router.objectForURL("mgj://product/1") as? String == "shown")
    }

    @Test func errorsOfOtherKindsKeepTheirMessageAndTheUnderlyingError() {
        struct Offline: Error {}
        let error = JNCError.error(from: Offline())
        #expect(error.domain == "JNCErrorDomain")
        #expect(error.code == JNCErrorCode.other.rawValue)
        #expect(error.userInfo[NSUnderlyingErrorKey] is Offline)
    }
}

extension JNCRouterTests {
    @Test func aRouteExposedToSourcesOpensFromThemAlone() {
        let reported = Reported()
        let opened = Locked<[String]>([])
        reported.router.registerURLPattern("mgj://product/:id", exposedTo: ["universal-link"], toHandler: { request in
            opened.withLock { $0.append("\(request.parameters["id"]!) from \(request.source)") }
        })
        reported.router.registerURLPattern("mgj://promo", exposedTo: ["*"], toHandler: { request in
            opened.withLock { $0.append("promo from \(request.source)") }
        })
        reported.router.openURL("mgj://product/1", fromSource: "universal-link", withUserInfo: nil, completion: nil)
        reported.router.openURL("mgj://product/2", fromSource: "push", withUserInfo: nil, completion: nil)
        reported.router.openURL("mgj://promo", fromSource: "other-app", withUserInfo: nil, completion: nil)
        #expect(opened.withLock { $0 } == ["1 from universal-link", "promo from other-app"])
        #expect(reported.codes == [JNCErrorCode.notAllowed.rawValue])
    }

    @Test func deregisteringEveryPatternLeavesNoRoute() throws {
        let router = JNCRouter()
        router.registerURLPattern("mgj://a") { _ in }
        try router.router.register("mgj://swift") { _ in }
        router.deregisterAllURLPatterns()
        #expect(!router.canOpenURL("mgj://a"))
        #expect(!router.canOpenURL("mgj://swift"))
    }
}

extension JNCRouterTests {
    @Test(arguments: [
        ("mgj://", "mgj://**"), ("mgj:///", "mgj://**"), ("mgj://user/~/detail", "mgj://user/*/detail"),
        ("mgj://~/detail", "mgj://*/detail"), ("/a/~?next=x://y", "/a/*?next=x://y"), ("mgj://a~b/~", "mgj://a~b/*"),
        ("mgj://user/:id?tab=~", "mgj://user/:id?tab=~"), ("mgj://user", "mgj://user"),
    ])
    func mgjRoutersPatternsTranslate(_ written: String, _ translated: String) {
        #expect(MGJPattern.translate(written) == translated)
    }

    @Test func aSchemeOnlyPatternTakesALongerURLBeforeTheRouteItStartsWith() {
        // Junction's `**` matches such a URL outright, so the ancestor fallback does not run
        // (MGJRouter would call "mgj://abc"); the article says so.
        let router = JNCRouter()
        router.registerURLPattern("mgj://", toObjectHandler: { _ in "scheme" })
        router.registerURLPattern("mgj://abc", toObjectHandler: { _ in "abc" })
        #expect(router.objectForURL("mgj://abc/d") as? String == "scheme")
        #expect(router.objectForURL("mgj://abc") as? String == "abc")
    }

    @Test func aTildePatternDeregistersByItsWrittenForm() {
        let router = JNCRouter()
        router.registerURLPattern("mgj://~/detail") { _ in }
        #expect(router.canOpenURL("mgj://x/detail"))
        #expect(router.deregisterURLPattern("mgj://~/detail"))
        #expect(!router.canOpenURL("mgj://x/detail"))
    }

    @Test func noSourcesMeansInAppOnly() {
        let reported = Reported()
        reported.router.registerURLPattern("mgj://a", exposedTo: [], toHandler: { _ in })
        reported.router.openURL("mgj://a", fromSource: "push", withUserInfo: nil, completion: nil)
        #expect(reported.codes == [JNCErrorCode.notAllowed.rawValue])
    }

    @Test func aSwiftOpenersUserInfoReachesAnObjectiveCHandler() throws {
        let router = JNCRouter()
        router.registerURLPattern("mgj://user/:id", toObjectHandler: { request in request.userInfo["from"] as? String })
        let value = try router.router.openSynchronously(RouteRequest(url: "mgj://user/1", userInfo: ["from": "swift"]))
        #expect(router.objectForURL("mgj://user/1", withUserInfo: ["from": "objc"]) as? String == "objc")
        #expect("\(value)".contains("swift"))
    }
}
