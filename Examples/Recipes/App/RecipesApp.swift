import Foundation
import FavoritesFeature
import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation
import RecipesFeature

/// The app: the one target that imports every feature module. It reads the route map it
/// ships, shows the map's pages with a navigator, and adds each module's routes.
@MainActor
public func makeNavigator(favorites: Favorites = Favorites()) throws -> Navigator {
    let file = try RouteMapFile(resource: "recipes", withExtension: "json", in: .module)
    let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)))
    // the map's pages: home, recipe, favorites
    try file.load(into: navigator)
    let modules: [any RoutedModule<Void>] = [RecipesModule(), FavoritesModule(favorites: favorites)]
    for module in modules {
        try navigator.router.add(module.routes(navigator: navigator, services: ()))
    }
    return navigator
}
