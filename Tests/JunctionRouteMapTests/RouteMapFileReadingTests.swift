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

    /// A map read through a named pipe, whose size is not known before it is read: the bytes
    /// are read until the writer closes, however many reads that takes, and a pipe that goes
    /// past the limit is refused at the limit.
    @Test func aMapThroughAPipeIsReadWholeAndRefusedPastTheLimit() throws {
        // 3,000 routes: some 170 KB, more than one read of a pipe gives.
        let routes = (0..<3_000).map { #"{"name": "r\#($0)", "pattern": "shop://r/\#($0)", "handler": "h"}"# }
        let text = #"{"routes": ["# + routes.joined(separator: ", ") + "]}"
        try Self.inTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("routes.json").path
            // Past the limit, the reader stops and closes while the writer still writes (a
            // pipe's buffer may hold only a few KB): the writer's next write must fail with
            // EPIPE, not end the test process with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            let small = #"{"routes": ["# + routes.prefix(500).joined(separator: ", ") + "]}"
            for (text, limit) in [(text, RouteMapFile.defaultMaximumSize), (small, 20_000)] {
                #expect(mkfifo(path, 0o600) == 0)
                let writer = Thread {
                    let handle = FileHandle(forWritingAtPath: path)
                    try? handle?.write(contentsOf: Data(text.utf8))
                    try? handle?.close()
                }
                writer.start()
                if limit == 20_000 {
                    #expect(throws: RouteMapError(file: path, location: .keyPath(""), message: "the map is over the limit of 20000 bytes; refusing to read it")) {
                        try RouteMapFile(contentsOf: path, maximumSize: limit)
                    }
                } else {
                    let file = try RouteMapFile(contentsOf: path, maximumSize: limit)
                    #expect(file.map.routes.count == 3_000)
                    #expect(file.map.routes.last?.patterns.first?.text == "shop://r/2999")
                }
                while writer.isExecuting { usleep(1_000) }
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// A regular file is read to its last byte, its size known before it is read.
    @Test func aLargeFileIsReadToItsLastByte() throws {
        let routes = (0..<5_000).map { #"{"name": "r\#($0)", "pattern": "shop://r/\#($0)", "handler": "h"}"# }
        let text = #"{"routes": ["# + routes.joined(separator: ",\n") + "]}"
        try Self.inTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("routes.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let file = try RouteMapFile(contentsOf: path, maximumSize: text.utf8.count)
            #expect(file.map.routes.map(\.name) == (0..<5_000).map { "r\($0)" })
            #expect(file.location(of: "routes[4999]") == .position(line: 5_000, column: 1))
        }
    }
}
