// swift-tools-version:6.1

// Junction's benchmarks, in a package of their own so that users of the library never resolve
// benchmark dependencies. Run them with `Benchmarks/run` (see Benchmarks/README.md).

import PackageDescription

let package = Package(
    name: "JunctionBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Junction", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The peer, measured in the same run on the same workload.
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        // routing-kit's own logging dependency, named here to hand its `Parameters` one logger.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.3"),
        // The allocation counters package-benchmark uses, read per URL by `AllocationCounts`.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        // The routes, lookups and answer checks every benchmark shares.
        .target(
            name: "Workload",
            dependencies: [
                .product(name: "Junction", package: "Junction"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // One scenario repeated, for `instructions`, which counts it under callgrind.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "Workload",
                .product(name: "Junction", package: "Junction"),
                .product(name: "JunctionRouteMap", package: "Junction"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ]
        ),
        // A launch from a route map file in a process of its own, for `launch`.
        .executableTarget(
            name: "LaunchFromDisk",
            dependencies: [
                "Workload",
                .product(name: "Junction", package: "Junction"),
                .product(name: "JunctionRouteMap", package: "Junction"),
            ]
        ),
        // Each URL's allocations on its own, for the maximum over URLs, for `run`.
        .executableTarget(
            name: "AllocationCounts",
            dependencies: [
                "Workload",
                .product(name: "Junction", package: "Junction"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        .executableTarget(
            name: "JunctionBenchmarks",
            dependencies: [
                "Workload",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Junction", package: "Junction"),
                .product(name: "JunctionRouteMap", package: "Junction"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Benchmarks/JunctionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
