import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension AndroidAppLinks {
    /// The most bytes of XML read: a manifest is far smaller.
    public static let maximumXMLSize = 1024 * 1024
    /// The most `<data>` elements read, and the longest path attribute: a check tries every
    /// example against every path, so a file made to be slow to check is refused instead.
    public static let maximumDataElements = 2_000
    /// The longest path attribute read, in characters.
    public static let maximumPathLength = 1_024

    /// Reads the intent filters that take URLs from `intent-filters.xml` or a whole
    /// `AndroidManifest.xml`: each `<intent-filter>` with the action `VIEW` and the category
    /// `BROWSABLE` and no MIME type (what a browser or another app's link reaches), its
    /// `<data>` elements' schemes, hosts and paths merged as Android merges them.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - file: The name errors use.
    /// - Throws: ``RouteMapError`` for XML that does not parse (with the line and column), a
    ///   document type (no entities are read), a file over ``maximumXMLSize``, more than
    ///   ``maximumDataElements`` `<data>` elements or a path longer than ``maximumPathLength``,
    ///   or a `pathAdvancedPattern` Android would not read.
    public static func intentFilters(xml data: Data, file: String = "<input>") throws(RouteMapError) -> [AndroidIntentFilter] {
        guard data.count <= maximumXMLSize else {
            throw RouteMapError(file: file, location: .keyPath(""), message: "the file is \(data.count) bytes, over the limit of \(maximumXMLSize) bytes; refusing to read it")
        }
        if String(decoding: data, as: UTF8.self).contains("<!DOCTYPE") {
            throw RouteMapError(file: file, location: .keyPath(""), message: "the file has a document type (<!DOCTYPE); a manifest needs none, and its entities are not read")
        }
        let reader = IntentFilterXMLReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        // Some XML parsers accept a document that ends inside an element; this reader does not.
        if parsed, reader.depth != 0 { reader.problem = "the XML ends before its elements are closed" }
        if !parsed || reader.problem != nil {
            let message = reader.problem ?? parser.parserError.map { "the XML does not parse: \($0.localizedDescription)" } ?? "the XML does not parse"
            throw RouteMapError(file: file, location: .position(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)), message: message)
        }
        return reader.filters
    }
}

/// The parser's delegate: collects each filter's actions, categories and `<data>` attributes.
private final class IntentFilterXMLReader: NSObject, XMLParserDelegate {
    var filters: [AndroidIntentFilter] = []
    var problem: String?
    /// How many elements are open.
    var depth = 0
    /// How many `<data>` elements were read.
    private var dataCount = 0
    private var current: (filter: AndroidIntentFilter, view: Bool, browsable: Bool, typed: Bool)?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        // Attributes by their local name, whatever prefix the file gives Android's namespace.
        var values: [String: String] = [:]
        for (key, value) in attributes { values[String(key.split(separator: ":").last ?? "")] = value }
        switch name {
        case "intent-filter":
            current = (AndroidIntentFilter(autoVerify: values["autoVerify"] == "true", schemes: [], hosts: [], paths: []), false, false, false)
        case "action" where values["name"] == "android.intent.action.VIEW": current?.view = true
        case "category" where values["name"] == "android.intent.category.BROWSABLE": current?.browsable = true
        case "data":
            guard current != nil else { return }
            dataCount += 1
            if dataCount > AndroidAppLinks.maximumDataElements {
                problem = "more than \(AndroidAppLinks.maximumDataElements) <data> elements; refusing to check the file"
                parser.abortParsing()
                return
            }
            if let scheme = values["scheme"] { current?.filter.schemes.append(scheme) }
            if let host = values["host"] { current?.filter.hosts.append(host) }
            if values["mimeType"] != nil { current?.typed = true }
            for kind in [AndroidIntentFilter.Path.Kind.path, .pathPrefix, .pathSuffix, .pathPattern, .pathAdvancedPattern] {
                guard let text = values[kind.rawValue] else { continue }
                if text.count > AndroidAppLinks.maximumPathLength {
                    problem = "\(kind.rawValue) is \(text.count) characters long, over the limit of \(AndroidAppLinks.maximumPathLength); refusing to check the file"
                    parser.abortParsing()
                    return
                }
                let pattern = Self.unescaped(text)
                do throws(AndroidPatternMatcher.Refusal) {
                    _ = try AndroidPatternMatcher(pattern, kind: kind)
                } catch {
                    problem = "\(kind.rawValue) \"\(text)\" is not a pattern Android reads: \(error.reason)"
                    parser.abortParsing()
                    return
                }
                current?.filter.paths.append(.init(kind, pattern))
            }
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        guard name == "intent-filter", let done = current else { return }
        current = nil
        if done.view, done.browsable, !done.typed, !done.filter.schemes.isEmpty { filters.append(done.filter) }
    }

    /// A manifest string as Android reads it before the pattern: `\` makes the next character itself.
    static func unescaped(_ text: String) -> String {
        var output = ""
        var escaping = false
        for character in text {
            if escaping || character != "\\" {
                output.append(character)
                escaping = false
            } else {
                escaping = true
            }
        }
        return output
    }
}
