@testable import Junction
import Testing

/// ROUTING.md §2: the built-in converters, through the patterns that use them.
@Suite struct ConverterTests {
    static let cases: [(String, [String], [String])] = [
        ("int", ["0", "42", "-7", "007", String(Int.max), String(Int.min)],
         ["+5", "1.0", "1e3", "0x10", "1_000", "９", String(Int.max) + "0", "-", "--1"]),
        ("double", ["1.5", "-2", ".5", "5.", "1e3", "1E3", "+2.5", "-0.25e-2", "007"],
         ["inf", "-inf", "nan", "NaN", "0x1p3", "1_000.5", "-.", "e3", "1e", "1.5.2", "+", "infinity"]),
        ("bool", ["true", "FALSE", "True", "1", "0", "yes", "YES", "no", "No"],
         ["t", "f", "2", "on", "off", "truth", "y"]),
        ("uuid", ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"],
         ["E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}"]),
    ]

    @Test(arguments: cases)
    func converterAcceptsAndRejects(_ converter: String, _ accepted: [String], _ rejected: [String]) throws {
        let router = Router()
        try router.register("/v/{x:\(converter)}") { _ in }
        for text in accepted {
            let url = try RoutePattern("/v/:x").url(["x": text])
            #expect(try router.resolve(url).parameters["x"] == text, "\(converter) should accept \(text)")
        }
        for text in rejected {
            let url = try RoutePattern("/v/:x").url(["x": text])
            #expect(!router.canOpen(url), "\(converter) should reject \(text)")
        }
    }

    @Test func stringConverterIsTheUntypedCapture() throws {
        let router = Router()
        try router.register("/v/{x:string}") { _ in }
        #expect(try router.resolve("/v/anything%20at%20all").parameters["x"] == "anything at all")
    }

    @Test func customConverterIsAnAllowList() throws {
        let router = Router()
        try router.add(ParameterConverter("tabName") { ["home", "cart", "me"].contains($0) })
        try router.register("shop://tab/{tab:tabName}") { _ in }
        #expect(try router.resolve("shop://tab/cart").parameters["tab"] == "cart")
        #expect(!router.canOpen("shop://tab/admin"))
    }

    @Test func convertersAreFoundByNameAndCheckTexts() throws {
        let router = Router()
        try router.add(ParameterConverter("tab") { ["home", "cart"].contains($0) })
        #expect(router.converter(named: "int")?.accepts("42") == true)
        #expect(router.converter(named: "int")?.accepts("4.2") == false)
        #expect(router.converter(named: "int")?.accepts("") == false)
        #expect(router.converter(named: "uuid")?.accepts("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == true)
        #expect(router.converter(named: "tab")?.accepts("cart") == true)
        #expect(router.converter(named: "tab")?.accepts("me") == false)
        #expect(router.converter(named: "colour") == nil)
        #expect(router.converter(named: "string") == nil)
    }
}
