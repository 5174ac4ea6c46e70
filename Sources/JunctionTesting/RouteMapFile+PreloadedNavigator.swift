import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation

extension RouteMapFile {
    /// A navigator with this route map loaded, for the app's tests: the navigator the app
    /// makes, with every handler answering a ``HandlerCall`` instead of running the app's code,
    /// unless `customize` binds it. Pages open as the app's do (`file.load(into: navigator,
    /// bindings:)` from `JunctionRouteMapNavigation`), so exposure, attributes, parents, tabs
    /// and interceptors the test adds are the real ones.
    ///
    /// This is how a test replaces the navigator's effects: the code under test takes the real
    /// `Navigator`, and the test reads `Navigator.state`
    /// (or JunctionNavigation's `RecordingNavigationHost`) and the router's record of opens.
    ///
    /// ```swift
    /// let navigator = try RouteMapFile(contentsOf: mapPath).preloadedNavigator()
    /// let opened = RouteRecorder()
    /// navigator.router.addObserver(opened.record)
    /// try await ProductViewModel(navigator: navigator).buy(sku: "A1")   // opens shop://cart/add?sku=A1
    /// #expect(opened.events.map(\.url) == ["shop://cart/add?sku=A1"])
    /// ```
    ///
    /// - Parameters:
    ///   - options: The router's options, before the map's schemes and hosts are added.
    ///   - state: The state to start from; give it the map's tabs (`NavigationState(tabs:)`).
    ///   - converters: Converters the map's patterns and attribute types name.
    ///   - customize: Binds some handlers, or pages, to code of the test's own.
    /// - Throws: `RouteError` for a converter that cannot be added, `RouteMapLoadError` for a
    ///   map that does not load.
    @MainActor
    public func preloadedNavigator(
        options: RouterOptions = RouterOptions(), state: NavigationState = NavigationState(),
        converters: [ParameterConverter] = [], customize: (inout RouteMapBindings) -> Void = { _ in }
    ) throws -> Navigator {
        let navigator = Navigator(router: Router(options: options.adding(map)), state: state)
        for converter in converters { try navigator.router.add(converter) }
        var bindings = RouteMapBindings(handlerCallsOf: map)
        customize(&bindings)
        try load(into: navigator, bindings: bindings)
        return navigator
    }
}
