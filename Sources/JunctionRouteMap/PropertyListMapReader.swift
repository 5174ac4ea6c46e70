import Foundation

/// Reads a property list (XML, binary or OpenStep) into located nodes. Property lists carry no
/// positions, so each value's place is its key path; a dictionary's keys come in sorted order,
/// since a property list does not keep the order they were written in.
struct PropertyListMapReader {
    let file: String

    /// More values than this (shared objects counted each time) are refused.
    static let maximumValues = 100_000

    func read(_ bytes: [UInt8]) throws(RouteMapError) -> MapNode {
        if let problem = BinaryPropertyListCheck.problem(bytes, maximumValues: Self.maximumValues) {
            throw RouteMapError(file: file, location: .keyPath(""), message: "not a property list we read: \(problem)")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw RouteMapError(file: file, location: .keyPath(""), message: "not a property list: \(reason)")
        }
        return try convert(root, path: "")
    }

    private func convert(_ value: Any, path: String) throws(RouteMapError) -> MapNode {
        let location = RouteMapLocation.keyPath(path)
        switch value {
        case let string as String:
            return MapNode(value: .scalar(string, .string), location: location)
        case let number as NSNumber:
            // Booleans arrive as numbers whose Objective-C type is `char`, on every platform.
            if String(cString: number.objCType) == "c" {
                return MapNode(value: .scalar(number.boolValue ? "true" : "false", .bool), location: location)
            }
            return MapNode(value: .scalar(number.stringValue, .number), location: location)
        case let array as [Any]:
            var elements: [MapNode] = []
            for (index, element) in array.enumerated() { elements.append(try convert(element, path: "\(path)[\(index)]")) }
            return MapNode(value: .list(elements), location: location)
        case let dictionary as [AnyHashable: Any]:
            var entries: [MapNode.Entry] = []
            for (key, element) in dictionary {
                guard let key = key.base as? String else {
                    throw RouteMapError(file: file, location: location, message: "a key must be a string")
                }
                let elementPath = path.isEmpty ? key : "\(path).\(key)"
                entries.append(MapNode.Entry(key: key, keyLocation: .keyPath(elementPath), value: try convert(element, path: elementPath)))
            }
            entries.sort { $0.key < $1.key }
            return MapNode(value: .mapping(entries), location: location)
        default:
            let kind = value is Date ? "a date" : value is Data ? "data" : "\(type(of: value))"
            throw RouteMapError(file: file, location: location, message: "expected a string, number, boolean, array or dictionary, found \(kind)")
        }
    }
}
