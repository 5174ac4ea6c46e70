// swift-tools-version:6.2

import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Junction",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Junction", targets: ["Junction"]),
        .library(name: "JunctionRouteMap", targets: ["JunctionRouteMap"]),
        .library(name: "JunctionRouteMapTools", targets: ["JunctionRouteMapTools"]),
        .library(name: "JunctionNavigation", targets: ["JunctionNavigation"]),
        .library(name: "JunctionRouteMapNavigation", targets: ["JunctionRouteMapNavigation"]),
        .library(name: "JunctionRemoteMaps", targets: ["JunctionRemoteMaps"]),
        .library(name: "JunctionServices", targets: ["JunctionServices"]),
        .library(name: "JunctionTesting", targets: ["JunctionTesting"]),
        .library(name: "JunctionCompatibility", targets: ["JunctionCompatibility"]),
        .library(name: "JunctionObjC", targets: ["JunctionObjC"]),
        .library(name: "JunctionUIKit", targets: ["JunctionUIKit"]),
        .library(name: "JunctionSwiftUI", targets: ["JunctionSwiftUI"]),
        .executable(name: "junction", targets: ["JunctionCLIMain"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Test-only: a real HTTP server on 127.0.0.1 for the remote map tests.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Documentation: `swift package generate-documentation` (the DocC catalogs and Snippets/).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // What several modules share and no app calls: the one lock type, the escaping of text
        // shown on one line and of text written into other languages, the JSON the package
        // writes, other routers' capture syntax. Not a product.
        .target(name: "JunctionSupport"),
        .target(name: "Junction", dependencies: ["JunctionSupport"]),
        .target(name: "JunctionNavigation", dependencies: ["Junction", "JunctionServices", "JunctionSupport"]),
        // The calling forms of the Objective-C routers (completion closures, removing a route by
        // pattern), for apps moving from them: a product of their own, outside the core.
        .target(name: "JunctionCompatibility", dependencies: ["Junction", "JunctionSupport"]),
        .target(name: "JunctionServices", dependencies: ["JunctionSupport"]),
        .target(
            name: "JunctionObjC",
            dependencies: [
                "Junction", "JunctionCompatibility", "JunctionNavigation", "JunctionServices", "JunctionSupport", "JunctionUIKit",
            ]),
        .target(name: "JunctionRouteMap", dependencies: ["Junction", "JunctionSupport", .product(name: "Yams", package: "Yams")]),
        // What tools do with a map (lint, generated Swift, catalogs, graphs, the link files written
        // and checked): the CLI's and build scripts', never linked by an app that loads a map.
        .target(name: "JunctionRouteMapTools", dependencies: ["Junction", "JunctionRouteMap", "JunctionSupport"]),
        // Signed route maps from a server: verification, the cache, fetching, the swap.
        .target(
            name: "JunctionRemoteMaps",
            dependencies: ["Junction", "JunctionSupport", "JunctionRouteMap", .product(name: "Crypto", package: "swift-crypto")]),
        // The bridge: a route map's pages opened through the navigator.
        .target(name: "JunctionRouteMapNavigation", dependencies: ["Junction", "JunctionNavigation", "JunctionRouteMap"]),
        // Apple-only hosts: their sources are inside `#if canImport(UIKit)` / `canImport(SwiftUI)`.
        .target(name: "JunctionUIKit", dependencies: ["Junction", "JunctionNavigation"]),
        .target(name: "JunctionSwiftUI", dependencies: ["Junction", "JunctionNavigation"]),
        .target(
            name: "JunctionTesting", dependencies: ["Junction", "JunctionNavigation", "JunctionRouteMap", "JunctionRouteMapNavigation"]),
        // The `junction` command's subcommands, a library so that its tests import them (a test
        // target that imports an executable's module fails in a clean build here), and the
        // executable that runs them.
        .target(
            name: "JunctionCLI",
            dependencies: [
                "Junction",
                "JunctionSupport",
                "JunctionNavigation",
                "JunctionRouteMap",
                "JunctionRouteMapTools",
                "JunctionRemoteMaps",
                "JunctionServices",
                "ShopApp",
                "ShopInterfaces",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "JunctionCLIMain", dependencies: ["JunctionCLI"]),
        .testTarget(name: "JunctionTests", dependencies: ["Junction", "JunctionCompatibility", "JunctionSupport"]),
        .testTarget(
            name: "JunctionRouteMapTests", dependencies: ["JunctionRouteMap", "JunctionRouteMapTools", "JunctionSupport"],
            // A route map shipped as a resource, read with `RouteMapFile(resource:withExtension:in:)`.
            resources: [.process("Resources")]),
        .testTarget(name: "JunctionNavigationTests", dependencies: ["JunctionNavigation", "JunctionRouteMap"]),
        .testTarget(
            name: "JunctionRouteMapNavigationTests", dependencies: ["JunctionRouteMapNavigation", "JunctionNavigation", "JunctionRouteMap"]),
        .testTarget(name: "JunctionTestingTests", dependencies: ["JunctionTesting", "JunctionRouteMapNavigation"]),
        .testTarget(name: "JunctionCLITests", dependencies: ["JunctionCLI"]),
        .testTarget(
            name: "JunctionObjCTests",
            dependencies: ["JunctionObjC", "Junction", "JunctionNavigation", "JunctionServices", "JunctionSupport"]),
        .testTarget(
            name: "JunctionRemoteMapsTests",
            dependencies: [
                "JunctionRemoteMaps", "JunctionRouteMap", "JunctionRouteMapTools", "Junction", "JunctionSupport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        .testTarget(name: "JunctionServicesTests", dependencies: ["JunctionServices", "Junction", "JunctionNavigation"]),
        // The migration guides' code (Sources/Junction/Junction.docc/MigratingFrom*.md, and the page manager's in
        // JunctionRouteMap.docc), run and kept equal to the articles.
        .testTarget(
            name: "JunctionMigrationTests",
            dependencies: [
                "Junction", "JunctionCompatibility", "JunctionNavigation", "JunctionServices", "JunctionRouteMap", "JunctionRouteMapTools",
                "JunctionRemoteMaps",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// The demo shop `junction demo` plays (Examples/Shop): feature modules that import only the
// libraries and the shared interfaces, never each other, and declare themselves and their
// routes; the app target links them (it depends on them here) and finds them at launch.
let shopModules = ["Home", "Product", "User", "Cart", "Video", "Audio", "Web"]
package.targets += [.target(name: "ShopInterfaces", path: "Examples/Shop/Interfaces")]
package.targets += shopModules.map { module in
    .target(
        name: "Shop\(module)",
        dependencies: ["Junction", "JunctionNavigation", "JunctionServices", "ShopInterfaces"],
        path: "Examples/Shop/\(module)")
}
package.targets += [
    .target(
        name: "ShopApp",
        dependencies: ["Junction", "JunctionNavigation", "JunctionServices", "ShopInterfaces"]
            + shopModules.map { .target(name: "Shop\($0)") },
        path: "Examples/Shop/App"),
]

// The getting-started example (Examples/Recipes), the app the documentation builds step by step:
// two feature modules that never import each other, the app that reads its route map and adds
// their routes, and the app's own tests. Also the tests that keep the documentation's code in step.
package.targets += [
    .target(name: "RecipesFeature", dependencies: ["Junction", "JunctionNavigation"], path: "Examples/Recipes/Recipes"),
    .target(name: "FavoritesFeature", dependencies: ["Junction", "JunctionNavigation"], path: "Examples/Recipes/Favorites"),
    .target(
        name: "RecipesApp",
        dependencies: [
            "Junction", "JunctionNavigation", "JunctionRouteMap", "JunctionRouteMapNavigation", "RecipesFeature", "FavoritesFeature",
        ],
        path: "Examples/Recipes/App", resources: [.copy("Resources/recipes.json")]),
    .testTarget(
        name: "RecipesAppTests", dependencies: ["RecipesApp", "FavoritesFeature", "Junction", "JunctionNavigation", "JunctionTesting"],
        path: "Examples/Recipes/Tests"),
    .testTarget(name: "DocumentationTests", dependencies: []),
]

// Routes declared in code (`@Route`), found at launch in a linker section: their own product,
// so an app that does not use them builds no swift-syntax.
package.products += [.library(name: "JunctionDeclaredRoutes", targets: ["JunctionDeclaredRoutes"])]
package.dependencies += [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")]
package.targets += [
    // The URLs a pattern matches, as one key: the macro's duplicate check and the launch's
    // conflict report share it. Not a product.
    .target(name: "JunctionRouteKeys", dependencies: ["Junction"]),
    // The linker section's bounds (`__start_`/`__stop_` on ELF, `getsectiondata` on Mach-O). Not a product.
    .target(name: "JunctionRouteSection"),
    // What the macros expand to, a library: the macro tests depend on it rather than on the
    // plug-in, since a test target that depends on a macro makes SwiftPM build every test target
    // and every library they use a second time, for the host.
    .target(
        name: "JunctionDeclaredRoutesExpansions",
        dependencies: [
            "Junction", "JunctionRouteKeys", "JunctionSupport",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
    .macro(
        name: "JunctionDeclaredRoutesMacros",
        dependencies: [
            "JunctionDeclaredRoutesExpansions",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
    .target(
        name: "JunctionDeclaredRoutes",
        dependencies: ["Junction", "JunctionRouteKeys", "JunctionRouteSection", "JunctionDeclaredRoutesMacros"]),
    .testTarget(
        name: "JunctionDeclaredRoutesMacroTests",
        dependencies: [
            "JunctionDeclaredRoutesExpansions", "Junction",
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),
    // Two feature modules that never import each other, each declaring routes, and a third
    // whose routes conflict with the first's.
    // The README's example modules.
    .target(name: "Catalog", dependencies: ["Junction", "JunctionDeclaredRoutes"], path: "Tests/DeclaredRoutesFixtures/Catalog"),
    .target(name: "Account", dependencies: ["Junction", "JunctionDeclaredRoutes"], path: "Tests/DeclaredRoutesFixtures/Account"),
    .target(name: "Deals", dependencies: ["Junction", "JunctionDeclaredRoutes"], path: "Tests/DeclaredRoutesFixtures/Deals"),
    .testTarget(name: "JunctionDeclaredRoutesTests", dependencies: ["JunctionDeclaredRoutes", "Junction", "Catalog", "Account", "Deals"]),
]

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableExperimentalFeature("StrictConcurrency"))
    target.swiftSettings = settings
}
