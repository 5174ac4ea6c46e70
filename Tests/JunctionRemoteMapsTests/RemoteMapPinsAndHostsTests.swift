import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// A remote map cannot unpin a value the bundled map pins, nor take a host or scheme the bundled
/// map's routes to the same page do not: either would let a link reach the page in a way the
/// app's own map never allowed.
@Suite struct RemoteMapPinsAndHostsTests {
    static let bundled = try! RouteMapFile(text: #"""
    {"webHosts": ["artsy.net", "www.artsy.net"], "routes": [
      {"name": "terms", "pattern": "/terms?url:=/terms", "page": "WebView", "exposure": "everywhere"},
      {"name": "artist", "pattern": "/:profile/artist/:id", "page": "Artist", "exposure": "everywhere",
       "hosts": ["artsy.net", "www.artsy.net"], "schemes": ["https"]}
    ]}
    """#, format: .json).map

    static let ceiling = RemoteMapExposureLimit.bundledMap(bundled)

    static func violation(_ route: String) -> String? {
        let map = try! RouteMapFile(text: #"{"webHosts": ["artsy.net", "www.artsy.net"], "routes": [\#(route)]}"#, format: .json).map
        return ceiling.violation(in: map)?.message
    }

    @Test(arguments: [
        (#"{"name": "terms", "pattern": "/terms?url:=/terms", "page": "WebView", "exposure": "everywhere"}"#, nil),
        (#"{"name": "terms", "pattern": "/legal?url:=/terms", "page": "WebView", "exposure": "everywhere"}"#, nil),
        (#"{"name": "terms", "pattern": "/terms?url=/terms", "page": "WebView", "exposure": "everywhere"}"#,
         #"route "terms", opened from outside, lets "/terms?url=/terms" set "url", which every bundled route to page "WebView" pins"#),
        (#"{"name": "terms", "patterns": ["/terms?url:=/terms", "/t"], "page": "WebView", "exposure": "everywhere"}"#,
         #"route "terms", opened from outside, lets "/t" set "url", which every bundled route to page "WebView" pins"#),
        // In the app only, a route may do as it likes: no link reaches it.
        (#"{"name": "terms", "pattern": "/t", "page": "WebView"}"#, nil),
    ] as [(String, String?)])
    func aPinnedValueStaysPinned(route: String, refusal: String?) {
        #expect(Self.violation(route) == refusal)
    }

    @Test(arguments: [
        (#""hosts": ["www.artsy.net"], "schemes": ["https"]"#, nil),
        (#""hosts": ["artsy.net", "WWW.artsy.net"], "schemes": ["https"]"#, nil),
        (#""schemes": ["https"]"#,
         #"route "artist", opened from outside, takes hosts any of them; the bundled map's routes to page "Artist" take artsy.net, www.artsy.net only"#),
        (#""hosts": ["google.com"], "schemes": ["https"]"#,
         #"route "artist", opened from outside, takes hosts google.com; the bundled map's routes to page "Artist" take artsy.net, www.artsy.net only"#),
        (#""hosts": ["artsy.net"], "schemes": ["https", "http"]"#,
         #"route "artist", opened from outside, takes schemes https, http; the bundled map's routes to page "Artist" take https only"#),
    ] as [(String, String?)])
    func aTiedRouteStaysOnItsHostsAndSchemes(tie: String, refusal: String?) {
        let route = #"{"name": "artist", "pattern": "/:profile/artist/:id", "page": "Artist", "exposure": "everywhere", \#(tie)}"#
        #expect(Self.violation(route) == refusal)
    }
}
