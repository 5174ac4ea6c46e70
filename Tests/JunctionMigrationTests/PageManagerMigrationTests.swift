import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

// snippet: pm-types
// Pages a handler builds, where the app would build `CCViewController`, a web view and a
// view controller made on the main actor.
struct CCPage: Equatable, Sendable {
    let type: Int
    let playMethod: Int
}

struct WebPage: Equatable, Sendable {
    let url: String
}

struct AboutPage: Equatable, Sendable {}
// end snippet

/// What the app has at hand in the guide's examples: compiled, never run (it reads the app's
/// bundle); the tests read the same map from the repository and serve the remote map.
func pageManagerAppSetUp() throws {
    // snippet: pm-path
    let path = Bundle.main.path(forResource: "CCPageMap", ofType: "plist")!   // the app's page map
    // end snippet
    // snippet: pm-remote-setup
    let mapURL = URL(string: "https://pages.example.com/cc.jws")!
    let keys = try JSONWebKeySet(json: Data(contentsOf: Bundle.main.url(forResource: "keys", withExtension: "jwks")!))
    let cacheDirectory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("routes")
    let transport = URLSessionMapTransport()
    // end snippet
    _ = (path, mapURL, keys, cacheDirectory, transport)
}

/// One test per row of the page manager guide's table, and its "after" code.
@Suite struct PageManagerMigrationTests {
    static let root = ArticleCodeTests.packageRoot
    /// The page manager's map, as its README writes it.
    static let path = root.appendingPathComponent("Examples/RouteMaps/CCPageMap.plist").path
    static let guide = "Sources/JunctionRouteMap/JunctionRouteMap.docc/MigratingFromPageManager.md"

    /// The guide's fenced blocks in `language`, in order, as written.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        var blocks: [String] = []
        var body: [String]?
        for line in text.components(separatedBy: "\n") {
            if let lines = body {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    body = nil
                } else {
                    body = lines + [line]
                }
            } else if line == "```\(language)" {
                body = []
            }
        }
        return blocks
    }

    /// The app's pages, loaded from the page manager's map placed under `cc://page.cc`.
    static func app() throws -> (Router, RouteMapFile, RouteMapBindings) {
        let path = Self.path
        // snippet: pm-load
        let pages = try RouteMapFile(contentsOf: path)          // the page manager's file, as written
            .placingPages(scheme: "cc", host: "page.cc")        // where its code put the pages
        let router = Router(options: RouterOptions().adding(pages.map))
        var bindings = RouteMapBindings()
        bindings.page("CCViewController") { request in
            CCPage(type: try request.parameters.require("CCType", as: Int.self),
                   playMethod: try request.parameters.require("playMethod", as: Int.self))
        }
        try pages.load(into: router, bindings: bindings)
        // end snippet
        return (router, pages, bindings)
    }

    @Test func theGuideShowsTheFileAsWritten() throws {
        let file = try String(contentsOfFile: Self.path, encoding: .utf8).components(separatedBy: "\n")
        // The file's one page, between the root `<dict>` and its end.
        let page = file[4..<(file.count - 3)].joined(separator: "\n")
        #expect(try Self.blocks("xml").first == page)
    }

    @Test func theMapAsWrittenOpensItsPagesWhereTheCodePutThem() throws {
        let (router, pages, _) = try Self.app()
        // snippet: pm-open
        let page = try router.openSynchronously("cc://page.cc/betSsq", as: CCPage.self)   // type 1, playMethod -1
        let other = try router.openSynchronously("cc://page.cc/betSsq?CCType=2", as: CCPage.self)   // type 2
        // end snippet
        #expect(page == CCPage(type: 1, playMethod: -1))
        #expect(other == CCPage(type: 2, playMethod: -1))
        #expect(pages.lint().isEmpty)
        #expect(throws: RouteError(.invalidParameter, "parameter \"CCType\" is \"abc\"; expected an integer")) {
            try router.openSynchronously("cc://page.cc/betSsq?CCType=abc")
        }
        #expect(!router.canOpen("cc://page.cc/other"))
    }

    /// The guide's page with the keys a route has, read from the guide itself.
    @Test func aPageSaysWhoMayOpenItAndWhereItLivesOnTheWeb() async throws {
        let blocks = try Self.blocks("xml")
        try #require(blocks.count == 2)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>webHosts</key>
            <array><string>m.cc.example.com</string></array>
            \(blocks[1])
            </dict>
            </plist>
            """
        let file = try RouteMapFile(text: text, format: .propertyList, file: "CCPageMap.plist").placingPages(scheme: "cc", host: "page.cc")
        #expect(file.lint().map(\.description) == [])
        let router = Router(options: RouterOptions().adding(file.map))
        try file.load(into: router, bindings: try Self.app().2)
        // snippet: pm-web
        try router.add(.web(allowing: ["m.cc.example.com"]) { url, _ in WebPage(url: url.description) })
        let web = try await router.open(RouteRequest(url: "cc://page.cc/betDlt", source: .push), as: WebPage.self)
        // WebPage(url: "https://m.cc.example.com/lottery/dlt?CCType=2")
        // end snippet
        #expect(web == WebPage(url: "https://m.cc.example.com/lottery/dlt?CCType=2"))
        await #expect(throws: RouteError.self) { try await router.open(RouteRequest(url: "cc://page.cc/betDlt", source: .otherApp)) }
    }

    @Test func aServerSwitchesAPageOffForTheAppVersionsWhereItIsBroken() async throws {
        // Remote maps load the bundled map themselves, at start.
        let (_, pages, bindings) = try Self.app()
        let router = Router(options: RouterOptions().adding(pages.map))
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-pm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let key = SigningKey(generatingWithID: "pages-2026")
        let keys = try JSONWebKeySet([key.publicKey])
        let map = try #require(Self.blocks("json").first)
        let now = Date()
        let transport = Served(try key.sign(
            mapJSON: Array(map.utf8), version: 2, issuedAt: now, expiresAt: now.addingTimeInterval(86_400), app: "com.example.lottery"))
        let mapURL = URL(string: "https://pages.example.com/cc.jws")!
        // snippet: pm-remote
        var options = RemoteMapOptions()
        options.appVersion = "5.1.0"   // by default the main bundle's CFBundleShortVersionString
        let remote = try RemoteRouteMaps(
            router: router, bindings: bindings, app: "com.example.lottery", url: mapURL, keys: keys,
            bundled: pages, bundledVersion: 1, cacheDirectory: cacheDirectory, options: options, transport: transport)
        try await remote.start()
        await remote.refresh()   // the server's map switches betSsq off for apps up to 5.1.9
        do {
            _ = try router.openSynchronously("cc://page.cc/betSsq")
        } catch let error as RouteError where error.code == .disabled {
            print(error.message)   // Betting is closed until 20:00
        }
        // end snippet
        #expect(await remote.version == 2)
        #expect(throws: RouteError(.disabled, "Betting is closed until 20:00")) { try router.openSynchronously("cc://page.cc/betSsq") }
    }

    /// The map is for apps up to 5.1.9: a 5.2 app refuses it, and its page stays as it was.
    @Test func aRemoteMapForOlderAppsLeavesANewerAppsPageAsItIs() async throws {
        let (_, pages, bindings) = try Self.app()
        let router = Router(options: RouterOptions().adding(pages.map))
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-pm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let key = SigningKey(generatingWithID: "pages-2026")
        let map = try #require(Self.blocks("json").first)
        let now = Date()
        var options = RemoteMapOptions()
        options.appVersion = "5.2"
        let remote = try RemoteRouteMaps(
            router: router, bindings: bindings, app: "com.example.lottery", url: URL(string: "https://pages.example.com/cc.jws")!,
            keys: try JSONWebKeySet([key.publicKey]), bundled: pages, bundledVersion: 1, cacheDirectory: cacheDirectory, options: options,
            transport: Served(try key.sign(
                mapJSON: Array(map.utf8), version: 2, issuedAt: now, expiresAt: now.addingTimeInterval(86_400), app: "com.example.lottery")))
        try await remote.start()
        #expect(await remote.refresh().map { $0.error?.description } == ["wrongAppVersion: version 2 is for app versions up to 5.1.9; this app is 5.2"])
        #expect(try router.openSynchronously("cc://page.cc/betSsq", as: CCPage.self) == CCPage(type: 1, playMethod: -1))
    }

    @MainActor @Test func pagesAreMadeOnTheMainActorAndOpenedSynchronouslyPastInterceptors() throws {
        let (router, _, _) = try Self.app()
        let screen = Screen()
        // snippet: pm-main-actor
        try router.addInterceptor(DecidingInterceptor { interception in
            screen.show("open \(interception.request.url)")   // every page switch, as the page manager's delegate saw it
            return .proceed(interception.request)
        }, name: "page log")
        try router.register("cc://page.cc/about") { @MainActor _ in
            AboutPage()   // a view controller, made on the main thread whoever opens it
        }
        let about = try router.openSynchronously("cc://page.cc/about", as: AboutPage.self)   // from the main actor
        // end snippet
        #expect(about == AboutPage())
        #expect(screen.shown == ["open cc://page.cc/about"])
    }

    /// The page manager's `openUrl:` from a background thread, past the app's login check.
    @Test func openUrlFromABackgroundThreadRunsPastTheAppsLoginInterceptor() async throws {
        let (router, _, _) = try Self.app()
        let session = AppSession()
        try router.register("cc://page.cc/login") { _ in CCPage(type: 0, playMethod: 0) }
        try router.register("cc://page.cc/account") { @MainActor _ in
            MainActor.assertIsolated()   // a view controller, made on the main thread
            return CCPage(type: 9, playMethod: 0)
        }
        try router.addInterceptor(
            LoginRequired(session: session, login: "cc://page.cc/login"), name: "login",
            scope: .patterns("cc://page.cc/betSsq", "cc://page.cc/account"))
        let pages = try await Task.detached {
            let guest = try router.openSynchronously("cc://page.cc/betSsq", as: CCPage.self)
            let guestAccount = try router.openSynchronously("cc://page.cc/account", as: CCPage.self)
            session.signIn()
            return [
                guest, guestAccount, try router.openSynchronously("cc://page.cc/betSsq?CCType=2", as: CCPage.self),
                try router.openSynchronously("cc://page.cc/account", as: CCPage.self),
            ]
        }.value
        #expect(pages == [CCPage(type: 0, playMethod: 0), CCPage(type: 0, playMethod: 0), CCPage(type: 2, playMethod: -1), CCPage(type: 9, playMethod: 0)])
    }

    @Test func handleURLsPathWithoutShowingIsMatchThenOpenLater() async throws {
        let (router, _, _) = try Self.app()
        // snippet: pm-match
        let match = try router.match("cc://page.cc/betSsq?CCType=3")   // the route and its parameters; nothing shown
        // match?.name == "betSsq", match?.parameters["CCType"] == "3"
        let later = try await router.open(try #require(match).url, as: CCPage.self)   // shows it then
        // end snippet
        #expect(match?.name == "betSsq")
        #expect(match?.parameters["CCType"] == "3")
        #expect(later == CCPage(type: 3, playMethod: -1))
    }

    @Test func canOpenURLIsCanOpen() throws {
        let (router, _, _) = try Self.app()
        #expect(router.canOpen("cc://page.cc/betSsq"))
        #expect(!router.canOpen("cc://page.cc/nowhere"))
    }
}

/// Serves one signed map, as a server would.
final class Served: RemoteMapTransport {
    let token: String

    init(_ token: String) {
        self.token = token
    }

    func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse {
        RemoteMapResponse(status: 200, body: Data(token.utf8))
    }
}
