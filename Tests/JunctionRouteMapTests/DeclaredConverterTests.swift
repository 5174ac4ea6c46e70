import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Conditions on query values without code: a map declares allow-lists and web URLs as
/// converters (Firefox's hosts whose `url` must be a web page, WordPress's QR login that needs
/// `campaign=login-qr-code`), with the same meaning as the app's code gives them.
@Suite struct DeclaredConverterTests {
    @Test(arguments: [
        ("https://www.mozilla.org/", true), ("http://a.example/x?y=1#z", true), ("https://a.example:8443/", true),
        ("javascript:alert(1)", false), ("file:///etc/passwd", false), ("https://user@evil.example/", false),
        ("ftp://a.example/", false), ("https://", false), ("//evil.example/", false), ("about:blank", false),
        ("https://0x7f.1/", false), ("https://a.example/\\evil", false),
    ])
    func webURLTakesWhatABrowserLoadsAsAWebPage(_ text: String, _ accepted: Bool) {
        #expect(ParameterConverter.webURL.accepts(text) == accepted, "\(text)")
    }

    @Test func anAllowListTakesItsValuesExactly() {
        let campaign = ParameterConverter("campaign", allowing: ["login-qr-code"])
        #expect(campaign.accepts("login-qr-code"))
        #expect(!campaign.accepts("Login-QR-Code"))
        #expect(!campaign.accepts("login-qr-code "))
    }

    static let map = """
        {"schemes": ["firefox", "wordpress"],
         "converters": {"link": "webURL", "campaign": ["login-qr-code"]},
         "routes": [
          {"name": "open", "pattern": "firefox://open-url", "handler": "open", "exposure": "everywhere",
           "description": "Opens a web page", "attributes": [{"name": "url", "type": "link", "required": true}]},
          {"name": "qrLogin", "pattern": "wordpress://qr-login/{token}", "handler": "login", "exposure": "everywhere",
           "description": "Logs in from a QR code", "attributes": [{"name": "campaign", "type": "campaign", "required": true}]},
          {"name": "promo", "pattern": "wordpress://promo/{code:campaign}", "handler": "login"}
         ]}
        """

    static func router() throws -> Router {
        let file = try RouteMapFile(text: map, format: .json, file: "apps.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.handler("open") { request in "open \(request.parameters["url"] ?? "")" }
        bindings.handler("login") { request in "login \(request.parameters["token"] ?? request.parameters["code"] ?? "")" }
        try file.load(into: router, bindings: bindings)
        return router
    }

    @Test func aMapsConvertersCheckItsRoutesValues() async throws {
        let router = try Self.router()
        let push = { (url: String) in RouteRequest(url: url, source: .push) }
        #expect(try await router.open(push("firefox://open-url?url=https://www.mozilla.org/"), as: String.self) == "open https://www.mozilla.org/")
        await #expect(throws: RouteError(.invalidParameter, "parameter \"url\" is \"javascript:alert(1)\"; expected a value the converter \"link\" accepts")) {
            try await router.open(push("firefox://open-url?url=javascript:alert(1)"))
        }
        #expect(try await router.open(push("wordpress://qr-login/t1?campaign=login-qr-code"), as: String.self) == "login t1")
        await #expect(throws: RouteError.self) { try await router.open(push("wordpress://qr-login/t1?campaign=other")) }
        // A typed capture: a value the list does not allow reaches no route.
        #expect(try router.match("wordpress://promo/login-qr-code") != nil)
        #expect(try router.match("wordpress://promo/other") == nil)
        // The converters go with the map: a route that names one is refused once it has gone.
        try router.remove("route map apps.json")
        #expect(throws: RouteError.self) { try router.register("wordpress://promo/{code:campaign}") { _ in } }
    }

    @Test func lintReadsThemAndCompiledJSONKeepsThem() throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "apps.json")
        #expect(file.lint().map(\.description) == [])
        let again = try RouteMapFile(text: file.map.json, format: .json)
        #expect(again.map == file.map)
        #expect(again.map.converters == [
            RouteMap.Converter(name: "link", rule: .webURL), RouteMap.Converter(name: "campaign", rule: .values(["login-qr-code"])),
        ])
    }

    @Test(arguments: [
        (#"{"converters": {"campaign": []}, "routes": []}"#, #"m.json:1:29: error: converter "campaign" allows no value; list at least one"#),
        (#"{"converters": {"link": "url"}, "routes": []}"#, #"m.json:1:25: error: converter "link" is a list of the values it allows, or "webURL"; found a string"#),
        (#"{"converters": {"2fa": ["x"]}, "routes": []}"#, #"m.json:1:17: error: converter name "2fa" is not an identifier ([A-Za-z_][A-Za-z0-9_]*)"#),
    ])
    func aMalformedDeclarationSaysWhereAndWhy(_ text: String, _ message: String) {
        let error = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        #expect(error?.description == message)
    }
}
