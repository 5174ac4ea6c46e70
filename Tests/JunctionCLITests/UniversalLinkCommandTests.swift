import Foundation
import Testing

/// `junction aasa` and `junction docs`, run as built, on the example shop map.
@Suite struct UniversalLinkCommandTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func run(_ arguments: [String]) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: JunctionBinary.packageRoot, timeout: 60)
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: JunctionBinary.packageRoot.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func theCheckedInAssociationFileIsWhatTheMapWrites() throws {
        let result = try Self.run(["aasa", "Examples/RouteMaps/shop.yaml", "--app-id", Self.appID])
        #expect(result.stdout == (try Self.text("Examples/UniversalLinks/apple-app-site-association")))
        #expect(result.stderr == Self.shopWarnings)
        #expect(result.status == 0)
    }

    /// What `junction aasa` warns about the shop map: two typed captures, and each exposed
    /// route's URLs with an empty segment, which the file keeps in the browser.
    static let shopWarnings = """
        Examples/RouteMaps/shop.yaml:54:43: warning: "/p/{id:int}" of route "product" is written "/p/?*", which sends more to the app than the route takes: Apple's patterns cannot say which text int accepts for {id}
        Examples/RouteMaps/shop.yaml:211:42: warning: "/orders/{id:int}" of route "orders.detail" is written "/orders/?*", which sends more to the app than the route takes: Apple's patterns cannot say which text int accepts for {id}
        Examples/RouteMaps/shop.yaml:7:5: warning: route "home" is exposed to universal links and takes https://shop.example.com// (a path with an empty segment), but the file keeps it in the browser
        Examples/RouteMaps/shop.yaml:31:5: warning: route "catalog.category" is exposed to universal links and takes https://shop.example.com//c/slug (a path with an empty segment), but the file keeps it in the browser
        Examples/RouteMaps/shop.yaml:53:5: warning: route "product" is exposed to universal links and takes https://shop.example.com//p/1 (a path with an empty segment), but the file keeps it in the browser
        Examples/RouteMaps/shop.yaml:210:5: warning: route "orders.detail" is exposed to universal links and takes https://shop.example.com//orders/1 (a path with an empty segment), but the file keeps it in the browser

        """

    /// The check reports of the written file what the writer warned about, as warnings: the
    /// file `junction aasa` writes decides those URLs the same way. It passes, so it can gate CI.
    @Test func theWrittenFileChecksAsWarned() throws {
        let result = try Self.run(["aasa", "--check", "Examples/UniversalLinks/apple-app-site-association", "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == """
            warning: not sent: https://shop.example.com// (route "home" is exposed to universal links, but no component sends it to the app)
            warning: not sent: https://shop.example.com//c/slug (route "catalog.category" is exposed to universal links, but no component sends it to the app)
            warning: not sent: https://shop.example.com//p/1 (route "product" is exposed to universal links, but no component sends it to the app)
            warning: not sent: https://shop.example.com//orders/1 (route "orders.detail" is exposed to universal links, but no component sends it to the app)
            \(Self.warningsLine(4))
            0 problems: 0 sent with no route, 0 exposed not sent, 0 in-app only but sent

            """)
        #expect(result.status == 0)
    }

    /// The line after the warnings of a check.
    static func warningsLine(_ count: Int) -> String {
        "\(count) \(count == 1 ? "warning" : "warnings"): the file junction aasa writes for the map does the same (Apple's patterns cannot say the map more closely)"
    }

    @Test func aStaleFileShowsEachDisagreementWithAURL() throws {
        let result = try Self.run(["aasa", "--check", "Examples/UniversalLinks/stale-apple-app-site-association", "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == Self.staleFindings)
        #expect(result.status == 1)
    }

    static let staleFindings = """
        warning: not sent: https://shop.example.com// (route "home" is exposed to universal links, but no component sends it to the app)
        warning: not sent: https://shop.example.com//c/slug (route "catalog.category" is exposed to universal links, but no component sends it to the app)
        warning: not sent: https://shop.example.com//p/1 (route "product" is exposed to universal links, but no component sends it to the app)
        \(warningsLine(3))
        not sent: https://shop.example.com/orders/1 (route "orders.detail" is exposed to universal links, but no component sends it to the app)
        no route: https://shop.example.com/p/ (applinks.details[0].components[0] "/p/*" sends it to the app, where no route takes it)
        no route: https://shop.example.com/c/11/1 (applinks.details[0].components[1] "/c/?*" sends it to the app, where no route takes it)
        no route: https://shop.example.com/checkout/ (applinks.details[0].components[2] "/checkout/*" sends it to the app, where no route takes it)
        4 problems: 3 sent with no route, 1 exposed not sent, 0 in-app only but sent

        """

    /// A route kept in the app under an exposed pattern is an `exclude` before it; sending it
    /// anyway is a finding of its own.
    @Test func anInAppRouteUnderAnExposedPatternIsExcludedAndCheckedFor() throws {
        let map = try TemporaryFile(named: "links.json", contents: #"""
            {"webHosts": ["example.com"], "routes": [
              {"name": "item", "pattern": "/i/{id}", "handler": "h", "exposure": ["universal-link"], "description": "An item"},
              {"name": "item.admin", "pattern": "/i/admin", "handler": "h"}]}
            """#)
        defer { map.remove() }
        let written = try Self.run(["aasa", map.path, "--app-id", Self.appID])
        #expect(written.stdout.contains(#"""
                      {
                        "/": "/i/admin/",
                        "exclude": true,
                        "comment": "item.admin: /i/admin is not exposed to universal links, with a trailing /"
                      },
                      {
                        "/": "/i/*/*/",
                        "exclude": true,
            """#))
        let loose = try TemporaryFile(named: "aasa.json", contents: #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.shop", "components": [{"/": "/i/?*"}]}]}}"#)
        defer { loose.remove() }
        let checked = try Self.run(["aasa", "--check", loose.path, "--map", map.path])
        #expect(checked.stdout == """
            warning: not sent: https://example.com//i/id (route "item" is exposed to universal links, but no component sends it to the app)
            \(Self.warningsLine(1))
            in-app only: https://example.com/i/admin (applinks.details[0].components[0] "/i/?*" sends it to the app, but route "item.admin" is not exposed to universal links)
            no route: https://example.com/i/11/1 (applinks.details[0].components[0] "/i/?*" sends it to the app, where no route takes it)
            2 problems: 1 sent with no route, 0 exposed not sent, 1 in-app only but sent

            """)
        #expect(checked.status == 1)
    }

    @Test(arguments: [
        (#"{"applinks": {"details": [{"appID": "A.b", "components": [{"/": 3}]}]}}"#,
         #"FILE:1:65: error: expected a string for "/", found a number"#),
        ("\u{FEFF}{}", "FILE:1:1: error: expected a value, found byte 0xEF"),
        (#"{"applinks": {"details": [{"appIDs": ["A.b", "C.d"], "components": []}]}}"#,
         "FILE: error: the file names several apps (A.b, C.d); say which with the app's ID"),
    ])
    func aHostileFileIsRefusedWithItsPlace(contents: String, message: String) throws {
        let file = try TemporaryFile(named: "aasa.json", contents: contents)
        defer { file.remove() }
        let result = try Self.run(["aasa", "--check", file.path, "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stderr == message.replacingOccurrences(of: "FILE", with: file.path) + "\n")
        #expect(result.status == 2)
        #expect(result.reason == .exit)
    }

    @Test func writingNeedsAnAppIDShapedLikeApples() throws {
        let result = try Self.run(["aasa", "Examples/RouteMaps/shop.yaml", "--app-id", "com.example.shop"])
        #expect(result.stderr == "Examples/RouteMaps/shop.yaml: error: app ID \"com.example.shop\" is not TEAMID.bundle.id (a 10-character team ID, a dot, and the bundle ID)\n")
        #expect(result.status == 2)
    }

    @Test(arguments: [("markdown", "shop-routes.md"), ("html", "shop-routes.html")])
    func theCatalogIsAsCheckedIn(format: String, golden: String) throws {
        let result = try Self.run(["docs", "--format", format, "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == (try Self.text("Tests/Fixtures/universal-links/\(golden)")))
        #expect(result.status == 0)
    }

    /// The blocks of the Links from the web article are what the commands print, and the
    /// Android files it shows are the checked-in ones.
    @Test func theArticleShowsTheCommandsAsPrinted() throws {
        let readme = try Self.text("Sources/JunctionRouteMapTools/JunctionRouteMapTools.docc/LinksFromTheWeb.md")
        let section = try #require(readme.range(of: "## Overview\n"))
        let blocks = readme[section.upperBound...].components(separatedBy: "```").enumerated()
            .filter { $0.offset % 2 == 1 }.map { $0.element }.prefix(8)
        #expect(blocks.count == 8)
        let written = try Self.run(["aasa", "Examples/RouteMaps/shop.yaml", "--app-id", Self.appID])
        #expect(blocks[0] == "\n$ swift run junction aasa Examples/RouteMaps/shop.yaml --app-id \(Self.appID)\n" + written.stdout)
        #expect(blocks[1] == "\n" + written.stderr)
        #expect(blocks[2] == "\n$ swift run junction aasa --check Examples/UniversalLinks/stale-apple-app-site-association --map Examples/RouteMaps/shop.yaml\n" + Self.staleFindings)
        let android = "android Examples/RouteMaps/shop.yaml --package com.example.shop --cert-sha256 \(AndroidCommandTests.fingerprint) -o Examples/AndroidAppLinks"
        #expect(blocks[3] == "\n$ swift run junction \(android)\n" + AndroidCommandTests.shopWarnings)
        for (block, name) in [(blocks[4], "assetlinks.json"), (blocks[5], "intent-filters.xml")] {
            #expect(block == "\n$ cat Examples/AndroidAppLinks/\(name)\n" + (try Self.text("Examples/AndroidAppLinks/\(name)")))
        }
        let checked = try Self.run(["android", "--check", "Examples/AndroidAppLinks/stale-intent-filters.xml", "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(blocks[6] == "\n$ swift run junction android --check Examples/AndroidAppLinks/stale-intent-filters.xml --map Examples/RouteMaps/shop.yaml\n" + checked.stdout)
        let docs = try Self.run(["docs", "Examples/RouteMaps/shop.yaml"])
        let shown = try #require(blocks[7].components(separatedBy: "$ swift run junction docs Examples/RouteMaps/shop.yaml\n").last)
        #expect(shown.count > 300)
        #expect(docs.stdout.hasPrefix(shown.replacingOccurrences(of: "...\n", with: "")))
    }
}
