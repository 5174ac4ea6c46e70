import Junction
import JunctionRouteMap
import JunctionSupport

/// A JSON object read strictly (RFC 8259, no repeated keys) from a JWS header, a payload, a JWK
/// or the cache's state, with typed getters that name the member and what it should be.
struct JSONObject {
    /// What the object is, for messages: "the header", "the payload", "key 2".
    let what: String
    let members: [String: MapNode]
    /// The members in the order written.
    let keys: [String]

    /// Reads `bytes` as one JSON object.
    init(_ bytes: [UInt8], what: String) throws(RemoteMapError) {
        let node: MapNode
        do {
            node = try MapNode(json: bytes, file: what)
        } catch {
            throw RemoteMapError(.malformed, "\(what) is not JSON: \(error.location): \(DisplayEscaping.escape(error.message))")
        }
        try self.init(node, what: what)
    }

    /// The object a node holds.
    init(_ node: MapNode, what: String) throws(RemoteMapError) {
        guard case .mapping(let entries) = node.value else {
            throw RemoteMapError(.malformed, "\(what) is \(node.kindDescription), not a JSON object")
        }
        self.what = what
        var members: [String: MapNode] = [:]
        for entry in entries { members[entry.key] = entry.value }
        self.members = members
        self.keys = entries.map(\.key)
    }

    private func error(_ message: String) -> RemoteMapError {
        RemoteMapError(.malformed, "\(what): \(message)")
    }

    /// Refuses members not in `allowed`.
    func onlyAllowing(_ allowed: [String]) throws(RemoteMapError) {
        if let unknown = keys.first(where: { !allowed.contains($0) }) {
            throw error("unknown member \"\(DisplayEscaping.escape(unknown))\"; expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    /// A string member, or `nil` when absent; any other type is an error.
    func string(_ key: String) throws(RemoteMapError) -> String? {
        guard let node = members[key] else { return nil }
        guard case .scalar(let text, .string) = node.value else {
            throw error("\"\(key)\" must be a string, found \(node.kindDescription)")
        }
        return text
    }

    /// A string member that must be present and not empty.
    func requiredString(_ key: String) throws(RemoteMapError) -> String {
        guard let text = try string(key) else { throw error("\"\(key)\" is missing") }
        guard !text.isEmpty else { throw error("\"\(key)\" is empty") }
        return text
    }

    /// 2^53 − 1, the largest integer a member may hold: every JSON reader reads it exactly.
    static let largestInteger = 9_007_199_254_740_991

    /// An integer member from 0 to 2^53 − 1 (exact in every JSON reader), written without a
    /// fraction or exponent; `nil` when absent.
    func integer(_ key: String) throws(RemoteMapError) -> Int? {
        guard let node = members[key] else { return nil }
        guard case .scalar(let text, .number) = node.value else {
            throw error("\"\(key)\" must be an integer, found \(node.kindDescription)")
        }
        guard let value = Int(text), value >= 0, value <= Self.largestInteger else {
            throw error("\"\(key)\" must be a whole number from 0 to \(Self.largestInteger), found \(text)")
        }
        return value
    }

    /// An integer member that must be present.
    func requiredInteger(_ key: String) throws(RemoteMapError) -> Int {
        guard let value = try integer(key) else { throw error("\"\(key)\" is missing") }
        return value
    }

    /// A list of strings, or `nil` when absent.
    func strings(_ key: String) throws(RemoteMapError) -> [String]? {
        guard let node = members[key] else { return nil }
        guard case .list(let elements) = node.value else {
            throw error("\"\(key)\" must be a list of strings, found \(node.kindDescription)")
        }
        var strings: [String] = []
        for element in elements {
            guard case .scalar(let text, .string) = element.value else {
                throw error("\"\(key)\" must hold strings only, found \(element.kindDescription)")
            }
            strings.append(text)
        }
        return strings
    }

    /// A list of objects, empty when absent.
    func objects(_ key: String) throws(RemoteMapError) -> [JSONObject] {
        guard let node = members[key] else { return [] }
        guard case .list(let elements) = node.value else {
            throw error("\"\(key)\" must be a list of objects, found \(node.kindDescription)")
        }
        var objects: [JSONObject] = []
        for (index, element) in elements.enumerated() {
            objects.append(try JSONObject(element, what: "\(what): \"\(key)\"[\(index)]"))
        }
        return objects
    }
}
