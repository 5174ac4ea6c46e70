// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../junction"),
    ],
    targets: [
        .executableTarget(name: "Shop", dependencies: [
            .product(name: "Junction", package: "junction"),
        ]),
    ]
)
