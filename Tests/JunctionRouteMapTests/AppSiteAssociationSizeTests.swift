import Foundation
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The association file of a large map is written, as any map's is: the writer is never refused
/// for the number of routes.
@Suite struct AppSiteAssociationSizeTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func map(_ routes: [String]) throws -> RouteMapFile {
        try RouteMapFile(text: #"{"webHosts": ["shop.example.com"], "routes": [\#(routes.joined(separator: ",\n"))]}"#, format: .json, file: "big.json")
    }

    /// 2,000 sections, `/sK/{id}`, each exposed: four components each (a trailing `/` and a deeper
    /// path kept out), a warning each for its URLs with an empty segment, and one for the file's
    /// size, past Apple's limit.
    @Test func aMapOfTwoThousandRoutesIsWritten() throws {
        let file = try Self.map((0..<2_000).map { #"{"name": "s\#($0)", "pattern": "/s\#($0)/{id}", "handler": "h", "exposure": ["universal-link"]}"# })
        let (association, warnings) = try file.appSiteAssociation(appID: Self.appID)
        let components = association.details[0].components
        #expect(components.count == 8_001)
        #expect(components.prefix(3).map { ($0.exclude ? "not " : "") + ($0.path ?? "") } == ["not *//*", "not /s0/*/*/", "/s0/?*/"])
        #expect(components[4_001...4_002].map { ($0.exclude ? "not " : "") + ($0.path ?? "") } == ["not /s0/*/*", "/s0/?*"])
        #expect(warnings.count == 2_001)
        #expect(warnings[1_999].message == #"route "s1999" is exposed to universal links and takes https://shop.example.com//s1999/id (a path with an empty segment), but the file keeps it in the browser"#)
        #expect(warnings.last?.message == "the file is \(association.json.utf8.count) bytes, over Apple's limit of 131072: iOS ignores it, and no link opens the app; expose fewer routes to universal links, or serve each host the file of its own routes")
    }

    /// Pairs of an exposed `/cK/{slug}` and an in-app `/cK/{id:int}`: each in-app exclude would
    /// keep the exposed route out, so every one is left out, and each is warned about.
    @Test func everyExcludeThatKeepsAnExposedRouteOutIsLeftOut() throws {
        let file = try Self.map((0..<40).flatMap { pair in [
            #"{"name": "open\#(pair)", "pattern": "/c\#(pair)/{slug}", "handler": "h", "exposure": ["universal-link"]}"#,
            #"{"name": "kept\#(pair)", "pattern": "/c\#(pair)/{id:int}", "handler": "h"}"#,
        ] })
        let (association, warnings) = try file.appSiteAssociation(appID: Self.appID)
        let components = association.details[0].components
        #expect(components.count == 1 + 66 + 40 * 4)
        #expect(!components.contains { $0.exclude && $0.path?.hasSuffix("/?*") == true })
        #expect(warnings.count == 1 + 40 * 2)
        #expect(warnings.filter { $0.message.contains("is kept in the app, but the file sends") }.map(\.message).last
            == #"route "kept39" is kept in the app, but the file sends https://shop.example.com/c39/1 to the app, which refuses it"#)
    }
}
