import Foundation
import Testing

/// `junction android`, run as built, on the example shop map and on small maps.
@Suite struct AndroidCommandTests {
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func run(_ arguments: [String]) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: JunctionBinary.packageRoot, timeout: 60)
    }

    static let shopWarnings = """
        Examples/RouteMaps/shop.yaml:32:41: warning: "/c/{slug}" of route "catalog.category" is written "//*c//*..*", which sends more to the app than the route takes: Android's pathPattern has no "any character but /", so {slug} is written "..*", which also takes a "/"
        Examples/RouteMaps/shop.yaml:54:43: warning: "/p/{id:int}" of route "product" is written "//*p//*..*", which sends more to the app than the route takes: Android's pathPattern has no "any character but /", so {id} is written "..*", which also takes a "/"; Android's patterns cannot say which text int accepts for {id}
        Examples/RouteMaps/shop.yaml:211:42: warning: "/orders/{id:int}" of route "orders.detail" is written "//*orders//*..*", which sends more to the app than the route takes: Android's pathPattern has no "any character but /", so {id} is written "..*", which also takes a "/"; Android's patterns cannot say which text int accepts for {id}
        Examples/RouteMaps/shop.yaml:8:16: warning: "shop://home" of route "home" is written ".*", which sends more to the app than the route takes: Android's pathPattern takes the empty path (the URL without a "/") only as ".*", which takes every path
        Examples/RouteMaps/shop.yaml:25:14: warning: "shop://catalog" of route "catalog" is written ".*", which sends more to the app than the route takes: Android's pathPattern takes the empty path (the URL without a "/") only as ".*", which takes every path
        Examples/RouteMaps/shop.yaml:93:14: warning: "shop://item/:id" of route "item.legacy" is written "//*..*", which sends more to the app than the route takes: Android's pathPattern has no "any character but /", so {id} is written "..*", which also takes a "/"
        Examples/RouteMaps/shop.yaml:98:14: warning: "shop://search" of route "search" is written ".*", which sends more to the app than the route takes: Android's pathPattern takes the empty path (the URL without a "/") only as ".*", which takes every path
        Examples/RouteMaps/shop.yaml:184:14: warning: "shop://signin" of route "account.signin.legacy" is written ".*", which sends more to the app than the route takes: Android's pathPattern takes the empty path (the URL without a "/") only as ".*", which takes every path
        Examples/RouteMaps/shop.yaml: warning: Android compares a URL's decoded path, where an encoded "/" (%2F) is a "/": a URL with %2F in a segment (a value with an encoded "/" in it) may be kept out where the router takes it, or sent where it takes no route
        Examples/RouteMaps/shop.yaml:14:5: warning: route "home.banner" is not exposed to other-app, but Android has no exclusion: the filters send shop://home/banner/1 to the app, which refuses it
        Examples/RouteMaps/shop.yaml:31:5: warning: route "catalog.category" is not exposed to other-app, but Android has no exclusion: the filters send shop://catalog/slug to the app, which refuses it
        Examples/RouteMaps/shop.yaml:109:5: warning: route "search.scan" is not exposed to other-app, but Android has no exclusion: the filters send shop://search/scan to the app, which refuses it
        Examples/RouteMaps/shop.yaml:7:5: warning: route "home" takes shop:// from other-app, but no filter sends it to the app

        """

    @Test func theCheckedInFilesAreWhatTheMapWrites() throws {
        let directory = try TemporaryFile(named: "placeholder", contents: "")
        defer { directory.remove() }
        let output = directory.url.deletingLastPathComponent().path
        let result = try Self.run(["android", "Examples/RouteMaps/shop.yaml", "--package", "com.example.shop", "--cert-sha256", Self.fingerprint, "--output-dir", output])
        #expect(result.stderr == Self.shopWarnings)
        #expect(result.stdout == "")
        #expect(result.status == 0)
        for name in ["assetlinks.json", "intent-filters.xml"] {
            let written = try String(contentsOfFile: output + "/" + name, encoding: .utf8)
            #expect(written == (try UniversalLinkCommandTests.text("Examples/AndroidAppLinks/\(name)")), "\(name)")
        }
    }

    /// The warnings both shop files share with the filters the writer writes (`shop://` alone
    /// cannot be sent, a capture's `..*` takes a `/` too, Android has no exclusion).
    static let shopCheckWarnings = """
        warning: in-app only: shop://home/banner/1 (intent-filter[1] sends it to the app, but route "home.banner" is not exposed to other-app; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: in-app only: shop://catalog/slug (intent-filter[2] sends it to the app, but route "catalog.category" is not exposed to other-app; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: in-app only: shop://search/scan (intent-filter[4] sends it to the app, but route "search.scan" is not exposed to other-app; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: not sent: shop:// (route "home" takes it from other-app, but no filter sends it to the app; the filters junction android writes cannot send it either)
        warning: no route: https://shop.example.com//c//11/1 (intent-filter[0] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: no route: shop://home/1 (intent-filter[1] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: in-app only: shop://catalog/1 (intent-filter[2] sends it to the app, but route "catalog.category" is not exposed to other-app; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: no route: shop://catalog/1/1 (intent-filter[2] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: no route: shop://item//11/1 (intent-filter[3] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: no route: shop://search/1 (intent-filter[4] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)
        warning: no route: shop://signin/1 (intent-filter[5] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)

        """

    /// The written filters pass their own check: what the writer warned about is printed as a
    /// warning, not a problem.
    @Test func theWrittenFiltersPassTheirOwnCheckWithTheirWarnings() throws {
        let result = try Self.run(["android", "--check", "Examples/AndroidAppLinks/intent-filters.xml", "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == Self.shopCheckWarnings + "0 problems: 0 sent with no route, 0 exposed not sent, 0 in-app only but sent\n")
        #expect(result.status == 0)
    }

    /// The stale file lacks one filter (`shop://help`) and one `<data>` (`/orders/…`), and has a
    /// `<data>` no route stands behind: three problems, after the warnings its filters share
    /// with the writer's.
    @Test func aStaleFileShowsEachDisagreementWithAURL() throws {
        let result = try Self.run(["android", "--check", "Examples/AndroidAppLinks/stale-intent-filters.xml", "--map", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == Self.shopCheckWarnings + """
            not sent: https://shop.example.com/orders/1 (route "orders.detail" takes it from universal-link, but no filter sends it to the app)
            not sent: shop://help/x (route "help" takes it from other-app, but no filter sends it to the app)
            no route: https://shop.example.com/checkout (intent-filter[0] sends it to the app, where no route takes it)
            3 problems: 1 sent with no route, 2 exposed not sent, 0 in-app only but sent

            """)
        #expect(result.status == 1)
    }

    static let smallMap = #"""
        {"webHosts": ["example.com"], "routes": [
          {"name": "about", "pattern": "/about", "handler": "h", "exposure": ["universal-link"]},
          {"name": "help", "pattern": "/help/**", "handler": "h", "exposure": ["universal-link"]}]}
        """#

    /// A map Android can say exactly checks clean, as a fragment and inside a whole manifest.
    @Test func aWholeManifestIsReadAndAgreesWithTheMap() throws {
        let map = try TemporaryFile(named: "links.json", contents: Self.smallMap)
        defer { map.remove() }
        let output = map.url.deletingLastPathComponent().path
        let written = try Self.run(["android", map.path, "--package", "com.example.app", "--cert-sha256", Self.fingerprint, "--output-dir", output])
        #expect(written.stderr == "")
        let fragment = try String(contentsOfFile: output + "/intent-filters.xml", encoding: .utf8)
        // A literal end is written without and with a trailing `/`: Android's matcher takes
        // `//*about/*` only with one.
        #expect(fragment.contains(#"<data android:scheme="https" android:host="example.com" android:pathPattern="//*about" />"#))
        #expect(fragment.contains(#"<data android:scheme="https" android:host="example.com" android:pathPattern="//*about/*" />"#))
        let filters = fragment.components(separatedBy: "\n").dropFirst(2).dropLast(2).joined(separator: "\n")
        let manifest = try TemporaryFile(named: "AndroidManifest.xml", contents: """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
              <application><activity android:name=".MainActivity">
            \(filters)
              </activity></application>
            </manifest>
            """)
        defer { manifest.remove() }
        let checked = try Self.run(["android", "--check", manifest.path, "--map", map.path])
        #expect(checked.stdout == "0 problems: 0 sent with no route, 0 exposed not sent, 0 in-app only but sent\n")
        #expect(checked.status == 0)
        // Without the `<data>` for /about, its URLs are not sent.
        let missing = try TemporaryFile(named: "filters.xml", contents: fragment.replacingOccurrences(
            of: #"<data android:scheme="https" android:host="example.com" android:pathPattern="//*about" />"#, with: ""))
        defer { missing.remove() }
        let short = try Self.run(["android", "--check", missing.path, "--map", map.path])
        #expect(short.stdout == """
            not sent: https://example.com/about (route "about" takes it from universal-link, but no filter sends it to the app)
            1 problem: 0 sent with no route, 1 exposed not sent, 0 in-app only but sent

            """)
        #expect(short.status == 1)
    }

    /// From API 31 a capture is written as an advanced pattern, one segment exactly (the warning
    /// says only that Android reads an encoded `/` as a `/`), and the check reads it back.
    @Test func fromAPI31ACaptureIsOneSegmentExactly() throws {
        let map = try TemporaryFile(named: "links.json", contents: #"""
            {"webHosts": ["example.com"], "routes": [
              {"name": "category", "pattern": "/c/{slug}", "handler": "h", "exposure": ["universal-link"]}]}
            """#)
        defer { map.remove() }
        let output = map.url.deletingLastPathComponent().path
        let written = try Self.run(["android", map.path, "--package", "com.example.app", "--cert-sha256", Self.fingerprint, "--min-sdk", "31", "--output-dir", output])
        #expect(written.stderr == map.path + #": warning: Android compares a URL's decoded path, where an encoded "/" (%2F) is a "/": a URL with %2F in a segment (a value with an encoded "/" in it) may be kept out where the router takes it, or sent where it takes no route"# + "\n")
        #expect(written.status == 0)
        let fragment = try String(contentsOfFile: output + "/intent-filters.xml", encoding: .utf8)
        #expect(fragment.contains(#"<data android:scheme="https" android:host="example.com" android:pathAdvancedPattern="/+c/+[^/]+/*" />"#))
        let checked = try Self.run(["android", "--check", output + "/intent-filters.xml", "--map", map.path])
        #expect(checked.stdout == "0 problems: 0 sent with no route, 0 exposed not sent, 0 in-app only but sent\n")
        #expect(checked.status == 0)
    }

    @Test(arguments: [
        (["--package", "shop", "--cert-sha256", fingerprint],
         #"MAP: error: package name "shop" is not an Android package name (two or more parts like com.example, separated by dots, each a letter then letters, digits or _)"#),
        (["--package", "com.example.shop", "--cert-sha256", "AB:CD"],
         #"MAP: error: certificate fingerprint "AB:CD" is not a SHA-256 fingerprint (32 bytes in hex separated by ":", as keytool -list prints it)"#),
        (["--package", "com.example.shop", "--cert-sha256", fingerprint, "--host", "other.com"],
         #"MAP:1:14: error: "other.com" is not one of the map's web hosts (example.com)"#),
    ])
    func badArgumentsAreRefusedWithAMessage(arguments: [String], message: String) throws {
        let map = try TemporaryFile(named: "links.json", contents: Self.smallMap)
        defer { map.remove() }
        let result = try Self.run(["android", map.path] + arguments)
        #expect(result.stderr == message.replacingOccurrences(of: "MAP", with: map.path) + "\n")
        #expect(result.status == 2)
    }

    @Test(arguments: [
        ("<intent-filters><intent-filter>", "FILE:1:32: error: the XML ends before its elements are closed"),
        (#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><intent-filters/>"#,
         "FILE: error: the file has a document type (<!DOCTYPE); a manifest needs none, and its entities are not read"),
        (#"<intent-filters xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter><data android:scheme="https" android:pathAdvancedPattern="/[a-z+" /></intent-filter></intent-filters>"#,
         #"FILE:1:157: error: pathAdvancedPattern "/[a-z+" is not a pattern Android reads: a set is not closed with "]""#),
        (#"<intent-filters xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter>"#
            + String(repeating: #"<data android:scheme="https" />"#, count: 50_001) + "</intent-filter></intent-filters>",
         "FILE:1:1550120: error: more than 50000 <data> elements; refusing to check the file"),
        (#"<intent-filters xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter><data android:scheme="https" android:pathPattern=""#
            + String(repeating: ".*", count: 600) + #"" /></intent-filter></intent-filters>"#,
         "FILE:1:1343: error: pathPattern is 1200 characters long, over the limit of 1024; refusing to check the file"),
    ])
    func aHostileFileIsRefusedWithItsPlace(contents: String, message: String) throws {
        let file = try TemporaryFile(named: "filters.xml", contents: contents)
        defer { file.remove() }
        let map = try TemporaryFile(named: "links.json", contents: Self.smallMap)
        defer { map.remove() }
        let result = try Self.run(["android", "--check", file.path, "--map", map.path])
        #expect(result.stderr == message.replacingOccurrences(of: "FILE", with: file.path) + "\n")
        #expect(result.status == 2)
        #expect(result.reason == .exit)
    }

    /// 900 `<data>` of 1,000-character literal paths (0.93 MB): each example is matched against
    /// the patterns that start as it does, once, so the check ends well within the limit.
    @Test func aFileOfManyLongPathsIsCheckedInTime() throws {
        var lines = [#"<intent-filters xmlns:android="http://schemas.android.com/apk/res/android"><intent-filter android:autoVerify="true">"#,
                     #"<action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />"#,
                     #"<data android:scheme="https" android:host="example.com" />"#]
        for index in 0..<900 {
            lines.append(#"<data android:pathPattern="/\#(String(repeating: "a", count: 994))\#(String(format: "%05d", index))j" />"#)
        }
        lines.append("</intent-filter></intent-filters>")
        let file = try TemporaryFile(named: "filters.xml", contents: lines.joined(separator: "\n"))
        defer { file.remove() }
        let map = try TemporaryFile(named: "links.json", contents: #"{"webHosts": ["example.com"], "routes": [{"name": "site", "pattern": "/**", "handler": "h", "exposure": ["universal-link"]}]}"#)
        defer { map.remove() }
        let result = try JunctionBinary.run(["android", "--check", file.path, "--map", map.path], in: JunctionBinary.packageRoot, timeout: 60)
        #expect(result.reason == .exit)
        // The paths are all literal: `/x`, which the map's `/**` takes, is not sent.
        #expect(result.stdout == #"not sent: https://example.com/x (route "site" takes it from universal-link, but no filter sends it to the app)"# + "\n1 problem: 0 sent with no route, 1 exposed not sent, 0 in-app only but sent\n")
        #expect(result.status == 1)
    }

    /// 4,000 routes on one host: the writer's own check matches each example against the
    /// patterns of its first segment, not against all of them. From API 31 each route is said
    /// exactly: the one warning is the file's about an encoded `/`.
    @Test func aMapOfManyRoutesIsWrittenInTime() throws {
        let routes = (0..<4_000).map { #"{"name": "s\#($0)", "pattern": "/s\#($0)/{id}", "page": "Section", "exposure": ["universal-link"], "description": "a section"}"# }
        let map = try TemporaryFile(named: "sections.json", contents: #"{"webHosts": ["shop.example.com"], "routes": [\#(routes.joined(separator: ","))]}"#)
        defer { map.remove() }
        let output = map.url.deletingLastPathComponent().path
        let result = try JunctionBinary.run(
            ["android", map.path, "--package", "com.example.shop", "--cert-sha256", Self.fingerprint, "--min-sdk", "31", "--output-dir", output],
            in: JunctionBinary.packageRoot, timeout: 60)
        #expect(result.reason == .exit)
        #expect(result.status == 0)
        #expect(result.stderr == map.path + #": warning: Android compares a URL's decoded path, where an encoded "/" (%2F) is a "/": a URL with %2F in a segment (a value with an encoded "/" in it) may be kept out where the router takes it, or sent where it takes no route"# + "\n")
    }

    /// `*.example.com` with an in-app console pinned to `admin.example.com`: the filters for
    /// every subdomain send the console's URLs too, and the writer and the check say so; an exposed route
    /// pinned to another subdomain gets a filter of that host.
    @Test func aRouteOnOneSubdomainOfAWildcardHostIsWarnedAbout() throws {
        let map = try TemporaryFile(named: "links.json", contents: #"""
            {"webHosts": ["*.example.com"], "routes": [
              {"name": "article", "pattern": "/{slug}", "page": "Article", "exposure": ["universal-link"], "description": "a public article"},
              {"name": "console", "pattern": "https://admin.example.com/{action}", "page": "AdminConsole"},
              {"name": "post", "pattern": "https://blog.example.com/post", "page": "Post", "exposure": ["universal-link"], "description": "a post"}]}
            """#)
        defer { map.remove() }
        let output = map.url.deletingLastPathComponent().path
        let written = try Self.run(["android", map.path, "--package", "com.example.shop", "--cert-sha256", Self.fingerprint, "--output-dir", output])
        #expect(written.stderr.contains(#"warning: route "console" is not exposed to universal-link, but Android has no exclusion: the filters send https://admin.example.com/slug to the app, which refuses it"#))
        #expect(written.status == 0)
        // The check tries admin.example.com too: a warning, since the writer's filters send it too.
        let checked = try Self.run(["android", "--check", output + "/intent-filters.xml", "--map", map.path])
        #expect(checked.stdout.contains(#"warning: in-app only: https://admin.example.com/slug (intent-filter[0] sends it to the app, but route "console" is not exposed to universal-link; the filters junction android writes send it too, as Android's filters cannot keep it out)"#))
        #expect(checked.status == 0)
        // An exposed route pinned to one subdomain gets a filter of its own host.
        let fragment = try String(contentsOfFile: output + "/intent-filters.xml", encoding: .utf8)
        #expect(fragment.contains("<!-- Links from the web on blog.example.com -->"))
        #expect(fragment.contains(#"<data android:scheme="https" android:host="blog.example.com" android:pathPattern="//*post" />"#))
    }
}
