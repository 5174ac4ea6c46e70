import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `RouteMap.check` of a file the map wrote, with one component or one exclusion taken out: each
/// shows up as a finding with a URL.
@Suite struct AppSiteAssociationCheckTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func written() throws -> (RouteMapFile, AppSiteAssociation) {
        let file = try RouteMapFile(text: #"""
            {"webHosts": ["example.com"], "routes": [
              {"name": "item", "pattern": "/i/{id}", "handler": "h", "exposure": ["universal-link"]},
              {"name": "item.admin", "pattern": "/i/admin", "handler": "h"},
              {"name": "about", "pattern": "/about", "handler": "h", "exposure": ["universal-link"]}]}
            """#, format: .json, file: "m.json")
        return (file, try file.appSiteAssociation(appID: appID).association)
    }

    static func without(_ path: String, exclude: Bool, in association: AppSiteAssociation) -> AppSiteAssociation {
        var association = association
        association.details[0].components.removeAll { $0.path == path && $0.exclude == exclude }
        return association
    }

    @Test func theWrittenFileChecksAsItsWarningsSay() throws {
        let (file, association) = try Self.written()
        let findings = try file.map.check(association, appID: Self.appID, hosts: ["example.com"])
        #expect(findings.map(\.description) == [
            #"not sent: https://example.com//i/id (route "item" is exposed to universal links, but no component sends it to the app)"#,
            #"not sent: https://example.com//about (route "about" is exposed to universal links, but no component sends it to the app)"#,
        ])
        // The file the map writes decides these URLs the same way: limits of Apple's patterns.
        #expect(findings.map(\.isKnownLimit) == [true, true])
    }

    @Test func aMissingComponentIsAnExposedRouteNotSent() throws {
        let (file, association) = try Self.written()
        let findings = try file.map.check(Self.without("/about", exclude: false, in: association), appID: Self.appID, hosts: ["example.com"])
        #expect(findings.map(\.description) == [
            #"not sent: https://example.com//i/id (route "item" is exposed to universal links, but no component sends it to the app)"#,
            #"not sent: https://example.com/about (route "about" is exposed to universal links, but no component sends it to the app)"#,
        ])
    }

    @Test func aMissingExclusionSendsTheRouteKeptInTheApp() throws {
        let (file, association) = try Self.written()
        let findings = try file.map.check(Self.without("/i/admin", exclude: true, in: association), appID: Self.appID, hosts: ["example.com"])
        #expect(findings.map(\.description) == [
            #"not sent: https://example.com//i/id (route "item" is exposed to universal links, but no component sends it to the app)"#,
            #"in-app only: https://example.com/i/admin (applinks.details[0].components[72] "/i/?*" sends it to the app, but route "item.admin" is not exposed to universal links)"#,
            #"not sent: https://example.com//about (route "about" is exposed to universal links, but no component sends it to the app)"#,
        ])
        #expect(findings.map(\.isKnownLimit) == [true, false, true])
    }

    /// A file that keeps case-insensitive routes in the app only in their own case: the check
    /// asks the router the app builds (case-insensitive routes included) and tries each such
    /// route in other cases. (/work/shared/findings/t4/05-aasa-case-insensitive)
    @Test func aCaseInsensitiveRouteKeptInTheAppIsTriedInOtherCases() throws {
        let file = try FindingsRegressionTests.load("aasa-case-insensitive.json", format: .json)
        let association = AppSiteAssociation(details: [.init(appIDs: [Self.appID], components: [
            .init(path: "*//*", exclude: true), .init(path: "/admin/", exclude: true), .init(path: "/kill/", exclude: true),
            .init(path: "/admin", exclude: true), .init(path: "/kill", exclude: true), .init(path: "/?*"),
        ])])
        let findings = try file.map.check(association, appID: Self.appID, hosts: ["shop.example.com"])
        #expect(findings.map(\.description) == [
            #"not sent: https://shop.example.com//slug (route "article" is exposed to universal links, but no component sends it to the app)"#,
            #"in-app only: https://shop.example.com/ADMIN (applinks.details[0].components[5] "/?*" sends it to the app, but route "admin" is not exposed to universal links)"#,
            #"in-app only: https://shop.example.com/KILL (applinks.details[0].components[5] "/?*" sends it to the app, but route "kill" is not exposed to universal links)"#,
            #"no route: https://shop.example.com/11/1 (applinks.details[0].components[5] "/?*" sends it to the app, where no route takes it)"#,
        ])
    }

    @Test func aMissingTrailingSlashRuleIsAnExposedRouteNotSent() throws {
        let (file, association) = try Self.written()
        let findings = try file.map.check(Self.without("/about/", exclude: false, in: association), appID: Self.appID, hosts: ["example.com"])
        #expect(findings.map(\.description) == [
            #"not sent: https://example.com//i/id (route "item" is exposed to universal links, but no component sends it to the app)"#,
            #"not sent: https://example.com/about/ (route "about" is exposed to universal links, but no component sends it to the app)"#,
        ])
    }
}

/// A map pattern with a colon before a name inside a segment is refused, and the message gives
/// the literal spelling (`Special%3AMobileDiff`).
@Suite struct LiteralColonInAMapTests {
    @Test func theErrorGivesTheEscapedSpelling() {
        #expect {
            try RouteMapFile(text: #"{"routes": [{"name": "diff", "pattern": "/wiki/Special:MobileDiff", "handler": "h"}]}"#, format: .json, file: "m.json")
        } throws: { error in
            (error as? RouteMapError)?.description
                == #"m.json:1:41: error: bad pattern "/wiki/Special:MobileDiff": a capture inside a segment is written {name}, not :name; a literal ':' is written %3A (Special%3AMobileDiff) at column 14"#
        }
    }
}
