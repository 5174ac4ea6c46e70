import Junction

/// Declares a route where its handler is written: the function it is attached to handles the
/// URLs `pattern` matches, and ``DeclaredRoutes/add(to:environment:)`` adds it
/// at launch with every other declared route of the app, found without a list.
///
/// ```swift
/// @Route("shop://product/{id:int}", name: "product", exposure: .everywhere)
/// func productPage(_ context: RouteContext) throws -> String {
///     "Product \(try context.parameters.require("id", as: Int.self))"
/// }
/// ```
///
/// The handler is a global function taking the `RouteContext`, and optionally a second value
/// the app passes as `environment` (its services, say); it may be `async`, may throw, and returns
/// any `Sendable` value (`Void` for an action).
///
/// The compiler checks the pattern: a pattern that does not parse is an error at its column with
/// the message `RoutePattern` would throw, and two routes of one module that match exactly the
/// same URLs are an invalid redeclaration naming both.
///
/// - Parameters:
///   - pattern: The pattern, a string literal (docs/ROUTING.md).
///   - name: The route's name, to build URLs by and to show in the route's events.
///   - exposure: Where URLs may come from to reach the route (`.inApp` unless said).
@attached(peer, names: prefixed(__junctionRoute_), named(twoRoutesOfThisModuleMatchTheSameURLs))
public macro Route(_ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp) =
    #externalMacro(module: "JunctionDeclaredRoutesMacros", type: "RouteMacro")

/// Declares a module of the app: one instance of the type, made with its `init()`, is in
/// ``DeclaredRoutes/instances(of:)`` at launch, so the app boots its modules without listing them.
///
/// ```swift
/// @DeclaredModule
/// public struct CartModule: AppModule, RoutedModule {
///     public init() {}
///     // ...
/// }
///
/// // The app:
/// let report = try await host.boot(DeclaredRoutes.all.instances(of: (any AppModule).self))
/// ```
@attached(peer, names: prefixed(__junctionModule_))
public macro DeclaredModule() = #externalMacro(module: "JunctionDeclaredRoutesMacros", type: "DeclaredModuleMacro")
