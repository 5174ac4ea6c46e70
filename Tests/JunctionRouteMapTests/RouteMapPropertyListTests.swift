import Foundation
import Junction
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
            \(PageMapTests.betSsqAsWritten)
            <key>about</key>
            <dict><key>class</key><string>AboutViewController</string></dict>
            </dict>
            """)
        #expect(try RouteMapFile(text: text, format: .propertyList).map == RouteMap(routes: [
            .init(name: "about", patterns: [RoutePattern("/about")], target: .page("AboutViewController")),
            .init(name: "betSsq", patterns: [RoutePattern("/betSsq")], target: .page("CCViewController"), attributes: [
                // `required` with a default: always set, so never missing.
                // An `<integer>` (a number in JSON) types its attribute.
                .init(name: "CCType", type: "int", defaultValue: "1"),
                .init(name: "playMethod", type: "int", defaultValue: "-1"),
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
         #"m.plist: colour: error: unknown key "colour" in the map; expected one of "version", "schemes", "webHosts", "webSchemes", "converters", "routes", "minAppVersion", "maxAppVersion""#),
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
        #expect(throws: RouteMapError(
            file: "/nonexistent/routes.json", location: .keyPath(""), message: "cannot read the file: no such file or directory"
        )) {
            try RouteMapFile(contentsOf: "/nonexistent/routes.json")
        }
    }
}

/// Binary property lists: read as the XML ones are, but checked first, since a few hundred
/// bytes can stand for a billion values.
@Suite struct BinaryPropertyListTests {
    /// A binary plist of the given objects (already encoded), one-byte offsets and references.
    static func binary(_ objects: [[UInt8]], top: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(bytes)
    }

    @Test func aMapWrittenAsABinaryPlistReadsTheSame() throws {
        let xml = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.plist"))
        let object = try PropertyListSerialization.propertyList(from: try Data(contentsOf: URL(fileURLWithPath: RouteMapLintTests.example("shop.plist"))), format: nil)
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(try RouteMapFile(data: data, format: .propertyList).map == xml.map)
    }

    @Test func sharedArraysThatStandForTooManyValuesAreRefused() {
        // "x", then nine arrays of ten references to the one before: 10^9 values in 151 bytes.
        let objects = [[0x51, UInt8(ascii: "x")]] + (1...9).map { level in [0xAA] + Array(repeating: UInt8(level - 1), count: 10) }
        let data = Self.binary(objects, top: 9)
        #expect(data.count == 151)
        #expect(throws: RouteMapError(file: "bomb.plist", location: .keyPath(""), message: "not a property list we read: it stands for more than 100000 values")) {
            try RouteMapFile(data: data, format: .propertyList, file: "bomb.plist")
        }
    }

    @Test func cyclesAndBrokenTablesAreRefused() {
        let cycle = Self.binary([[0xA1, 0]], top: 0)
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: an array or dictionary contains itself")) {
            try RouteMapFile(data: cycle, format: .propertyList)
        }
        var broken = Array(Self.binary([[0xA1, 5]], top: 0))
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: malformed binary property list")) {
            try RouteMapFile(data: Data(broken), format: .propertyList)
        }
        broken[broken.count - 1] = 0xFF
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: malformed binary property list")) {
            try RouteMapFile(data: Data(broken), format: .propertyList)
        }
    }
}
