import FavoritesFeature
import Junction
import JunctionNavigation
import JunctionTesting
import RecipesApp
import Testing

/// The app's own tests: the real navigator, the real route map, the real modules.
@MainActor
@Suite struct RecipesAppTests {
    @Test func aUniversalLinkShowsTheRecipeOnItsParent() async throws {
        let navigator = try makeNavigator()
        try await navigator.open(RouteRequest(url: "https://recipes.example.com/r/7", source: .universalLink))
        try navigator.state.expect(outline: "home#1 > recipe#2 (id=7)")
    }

    @Test func savingARecipeShowsTheFavorites() async throws {
        let favorites = Favorites()
        let navigator = try makeNavigator(favorites: favorites)
        try await navigator.open("recipes://home")
        try await navigator.open("recipes://recipe/7")
        try await navigator.open("recipes://recipe/7/save")
        try navigator.state.expect(outline: "home#1 > recipe#2 (id=7) | favorites#3")
        #expect(await favorites.ids == [7])
    }

    @Test func theFavoritesPageOpensOnlyFromInsideTheApp() async throws {
        let navigator = try makeNavigator()
        let error = await #expect(throws: RouteError.self) {
            try await navigator.open(RouteRequest(url: "recipes://favorites", source: .otherApp))
        }
        #expect(error?.code == .notAllowed)
        try navigator.state.expect(visible: [])
    }
}
