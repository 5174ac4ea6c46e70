import Junction
import JunctionRouteMap
import Testing

/// Issue 5, part 4: every lint rule, on a map that breaks each once.
@Suite struct RouteMapLintTests {
    static let broken = """
        schemes: [shop]
        routes:
          - name: home
            pattern: shop://home
            page: HomePage
          - name: product
            pattern: shop://product/{id:int}
            page: ProductPage
            parent: home
          - name: item
            pattern: shop://product/{sku:int}
            page: ItemPage
          - name: home
            pattern: shop://start
            page: StartPage
          - name: search
            pattern: shop://search/{q
            page: SearchPage
          - name: list
            pattern: shop://list
            page: ListPage
            attributes:
              - {name: page, type: int, default: first}
              - {name: sort, type: colour}
              - {name: size, type: int, default: 20, required: true}
          - name: a
            pattern: shop://a
            page: A
            parent: b
          - name: b
            pattern: shop://b
            page: B
            parent: a
          - name: orphan
            pattern: shop://orphan
            page: Orphan
            parent: nowhere
          - name: old
            pattern: shop://old/:id
            redirect: shop://gone/{id}
          - name: ping
            pattern: shop://ping
            redirect: shop://pong
          - name: pong
            pattern: shop://pong
            redirect: shop://ping
          - name: broken-redirect
            pattern: shop://br
            redirect: "shop://x/{"
          - name: promo
            pattern: shop://promo/:code
            page: PromoPage
            exposure: [push]
        """

    @Test func everyRuleIsReportedWithItsPlace() throws {
        let file = try RouteMapFile(text: Self.broken, format: .yaml, file: "broken.yaml")
        let lines = file.lint().map(\.description)
        #expect(lines == [
            #"broken.yaml:11:14: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 6)"#,
            #"broken.yaml:13:11: error: route name "home" is already used by route "home" (line 3)"#,
            #"broken.yaml:17:14: error: bad pattern "shop://search/{q": '{' is never closed at column 15"#,
            #"broken.yaml:23:42: error: default "first" of attribute "page" is not a valid int"#,
            #"broken.yaml:24:28: error: unknown attribute type "colour"; expected string, int, double, bool, uuid or a converter the app adds"#,
            #"broken.yaml:25:9: warning: attribute "size" is required but has a default, so it is never missing; drop one"#,
            #"broken.yaml:29:13: error: parents form a cycle: a -> b -> a"#,
            #"broken.yaml:37:13: error: parent "nowhere" of route "orphan" is not a route in this map"#,
            #"broken.yaml:40:15: error: redirect "shop://gone/{id}" of route "old" reaches no route"#,
            #"broken.yaml:43:15: error: redirects loop: ping -> pong -> ping"#,
            #"broken.yaml:49:15: error: bad redirect "shop://x/{": '{' is never closed at column 10"#,
            #"broken.yaml:50:5: warning: route "promo" can be opened from outside the app but has no description"#,
        ])
    }

    @Test func theAppsConvertersCountAndSelfRedirectsLoop() throws {
        let map = """
            {"routes": [
              {"name": "tab", "pattern": "shop://tab/{name:tab}", "page": "Tab",
               "attributes": [{"name": "name", "type": "tab", "default": "home"}, {"name": "id", "type": "uuid"}]},
              {"name": "files", "pattern": "shop://files/*/**", "page": "Files"},
              {"name": "old-tab", "pattern": "shop://t/:name", "redirect": "shop://tab/{name:tab}"},
              {"name": "old-files", "pattern": "shop://f", "redirect": "shop://files/a/b/c"},
              {"name": "self", "pattern": "shop://self", "redirect": "shop://self"}
            ]}
            """
        let file = try RouteMapFile(text: map, format: .json, file: "m.json")
        #expect(file.lint(converters: [ParameterConverter("tab") { ["home", "x"].contains($0) }]).map(\.description) == [
            #"m.json:7:58: error: redirects loop: self -> self"#,
        ])
        #expect(file.lint().map(\.description) == [
            #"m.json:2:30: error: bad pattern "shop://tab/{name:tab}": unknown converter "tab""#,
            #"m.json:3:44: error: unknown attribute type "tab"; expected string, int, double, bool, uuid or a converter the app adds"#,
            #"m.json:7:58: error: redirects loop: self -> self"#,
        ])
    }
}
