import Foundation
import JunctionRouteMap
import Testing

/// Issue 5, part 2: property-list route maps, including the seed page manager's shape.
@Suite struct RouteMapPropertyListTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    @Test func readsTheSameModelAsJSON() throws {
        let text = Self.plist("""
            <dict>
              <key>version</key><integer>1</integer>
              <key>schemes</key><array><string>shop</string></array>
              <key>routes</key>
              <array>
                <dict>
                  <key>name</key><string>product</string>
                  <key>pattern</key><string>shop://product/{id:int}</string>
                  <key>page</key><string>ProductPage</string>
                  <key>exposure</key><string>everywhere</string>
                  <key>attributes</key>
                  <array>
                    <dict><key>name</key><string>id</string><key>type</key><string>int</string><key>required</key><true/></dict>
                    <dict><key>name</key><string>ratio</string><key>type</key><string>double</string><key>default</key><real>0.5</real></dict>
                    <dict><key>name</key><string>gift</string><key>type</key><string>bool</string><key>default</key><false/></dict>
                  </array>
                </dict>
              </array>
            </dict>
            """)
        let json = """
            {"version": 1, "schemes": ["shop"], "routes": [
              {"name": "product", "pattern": "shop://product/{id:int}", "page": "ProductPage", "exposure": "everywhere",
               "attributes": [{"name": "id", "type": "int", "required": true},
                              {"name": "ratio", "type": "double", "default": 0.5},
                              {"name": "gift", "type": "bool", "default": false}]}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .propertyList, file: "map.plist")
        #expect(file.map == (try RouteMapFile(text: json, format: .json).map))
        #expect(file.location(of: "routes[0].attributes[1].default") == .keyPath("routes[0].attributes[1].default"))
    }

    /// The seed page manager's `CCPageMap.plist`: page id → class and attributes.
    @Test func readsThePageManagerShape() throws {
        let text = Self.plist("""
            <dict>
            <key>betSsq</key>
            <dict>
                <key>class</key>
                <string>CCViewController</string>
                <key>attributes</key>
                <array>
                    <dict>
                        <key>name</key>
                        <string>CCType</string>
                        <key>default</key>
                        <integer>1</integer>
                        <key>required</key>
                        <true/>
                    </dict>
                </array>
            </dict>
            <key>about</key>
            <dict><key>class</key><string>AboutViewController</string></dict>
            </dict>
            """)
        #expect(try RouteMapFile(text: text, format: .propertyList).map == RouteMap(routes: [
            .init(name: "about", patterns: ["/about"], target: .page("AboutViewController")),
            .init(name: "betSsq", patterns: ["/betSsq"], target: .page("CCViewController"), attributes: [
                .init(name: "CCType", defaultValue: "1", isRequired: true),
            ]),
        ]))
    }

    static let malformed: [(body: String, error: String)] = [
        ("<array/>", "m.plist: error: expected a mapping for the map, found a list"),
        ("<dict><key>routes</key><string>x</string></dict>", "m.plist: routes: error: expected a list for \"routes\", found a string"),
        ("<dict><key>routes</key><array><dict><key>name</key><integer>3</integer></dict></array></dict>",
         "m.plist: routes[0].name: error: expected a string for a route's name, found a number"),
        ("<dict><key>routes</key><array><dict><key>name</key><string>a</string><key>pattern</key><string>/a</string><key>attributes</key><array><dict><key>name</key><string>d</string><key>default</key><date>2020-01-01T00:00:00Z</date></dict></array></dict></array></dict>",
         "m.plist: routes[0].attributes[0].default: error: expected a string, number, boolean, array or dictionary, found a date"),
        ("<dict><key>routes</key><array/><key>colour</key><string>x</string></dict>",
         #"m.plist: colour: error: unknown key "colour" in the map; expected one of "version", "schemes", "webHosts", "routes""#),
        ("<dict><key>a</key></dict>", "m.plist: error: not a property list: Value missing for key inside <dict> at line 4"),
    ]

    @Test(arguments: malformed)
    func malformedMapsSayWhereAndWhat(body: String, error: String) {
        #expect {
            try RouteMapFile(text: Self.plist(body), format: .propertyList, file: "m.plist")
        } throws: { thrown in
            (thrown as? RouteMapError)?.description == error
        }
    }

    @Test func unknownExtensionsAndMissingFilesAreErrors() {
        #expect(throws: RouteMapError(file: "routes.txt", location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")) {
            try RouteMapFile(contentsOf: "routes.txt")
        }
        #expect(throws: RouteMapError(file: "/nonexistent/routes.json", location: .keyPath(""), message: "cannot read the file")) {
            try RouteMapFile(contentsOf: "/nonexistent/routes.json")
        }
    }
}
