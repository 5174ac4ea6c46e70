// swift-tools-version:6.1

// Junction's fuzz targets, in a package of their own so that users of the library never resolve
// them. Each target is a libFuzzer entry point; build and run them with `Fuzz/run` (see
// Fuzz/README.md), which passes `-sanitize=fuzzer,address` so the library is instrumented too.

import PackageDescription

// The targets that read or write what the tools do (lint, link files, catalogs, graphs).
let toolTargets: Set = ["FuzzRouteMaps", "FuzzAssociationFiles", "FuzzAndroidManifests", "FuzzCatalogs"]

let targets = ["FuzzURLMatching", "FuzzPatterns", "FuzzURLBuilding", "FuzzRouteMaps", "FuzzWebURLs", "FuzzAssociationFiles", "FuzzAndroidManifests", "FuzzSignedMaps", "FuzzCatalogs"]

let package = Package(
    name: "JunctionFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Junction", path: "..")],
    targets: [
        // The route table and helpers every target shares.
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver", .product(name: "Junction", package: "Junction")]),
        // libFuzzer's driver, declared for Swift.
        .target(name: "CFuzzDriver"),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "Junction", package: "Junction"),
                .product(name: "JunctionRouteMap", package: "Junction"),
            ] + (name == "FuzzSignedMaps" ? [.product(name: "JunctionRemoteMaps", package: "Junction")] : [])
                + (toolTargets.contains(name) ? [.product(name: "JunctionRouteMapTools", package: "Junction")] : [])
        )
    },
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
