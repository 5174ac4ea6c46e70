import Junction
import Testing

/// Issue 29, item 11: a route named `_` was generated as `struct _`, which does not compile (nor
/// does a nested type named `Type` or `Protocol`). Such names get `Route` added; the compiled
/// `Generated/TrickyRoutes.swift` holds both.
@Suite struct GeneratedReservedNameTests {
    @Test func routesNamedAsSwiftReservesTypeNamesGetRouteAdded() throws {
        #expect(try TrickyRoutes._Route().url() == "app://underscore")
        #expect(try TrickyRoutes.TypeRoute(id: "x").url() == "app://t/x")
        #expect(TrickyRoutes.Names.`_` == "_")
        #expect(TrickyRoutes.Names.type == "type")
    }
}
