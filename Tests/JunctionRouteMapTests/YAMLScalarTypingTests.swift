import Junction
import JunctionRouteMap
import Testing

/// Finding 2: YAML scalars are typed by Junction's rules (YAML 1.2's core schema) on their text,
/// never by Yams's constructors, which trap on a base-60 number that overflows.
@Suite struct YAMLScalarTypingTests {
    /// A value written as a route's name, and what it is read as: the name itself when it is a
    /// string, or the kind the error names.
    static let values: [(written: String, read: String)] = [
        ("4:44:44:44:44:44:44:44:44:44:44:44", "4:44:44:44:44:44:44:44:44:44:44:44"),
        ("1:30", "1:30"), ("-1:30:00", "-1:30:00"), ("190:20:30.15", "190:20:30.15"),
        ("2001-12-14", "2001-12-14"), ("2001-12-14t21:59:43.10-05:00", "2001-12-14t21:59:43.10-05:00"),
        ("0b1010", "0b1010"), ("1_000", "1_000"), ("0x", "0x"), ("0xZ", "0xZ"), ("0o8", "0o8"), (".", "."), ("1e", "1e"),
        ("yes", "yes"), ("No", "No"), ("on", "on"), ("OFF", "OFF"), ("y", "y"), ("n", "n"),
        ("'12'", "12"), (#""true""#, "true"), ("!!str 12", "12"), ("! 12", "12"), ("|\n      12", "12\n"),
        ("12", "a number"), ("-3", "a number"), ("+7", "a number"), ("0o17", "a number"), ("0x1F", "a number"),
        ("1.5", "a number"), (".5", "a number"), ("1.", "a number"), ("2e3", "a number"), ("-1.5E-3", "a number"),
        (".inf", "a number"), ("-.Inf", "a number"), (".NaN", "a number"),
        ("true", "a boolean"), ("False", "a boolean"), ("TRUE", "a boolean"),
        ("~", "null"), ("null", "null"), ("NULL", "null"), ("", "null"),
    ]

    @Test(arguments: values)
    func aPlainScalarIsTypedByItsText(written: String, read: String) throws {
        let yaml = "routes:\n  - name: \(written)\n    pattern: /a\n"
        do {
            let map = try RouteMapFile(text: yaml, format: .yaml, file: "m.yaml").map
            #expect(map.routes.map(\.name) == [read])
        } catch {
            // A null field counts as one left out.
            let expected = read == "null" ? #"m.yaml:2:5: error: a route needs a "name""# : "m.yaml:2:11: error: expected a string for a route's name, found \(read)"
            #expect(error.description == expected)
        }
    }

    @Test func booleansAreReadInEachCoreSpelling() throws {
        let yaml = "routes:\n  - name: a\n    pattern: /a/{x}\n    attributes: [{name: x, required: TRUE, default: False}]\n"
        let attribute = try #require(try RouteMapFile(text: yaml, format: .yaml).map.routes.first?.attributes.first)
        #expect(attribute.isRequired)
        #expect(attribute.defaultValue == "false")
    }

    static let tags: [(written: String, tag: String)] = [
        ("!!int 12", "tag:yaml.org,2002:int"), ("!!timestamp 2001-12-14", "tag:yaml.org,2002:timestamp"),
        ("!!float 4:30", "tag:yaml.org,2002:float"), ("!!binary AAAA", "tag:yaml.org,2002:binary"), ("!custom x", "!custom"),
    ]

    @Test(arguments: tags)
    func aTagOtherThanStrIsRefused(written: String, tag: String) {
        let yaml = "routes:\n  - name: \(written)\n    pattern: /a\n"
        #expect(throws: RouteMapError(file: "m.yaml", location: .position(line: 2, column: 11), message: "the tag \"\(tag)\" is not read in route maps; write the value without it")) {
            try RouteMapFile(text: yaml, format: .yaml, file: "m.yaml")
        }
    }

    @Test func aBase60KeyIsAnUnknownKeyNotACrash() {
        #expect(throws: RouteMapError(file: "m.yaml", location: .position(line: 1, column: 1), message: #"unknown key "4:4:4:4:4:4:4:4:4:4:4" in the map; expected one of "version", "schemes", "webHosts", "webSchemes", "converters", "routes", "minAppVersion", "maxAppVersion""#)) {
            try RouteMapFile(text: "4:4:4:4:4:4:4:4:4:4:4: x\nroutes: []\n", format: .yaml, file: "m.yaml")
        }
    }
}
