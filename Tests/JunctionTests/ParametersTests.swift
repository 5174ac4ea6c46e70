import Foundation
import Junction
import Testing

/// ROUTING.md §4: the parameters a handler sees.
@Suite struct ParametersTests {
    static func parameters(_ pattern: String, _ url: String) throws -> RouteParameters {
        let router = Router()
        try router.register(pattern) { _ in }
        return try router.resolve(url).parameters
    }

    @Test func pathBeatsQueryBeatsDefaults() throws {
        let parameters = try Self.parameters("app://p/:id?tab=info&sort=asc", "app://p/007?id=9&tab=x&tab=y")
        #expect(parameters["id"] == "007")
        #expect(parameters["tab"] == "x")
        #expect(parameters["sort"] == "asc")
        #expect(parameters["nothing"] == nil)
        #expect(parameters.values(for: "tab") == ["x", "y"])
        #expect(parameters.values(for: "id") == ["007"])
        #expect(parameters.values(for: "sort") == ["asc"])
        #expect(parameters.values(for: "nothing") == [])
        #expect(parameters.names == ["id", "tab", "sort"])
        #expect(parameters.merged == ["id": "007", "tab": "x", "sort": "asc"])
        #expect(parameters.path == ["id": "007"])
        #expect(parameters.query == [.init(name: "id", value: "9"), .init(name: "tab", value: "x"), .init(name: "tab", value: "y")])
        #expect(parameters.defaults == [.init(name: "tab", value: "info"), .init(name: "sort", value: "asc")])
    }

    @Test func defaultsShowInParametersNotInQuery() throws {
        let parameters = try Self.parameters("/search?sort=relevance&k", "/search")
        #expect(parameters.merged == ["sort": "relevance", "k": ""])
        #expect(parameters.query.isEmpty)
    }

    enum Tab: String, RouteParameterValue, Decodable { case home, cart }

    struct Version: LosslessStringConvertible, RouteParameterValue {
        let major: Int
        init?(_ description: String) {
            guard description.hasPrefix("v"), let major = Int(description.dropFirst()) else { return nil }
            self.major = major
        }
        var description: String { "v\(major)" }
    }

    @Test func typedAccessConverts() throws {
        let parameters = RouteParameters(
            path: [("id", "007"), ("ratio", "1e3"), ("on", "YES"), ("tab", "cart"), ("v", "v2"),
                   ("uuid", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), ("neg", "-5"), ("big", "300")])
        #expect(try parameters.require("id", as: Int.self) == 7)
        #expect(try parameters.require("ratio", as: Double.self) == 1000)
        #expect(try parameters.require("on", as: Bool.self) == true)
        #expect(try parameters.require("tab", as: Tab.self) == .cart)
        #expect(try parameters.require("v", as: Version.self).major == 2)
        #expect(try parameters.require("uuid", as: UUID.self) == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try parameters.require("neg", as: Int.self) == -5)
        #expect(try parameters.require("id", as: String.self) == "007")
        #expect(parameters.value("big", as: Int16.self) == 300)
        #expect(parameters.value("big", as: Int8.self) == nil)
        #expect(parameters.value("missing", as: Int.self) == nil)
        #expect(parameters.value("tab", as: Int.self) == nil)
    }

    static let rejected: [(String, String, String)] = [
        ("big", "Int8", "parameter \"big\" is \"300\"; expected an integer (Int8)"),
        ("plus", "Int", "parameter \"plus\" is \"+5\"; expected an integer (Int)"),
        ("inf", "Double", "parameter \"inf\" is \"inf\"; expected a number"),
        ("hex", "Double", "parameter \"hex\" is \"0x1p3\"; expected a number"),
        ("word", "Bool", "parameter \"word\" is \"maybe\"; expected true, false, 1, 0, yes or no"),
        ("word", "UUID", "parameter \"word\" is \"maybe\"; expected a UUID (8-4-4-4-12 hexadecimal digits)"),
        ("word", "Tab", "parameter \"word\" is \"maybe\"; expected a raw value of Tab"),
        ("word", "Version", "parameter \"word\" is \"maybe\"; expected a value of type Version"),
    ]

    @Test(arguments: rejected)
    func typedAccessNamesTheParameterAndTheExpectation(_ name: String, _ type: String, _ message: String) {
        let parameters = RouteParameters(path: [("big", "300"), ("plus", "+5"), ("inf", "inf"), ("hex", "0x1p3"), ("word", "maybe")])
        let error = #expect(throws: RouteError.self) {
            switch type {
            case "Int8": _ = try parameters.require(name, as: Int8.self)
            case "Int": _ = try parameters.require(name, as: Int.self)
            case "Double": _ = try parameters.require(name, as: Double.self)
            case "Bool": _ = try parameters.require(name, as: Bool.self)
            case "UUID": _ = try parameters.require(name, as: UUID.self)
            case "Tab": _ = try parameters.require(name, as: Tab.self)
            default: _ = try parameters.require(name, as: Version.self)
            }
        }
        #expect(error?.code == .invalidParameter)
        #expect(error?.message == message)
    }

    @Test func requireNamesAMissingParameter() {
        #expect(throws: RouteError(.missingParameter, "missing parameter \"page\" (expected an integer (Int))")) {
            try RouteParameters().require("page", as: Int.self)
        }
    }

    struct ProductQuery: Decodable, Equatable {
        var id: Int
        var tab: Tab
        var page: Int?
        var tags: [String]
        var ratio: Double
        var enabled: Bool
    }

    @Test func decodesAWholeTypeFromTheMergedView() throws {
        let parameters = try Self.parameters(
            "app://p/{id:int}?tab=home&ratio=0.5", "app://p/42?tags=a&tags=b%20c&enabled=yes&page=3")
        #expect(try parameters.decode(ProductQuery.self) == ProductQuery(
            id: 42, tab: .home, page: 3, tags: ["a", "b c"], ratio: 0.5, enabled: true))
        let sparse = try Self.parameters("app://p/{id:int}?tab=cart&ratio=2", "app://p/1?enabled=0")
        #expect(try sparse.decode(ProductQuery.self) == ProductQuery(
            id: 1, tab: .cart, page: nil, tags: [], ratio: 2, enabled: false))
    }

    @Test func decodingFailuresNameTheParameter() throws {
        let missing = try Self.parameters("app://p/{id:int}?tab=home", "app://p/1")
        #expect(throws: RouteError(.missingParameter, "missing parameter \"ratio\" (expected a number)")) {
            try missing.decode(ProductQuery.self)
        }
        let wrong = try Self.parameters("app://p/:id", "app://p/abc?tab=home&ratio=1&enabled=no")
        #expect(throws: RouteError(.invalidParameter, "parameter \"id\" is \"abc\"; expected an integer (Int)")) {
            try wrong.decode(ProductQuery.self)
        }
        let badEnum = try Self.parameters("app://p/:id", "app://p/1?tab=shop&ratio=1&enabled=no")
        #expect(throws: RouteError(.invalidParameter, "parameter \"tab\" is \"shop\"; expected a raw value of Tab")) {
            try badEnum.decode(ProductQuery.self)
        }
    }

    struct Nested: Decodable {
        struct Inner: Decodable { var x: Int }
        var inner: Inner
    }

    @Test func nestedTypesCannotBeDecoded() throws {
        let parameters = RouteParameters(query: [QueryItem(name: "inner", value: "1")])
        #expect(throws: RouteError(.invalidParameter, "parameter \"inner\" cannot hold a nested value")) {
            try parameters.decode(Nested.self)
        }
    }
}
