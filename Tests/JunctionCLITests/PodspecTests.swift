import Foundation
import Testing

/// The podspecs say what the package says: a pod for each library product that CocoaPods can
/// build, its sources, the pods it depends on (read from what its sources import), the
/// platforms, the language mode and settings, and the version `junction --version` prints.
@Suite struct PodspecTests {
    /// Products without a pod, and why.
    static let withoutPod: [String: String] = [
        "JunctionRemoteMaps": "swift-crypto is not published as a pod",
        "JunctionDeclaredRoutes": "CocoaPods does not build Swift macros",
    ]

    static let root = JunctionBinary.packageRoot

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    static func podspec(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("\(name).podspec.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The names of the pods at the root of the repository.
    static func pods() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".podspec.json") }.map { String($0.dropLast(".podspec.json".count)) }.sorted()
    }

    /// The modules the Swift files under `Sources/<module>` import.
    static func imports(of module: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(module)")
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            for line in try text("Sources/\(module)/\(file)").split(separator: "\n") {
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
                guard words.first == "import", words.count >= 2 else { continue }
                let imported = words.count >= 3 && ["struct", "class", "protocol", "enum", "func", "typealias"].contains(words[words.startIndex + 1])
                    ? words[words.startIndex + 2] : words[words.startIndex + 1]
                found.insert(String(imported.split(separator: ".")[0]))
            }
        }
        return found
    }

    @Test func everyLibraryProductIsAPodOrSaysWhyNot() throws {
        let products = try ReadmeInstallationTests.captures(#"\.library\(name: "(\w+)""#, in: Self.text("Package.swift"))
        let pods = try Self.pods()
        for product in products where Self.withoutPod[product] == nil {
            #expect(pods.contains(product), "\(product) has no podspec")
        }
        // The one pod that is no product: the module every other one imports.
        #expect(Set(pods).subtracting(products) == ["JunctionSupport"])
        for excluded in Self.withoutPod.keys { #expect(!pods.contains(excluded)) }
    }

    @Test func eachPodIsItsModuleWithItsSourcesAndTheVersionAndSettingsOfThePackage() throws {
        let version = try #require(try ReadmeInstallationTests.captures(
            #"static let version = "([0-9A-Za-z.-]+)""#, in: Self.text("Sources/JunctionCLI/JunctionCommand.swift")).first)
        let manifest = try Self.text("Package.swift")
        for name in try Self.pods() {
            let spec = try Self.podspec(name)
            #expect(spec["name"] as? String == name)
            #expect(spec["module_name"] as? String == name)
            #expect(spec["version"] as? String == version, "\(name)")
            #expect((spec["source"] as? [String: String])?["tag"] == version, "\(name)")
            #expect(spec["license"] as? [String: String] == ["type": "MIT", "file": "LICENSE"])
            #expect(spec["swift_versions"] as? [String] == ["6.0"])
            #expect(spec["source_files"] as? String == "Sources/\(name)/**/*.swift")
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/\(name)").path))
            // The platforms of Package.swift, by CocoaPods' names.
            let platforms = try #require(spec["platforms"] as? [String: String])
            let names = ["ios": "iOS", "osx": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"]
            #expect(Set(platforms.keys) == Set(names.keys))
            for (pod, swift) in names {
                let major = try #require(platforms[pod]?.split(separator: ".").first)
                #expect(manifest.contains(".\(swift)(.v\(major))"), "\(name): \(pod) \(platforms[pod] ?? "")")
            }
            // One package name (for `package` declarations across pods) and the upcoming features
            // every target of Package.swift enables.
            let flags = try #require((spec["pod_target_xcconfig"] as? [String: String])?["OTHER_SWIFT_FLAGS"])
            #expect(flags.contains("-package-name junction"))
            for feature in try ReadmeInstallationTests.captures(#"enableUpcomingFeature\("(\w+)"\)"#, in: manifest) {
                #expect(flags.contains("-enable-upcoming-feature \(feature)"), "\(name): \(feature)")
            }
        }
    }

    @Test func eachPodDependsOnThePodsItsSourcesImport() throws {
        let pods = Set(try Self.pods())
        let version = try Self.podspec("Junction")["version"] as? String
        for name in pods {
            let dependencies = try Self.podspec(name)["dependencies"] as? [String: [String]] ?? [:]
            let imports = try Self.imports(of: name)
            #expect(Set(dependencies.keys).intersection(pods) == imports.intersection(pods).subtracting([name]), "\(name)")
            for pod in dependencies.keys where pods.contains(pod) { #expect(dependencies[pod] == [version].compactMap { $0 }) }
            // The one dependency outside the package that CocoaPods publishes.
            #expect(Set(dependencies.keys).subtracting(pods) == (imports.contains("Yams") ? ["Yams"] : []), "\(name)")
            for excluded in Self.withoutPod.keys { #expect(!imports.contains(excluded), "\(name) imports \(excluded)") }
        }
    }

    /// The README's Podfile lines name, for each pod, every pod it depends on.
    @Test func theREADMEsPodfileNamesEveryPodItsPodsDependOn() throws {
        let named = Set(try ReadmeInstallationTests.captures(#"^pod '(\w+)', :path => '\.\./junction'$"#, in: Self.text("README.md")))
        #expect(!named.isEmpty)
        for name in named {
            let dependencies = try Self.podspec(name)["dependencies"] as? [String: [String]] ?? [:]
            for pod in dependencies.keys where pod.hasPrefix("Junction") { #expect(named.contains(pod), "\(name) needs \(pod)") }
        }
    }
}
