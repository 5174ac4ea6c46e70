import Junction
import JunctionRouteMap
import Testing

/// "Into a real app", item 2: a map's page says which tab it lives in, so a navigator that
/// loads the map selects that tab before showing it.
@Suite struct RouteMapTabTests {
    @Test func aPageNamesItsTabInEveryFormat() throws {
        let yaml = """
            routes:
              - {name: cart, pattern: "shop://cart", page: CartPage, presentation: root, tab: cart}
              - {name: product, pattern: "shop://product/{id:int}", page: ProductPage}
            """
        let json = """
            {"routes": [{"name": "cart", "pattern": "shop://cart", "page": "CartPage", "presentation": "root", "tab": "cart"},
                        {"name": "product", "pattern": "shop://product/{id:int}", "page": "ProductPage", "tab": null}]}
            """
        let plist = RouteMapPropertyListTests.plist("""
            <dict><key>routes</key><array>
              <dict><key>name</key><string>cart</string><key>pattern</key><string>shop://cart</string>
                <key>page</key><string>CartPage</string><key>presentation</key><string>root</string><key>tab</key><string>cart</string></dict>
              <dict><key>name</key><string>product</string><key>pattern</key><string>shop://product/{id:int}</string>
                <key>page</key><string>ProductPage</string></dict>
            </array></dict>
            """)
        let map = try RouteMapFile(text: yaml, format: .yaml).map
        #expect(map.routes.map(\.tab) == ["cart", nil])
        #expect(try RouteMapFile(text: json, format: .json).map == map)
        #expect(try RouteMapFile(text: plist, format: .propertyList).map == map)
    }

    @Test(arguments: [
        ("routes:\n  - {name: a, pattern: /a, page: A, tab: \"\"}", "m.yaml:2:42: error: a tab may not be empty"),
        ("routes:\n  - {name: a, pattern: /a, page: A, tab: [x]}", "m.yaml:2:42: error: expected a string for a tab, found a list"),
    ])
    func aTabIsANonEmptyString(text: String, message: String) {
        let error = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .yaml, file: "m.yaml") }
        #expect(error?.description == message)
    }
}
