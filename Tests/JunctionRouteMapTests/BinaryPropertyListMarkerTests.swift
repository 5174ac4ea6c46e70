import Foundation
import JunctionRouteMap
import Testing

/// Finding 3: Foundation on Linux segfaults on a binary property list holding a set. Every
/// marker byte, 0x00 to 0xFF, as the value of `routes`, is either read by Foundation (the kinds
/// a route map is made of) or refused before Foundation sees it, never a crash. (Each case was
/// first run through the `junction` binary, out of process, before it was run here.)
@Suite struct BinaryPropertyListMarkerTests {
    /// `{"routes": <marker, then 17 bytes 0x41...0x51>}`: object 2, at byte 18.
    static func plist(marker: UInt8) -> Data {
        let payload = Array(UInt8(0x41)...UInt8(0x51))
        return BinaryPropertyListTests.binary([[0xD1, 1, 2], [0x56] + Array("routes".utf8), [marker] + payload], top: 0)
    }

    /// What reading the map says for each marker; `nil` when it reads (an empty array).
    static func expected(_ marker: UInt8) -> String? {
        let hex = (marker < 0x10 ? "0x0" : "0x") + String(marker, radix: 16, uppercase: true)
        func refused(_ what: String) -> String {
            "m.plist: error: not a property list we read: object 2 at byte 18 is \(what) (marker \(hex)); a route map holds only booleans, numbers, strings, arrays and dictionaries"
        }
        func found(_ kind: String) -> String { #"m.plist: routes: error: expected a list for "routes", found "# + kind }
        let malformed = "m.plist: error: not a property list we read: malformed binary property list"
        switch marker {
        case 0x08, 0x09: return found("a boolean")
        case 0x10...0x13, 0x22, 0x23: return found("a number")
        case 0x50...0x5E, 0x61...0x68: return found("a string")
        case 0x60:
            // An empty UTF-16 string: Linux's Foundation fails to read it (an error, not a crash).
            #if os(Linux)
            return "m.plist: error: not a property list: Unexpected character b at line 1"
            #else
            return found("a string")
            #endif
        case 0xA0: return nil
        case 0xD0: return found("a mapping")
        // Counts or references that run past the object table.
        case 0x5F, 0x69...0x6F, 0xA1...0xAF, 0xD1...0xDF: return malformed
        case 0x00: return refused("null")
        case 0x0C, 0x0D: return refused("a URL")
        case 0x0E: return refused("a UUID")
        case 0x0F: return refused("a fill byte")
        case 0x14...0x1F: return refused("an integer wider than 8 bytes")
        case 0x20...0x2F: return refused("a real of neither 4 nor 8 bytes")
        case 0x30...0x3F: return refused("a date")
        case 0x40...0x4F: return refused("data")
        case 0x70...0x7F: return refused("a UTF-8 string")
        case 0x80...0x8F: return refused("a UID")
        case 0xB0...0xBF: return refused("an ordered set")
        case 0xC0...0xCF: return refused("a set")
        default: return refused("an unknown object")
        }
    }

    @Test(arguments: 0...255)
    func everyMarkerIsReadOrRefusedNeverACrash(marker: Int) {
        let data = Self.plist(marker: UInt8(marker))
        do {
            let file = try RouteMapFile(data: data, format: .propertyList, file: "m.plist")
            #expect(Self.expected(UInt8(marker)) == nil)
            #expect(file.map.routes.isEmpty)
        } catch {
            #expect(error.description == Self.expected(UInt8(marker)))
        }
    }

    static let malformedStrings: [(object: [UInt8], what: String)] = [
        ([0x51, 0xE9], "a string with a byte that is not ASCII"),
        ([0x61, 0xD8, 0x00], "a string that is not well-formed UTF-16"),
        ([0x62, 0xDC, 0x00, 0xD8, 0x00], "a string that is not well-formed UTF-16"),
    ]

    @Test(arguments: malformedStrings)
    func stringsFoundationCouldMisreadAreRefused(object: [UInt8], what: String) {
        let data = BinaryPropertyListTests.binary([[0xD1, 1, 2], [0x56] + Array("routes".utf8), object], top: 0)
        let marker = "0x" + String(object[0], radix: 16, uppercase: true)
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: object 2 at byte 18 is \(what) (marker \(marker)); a route map holds only booleans, numbers, strings, arrays and dictionaries")) {
            try RouteMapFile(data: data, format: .propertyList)
        }
    }

    @Test func aDictionaryKeyMustBeAString() {
        let data = BinaryPropertyListTests.binary([[0xD1, 1, 2], [0x10, 5], [0xA0]], top: 0)
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: object 0, a dictionary, has a key (object 1) that is not a string")) {
            try RouteMapFile(data: data, format: .propertyList)
        }
    }

    /// `top` refers first to a chain of 150 arrays, then to a second chain of 150 whose last
    /// array refers to the first chain again: 301 levels, reached only through the shared chain
    /// after it was counted at 151.
    @Test func nestingThroughSharedArraysIsRefused() {
        // Object 0 is an empty array; 1...150 and 151...300 are arrays of one reference.
        var references: [[Int]] = [[]] + (1...150).map { [$0 - 1] }
        references += (151...300).map { [$0 == 151 ? 150 : $0 - 1] }
        references.append([150, 300])
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for children in references {
            offsets.append(bytes.count)
            bytes.append(0xA0 | UInt8(children.count))
            for child in children { bytes += [UInt8(child >> 8), UInt8(child & 0xFF)] }
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2]
        for value in [references.count, references.count - 1, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        #expect(throws: RouteMapError(file: "<input>", location: .keyPath(""), message: "not a property list we read: nesting deeper than 256 levels")) {
            try RouteMapFile(data: Data(bytes), format: .propertyList)
        }
    }
}
