import Junction
import JunctionNavigation

/// The recipes a user kept, shared by the favorites module's routes.
public actor Favorites {
    /// The ids of the recipes kept, in the order they were added.
    public private(set) var ids: [Int] = []

    /// No favorites yet.
    public init() {}

    /// Keeps a recipe, once.
    public func add(_ id: Int) {
        if !ids.contains(id) { ids.append(id) }
    }
}

/// The favorites feature: an action that keeps a recipe and shows the favorites page.
/// It imports Junction and JunctionNavigation, never the recipes module.
public struct FavoritesModule: RoutedModule {
    let favorites: Favorites

    /// A module that keeps recipes in `favorites`.
    public init(favorites: Favorites) {
        self.favorites = favorites
    }

    /// The module's routes, for the app to add.
    public func routes(navigator: Navigator, services: Void) throws -> RouteCollection {
        let pages = RouteCollection("favorites")
        try pages.register("recipes://favorites/add/{id:int}") { [favorites] context in
            await favorites.add(try context.parameters.require("id", as: Int.self))
            // the page the route map declares
            try await navigator.open("recipes://favorites")
        }
        return pages
    }
}
