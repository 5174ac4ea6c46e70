import Junction
import JunctionNavigation

/// The recipes feature: a recipe page's "save" button, which hands the recipe to whatever
/// module takes `recipes://favorites/add/{id}`. It never imports the favorites module.
public struct RecipesModule: RoutedModule {
    /// The module; it keeps no state.
    public init() {}

    /// The module's routes, for the app to add.
    public func routes(navigator: Navigator, services: Void) throws -> RouteCollection {
        let pages = RouteCollection("recipes")
        try pages.register("recipes://recipe/{id:int}/save") { context in
            let id = try context.parameters.require("id", as: Int.self)
            // another module's route, by URL
            try await navigator.open("recipes://favorites/add/\(id)")
        }
        return pages
    }
}
