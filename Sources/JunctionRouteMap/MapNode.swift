/// A value read from a route-map file, with where it was written: the one shape JSON, YAML and
/// property lists are read into before the model is decoded from it.
package struct MapNode: Sendable {
    package enum Value: Sendable {
        /// A string, or a scalar read as text (numbers keep the text they were written as).
        case scalar(String, ScalarKind)
        case null
        case list([MapNode])
        /// Keys in the order written.
        case mapping([Entry])
    }

    /// A key of a mapping, where it was written, and its value.
    package struct Entry: Sendable {
        package var key: String
        var keyLocation: RouteMapLocation
        package var value: MapNode
    }

    /// What a scalar was written as, for messages and for telling `"1"` from `1`.
    package enum ScalarKind: Sendable {
        case string, number, bool
    }

    package var value: Value
    var location: RouteMapLocation

    /// How a node is named in messages: "a string", "a list", ...
    package var kindDescription: String {
        switch value {
        case .scalar(_, .string): "a string"
        case .scalar(_, .number): "a number"
        case .scalar(_, .bool): "a boolean"
        case .null: "null"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }
}

extension MapNode {
    /// Reads `bytes` as one JSON document (RFC 8259, strictly: no comments, no trailing commas,
    /// no duplicate keys), each node with its line and column; errors name `file`.
    package init(json bytes: [UInt8], file: String) throws(RouteMapError) {
        var reader = JSONMapReader(bytes, file: file)
        self = try reader.read()
    }
}
