#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Junction
import JunctionRouteMap
import Testing

/// Reading a map from a path, a file URL or a bundle's resource; a file that cannot be read
/// says why, with its path.
@Suite struct RouteMapFileReadingTests {
    static let map = #"{"routes": [{"name": "home", "pattern": "shop://home", "handler": "home"}]}"#

    /// A new temporary directory, removed by `body`'s end.
    static func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func aRelativePathIsReadFromTheWorkingDirectoryAndShownAbsolute() {
        let directory = FileManager.default.currentDirectoryPath
        let error = #expect(throws: RouteMapError.self) { try RouteMapFile(contentsOf: "nowhere/routes.yaml") }
        #expect(error?.description
            == "nowhere/routes.yaml: error: cannot read the file \(directory)/nowhere/routes.yaml (relative to the working directory): no such file or directory")
    }

    /// Files the system refuses to read, each made in a temporary directory.
    enum Unreadable: String, CaseIterable, Sendable {
        case directory, fileInPlaceOfAFolder, noReadPermission

        /// Makes the file in `directory`; returns its path.
        func make(in directory: URL) throws -> String {
            let file = directory.appendingPathComponent(self == .directory ? "maps.yaml" : "maps")
            switch self {
            case .directory:
                try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
                return file.path
            case .fileInPlaceOfAFolder:
                try Data(RouteMapFileReadingTests.map.utf8).write(to: file)
                return file.path + "/routes.json"
            case .noReadPermission:
                try Data(RouteMapFileReadingTests.map.utf8).write(to: file.appendingPathExtension("json"))
                try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: file.path + ".json")
                return file.path + ".json"
            }
        }

        /// What the error says, in the system's words.
        var reason: String {
            switch self {
            case .directory: "is a directory"
            case .fileInPlaceOfAFolder: "not a directory"
            case .noReadPermission: "permission denied"
            }
        }
    }

    // Root reads every file, so the permission case runs only for other users.
    @Test(arguments: Unreadable.allCases.filter { $0 != .noReadPermission || getuid() != 0 })
    func anUnreadableFileSaysWhy(_ unreadable: Unreadable) throws {
        try Self.inTemporaryDirectory { directory in
            let path = try unreadable.make(in: directory)
            #expect(throws: RouteMapError(file: path, location: .keyPath(""), message: "cannot read the file: \(unreadable.reason)")) {
                try RouteMapFile(contentsOf: path)
            }
        }
    }

    @Test func aFileURLIsReadAndAnotherURLIsRefused() throws {
        try Self.inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("routes.json")
            try Data(Self.map.utf8).write(to: file)
            let read = try RouteMapFile(contentsOf: file)
            #expect(read.map.routes.map(\.name) == ["home"])
            #expect(read.file == file.path)
        }
        #expect(throws: RouteMapError(
            file: "https://example.com/routes.json", location: .keyPath(""),
            message: "not a file URL; download the map and read its bytes with RouteMapFile(data:format:file:)"
        )) {
            try RouteMapFile(contentsOf: URL(string: "https://example.com/routes.json")!)
        }
    }

    @Test func aResourceIsReadFromItsBundleAndNamedByItsName() throws {
        let file = try RouteMapFile(resource: "shop", withExtension: "yaml", in: .module)
        #expect(file.map.routes.map(\.name) == ["home", "product"])
        #expect(file.file == "shop.yaml")
        #expect(file.location(of: "routes[1]")?.description == "9:5")
    }

    @Test func aMissingResourceNamesTheBundle() {
        #expect(throws: RouteMapError(
            file: "maps/nowhere.json", location: .keyPath(""),
            message: "no such resource in the bundle at \(Bundle.module.bundleURL.path)"
        )) {
            try RouteMapFile(resource: "nowhere", withExtension: "json", subdirectory: "maps", in: .module)
        }
    }
}
