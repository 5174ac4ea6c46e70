import Foundation
import JunctionRouteMap
import Testing

/// Item 7 of the hostile-testing fixes: a map past the size limit (16 MiB unless told
/// otherwise) is refused before it is parsed, and a file before it is read whole.
@Suite struct RouteMapSizeLimitTests {
    @Test func theDefaultLimitIs16MiB() {
        #expect(RouteMapFile.defaultMaximumSize == 16_777_216)
    }

    @Test(arguments: RouteMapFile.Format.allCases)
    func bytesPastTheDefaultLimitAreRefusedBeforeParsing(format: RouteMapFile.Format) {
        let data = Data(repeating: UInt8(ascii: "["), count: RouteMapFile.defaultMaximumSize + 1)
        #expect(throws: RouteMapError(file: "big", location: .keyPath(""), message: "the map is 16777217 bytes, over the limit of 16777216 bytes (16 MiB); refusing to read it")) {
            try RouteMapFile(data: data, format: format, file: "big")
        }
    }

    @Test func aLimitOfTheCallersOwnIsKeptToTheByte() throws {
        let text = #"{"routes": []}"#
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "the map is 14 bytes, over the limit of 13 bytes; refusing to read it")) {
            try RouteMapFile(text: text, format: .json, maximumSize: 13)
        }
        #expect(try RouteMapFile(text: text, format: .json, maximumSize: 14).map.routes.isEmpty)
    }

    @Test func aFilePastTheLimitIsRefusedByItsSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("routes.json").path
        try Data(#"{"routes": [{"name": "a", "pattern": "/a", "page": "P"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: RouteMapError(file: path, location: .keyPath(""), message: "the map is 57 bytes, over the limit of 56 bytes; refusing to read it")) {
            try RouteMapFile(contentsOf: path, maximumSize: 56)
        }
        #expect(try RouteMapFile(contentsOf: path, maximumSize: 57).map.routes.map(\.name) == ["a"])
    }
}
