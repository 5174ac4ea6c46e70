import Junction
import Testing

/// Attributes bound to their converters: one whose type no converter has is a problem and is
/// left unchecked, and each of the others is checked with its own type's converter.
@Suite struct RouteAttributeCheckTests {
    static func match(_ url: String, in router: Router) throws -> RouteMatch {
        try #require(try router.match(url))
    }

    @Test func anAttributeOfAnUnknownTypeIsLeftOutAndTheOthersKeepTheirConverters() throws {
        let router = Router()
        try router.register("/p") { _ in }
        let check = RouteAttributeCheck([
            RouteAttribute(name: "title"),
            RouteAttribute(name: "tab", type: "tabName"),
            RouteAttribute(name: "id", type: "int", isRequired: true),
            RouteAttribute(name: "flag", type: "bool", defaultValue: "yes"),
        ], router: router)
        #expect(check.problems.map(\.index) == [1])
        #expect(check.problems.map(\.key) == ["type"])

        let parameters = try check.parameters(of: Self.match("/p?id=7&tab=anything&title=x", in: router))
        #expect(parameters.query.map(\.name) == ["id", "tab", "title"])
        #expect(parameters.defaults == [QueryItem(name: "flag", value: "yes")])
        #expect(throws: RouteError(.invalidParameter, "parameter \"id\" is \"x\"; expected an integer")) {
            try check.parameters(of: Self.match("/p?id=x", in: router))
        }
        #expect(throws: RouteError(.invalidParameter, "parameter \"flag\" is \"maybe\"; expected true, false, 1, 0, yes or no")) {
            try check.parameters(of: Self.match("/p?id=7&flag=maybe", in: router))
        }
        #expect(throws: RouteError(.missingParameter, "missing parameter \"id\" (expected an integer)")) {
            try check.parameters(of: Self.match("/p?tab=x", in: router))
        }
    }

    @Test func textAttributesNeedNoConverter() throws {
        let router = Router()
        try router.register("/p") { _ in }
        let check = RouteAttributeCheck(
            [RouteAttribute(name: "q", isRequired: true), RouteAttribute(name: "ref", defaultValue: "home")], router: router)
        #expect(check.problems.isEmpty)
        let parameters = try check.parameters(of: Self.match("/p?q=shoes", in: router))
        #expect(parameters["q"] == "shoes" && parameters["ref"] == "home")
        #expect(throws: RouteError(.missingParameter, "missing parameter \"q\" (expected text)")) {
            try check.parameters(of: Self.match("/p", in: router))
        }
        // No attribute: the match's own parameters, as they are.
        let plain = try RouteAttributeCheck([], router: router).parameters(of: Self.match("/p?q=boots", in: router))
        #expect(plain.names == ["q"] && plain["q"] == "boots" && plain.defaults.isEmpty)
    }
}
