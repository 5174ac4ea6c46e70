import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import JunctionRouteMap

extension AndroidAppLinks {
    /// The most bytes of XML read: a manifest is far smaller, and the filters `junction android`
    /// writes for a map of 10,000 web routes take about a quarter of it.
    public static let maximumXMLSize = 8 * 1024 * 1024
    /// The most `<data>` elements read, five times what the filters written for a map of
    /// 10,000 web routes hold; a check stays within its step budget whatever the elements.
    public static let maximumDataElements = 50_000
    /// The longest path attribute read, in characters.
    public static let maximumPathLength = 1_024
    /// Android's namespace: only attributes in it count, as `aapt2` builds the manifest.
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    /// Reads the intent filters that take URLs from `intent-filters.xml` or a whole
    /// `AndroidManifest.xml`: each `<intent-filter>` with the action `VIEW` and the category
    /// `BROWSABLE` and no MIME type (what a browser or another app's link reaches), its
    /// `<data>` elements' schemes, hosts, paths and scheme-specific parts merged as Android
    /// merges them. Only attributes in Android's namespace are read, under whatever prefix the
    /// file gives it.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - file: The name errors use.
    /// - Throws: `RouteMapError` for XML that does not parse (with the line and column), a
    ///   document type (no entities are read), a file over ``maximumXMLSize``, more than
    ///   ``maximumDataElements`` `<data>` elements or a path longer than ``maximumPathLength``, a
    ///   file not in UTF-8,
    ///   a pattern Android would not read, and what the check would read otherwise than
    ///   Android: an element inside `<intent-filter>` other than `<action>`, `<category>` and
    ///   `<data>` (another `<intent-filter>` too), an element inside those, `android:port`, and
    ///   `<uri-relative-filter-group>`.
    public static func intentFilters(xml data: Data, file: String = "<input>") throws(RouteMapError) -> [AndroidIntentFilter] {
        guard data.count <= maximumXMLSize else {
            throw RouteMapError(file: file, location: .keyPath(""), message: "the file is \(data.count) bytes, over the limit of \(maximumXMLSize) bytes; refusing to read it")
        }
        if let problem = AndroidManifestEncoding.problem(in: data) {
            throw RouteMapError(file: file, location: .keyPath(""), message: problem)
        }
        let reader = IntentFilterXMLReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        let parsed = parser.parse()
        // Some XML parsers accept a document that ends inside an element; this reader does not.
        if parsed, !reader.open.isEmpty { reader.problem = "the XML ends before its elements are closed" }
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
    /// The open elements' names, and the namespace prefixes each declares.
    var open: [(name: String, prefixes: [String: String])] = []
    /// How many `<data>` elements were read.
    private var dataCount = 0
    private var current: (filter: AndroidIntentFilter, view: Bool, browsable: Bool, typed: Bool)?

    private func refuse(_ parser: XMLParser, _ message: String) {
        problem = message
        parser.abortParsing()
    }

    /// The namespace a prefix stands for where the element is, or `nil` when none is declared.
    private func namespace(of prefix: Substring) -> String? {
        open.reversed().lazy.compactMap { $0.prefixes[String(prefix)] }.first
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard problem == nil else { return }
        var prefixes: [String: String] = [:]
        for (key, value) in attributes where key.hasPrefix("xmlns:") { prefixes[String(key.dropFirst("xmlns:".count))] = value }
        let parent = open.last?.name
        open.append((name, prefixes))
        // Attributes in Android's namespace, by their local name; an attribute without a prefix
        // is in no namespace, and `aapt2` drops those of other namespaces (`tools:`).
        var values: [String: String] = [:]
        for (key, value) in attributes {
            let parts = key.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0] != "xmlns", namespace(of: parts[0]) == AndroidAppLinks.androidNamespace else { continue }
            values[String(parts[1])] = value
        }
        switch parent {
        case "intent-filter":
            switch name {
            case "action", "category", "data": break
            case "uri-relative-filter-group":
                return refuse(parser, "<uri-relative-filter-group> (Android 15) narrows or blocks what the filter takes, which the check does not read; refusing to check the file")
            default:
                return refuse(parser, "unexpected <\(name)> in <intent-filter>: a filter holds only <action>, <category> and <data>, and Android skips anything else; refusing to check the file")
            }
        case "action", "category", "data":
            return refuse(parser, "unexpected <\(name)> in <\(parent ?? "")>: it holds no elements, and Android skips any; refusing to check the file")
        default:
            if name == "intent-filter" {
                current = (AndroidIntentFilter(autoVerify: values["autoVerify"] == "true", schemes: [], hosts: [], paths: []), false, false, false)
            }
            return
        }
        switch name {
        case "action" where values["name"] == "android.intent.action.VIEW": current?.view = true
        case "category" where values["name"] == "android.intent.category.BROWSABLE": current?.browsable = true
        case "data": readData(values, parser)
        default: break
        }
    }

    /// A `<data>` element's attributes into the filter (`ParsedIntentInfoUtils.parseData`).
    private func readData(_ values: [String: String], _ parser: XMLParser) {
        dataCount += 1
        if dataCount > AndroidAppLinks.maximumDataElements {
            return refuse(parser, "more than \(AndroidAppLinks.maximumDataElements) <data> elements; refusing to check the file")
        }
        if values["port"] != nil {
            return refuse(parser, "android:port narrows the filter to URLs that give that port, which the check does not read; refusing to check the file")
        }
        // A scheme or host once: Android's `addDataScheme` keeps a scheme once, and a host twice
        // takes no more than once.
        if let scheme = values["scheme"], current?.filter.schemes.contains(scheme) == false { current?.filter.schemes.append(scheme) }
        if let host = values["host"], current?.filter.hosts.contains(host) == false { current?.filter.hosts.append(host) }
        if values["mimeType"] != nil || values["mimeGroup"] != nil { current?.typed = true }
        for kind in [AndroidIntentFilter.Path.Kind.path, .pathPrefix, .pathPattern, .pathAdvancedPattern, .pathSuffix] {
            for attribute in [kind.rawValue, kind.schemeSpecificAttribute] {
                guard let text = values[attribute] else { continue }
                if text.count > AndroidAppLinks.maximumPathLength {
                    return refuse(parser, "\(attribute) is \(text.count) characters long, over the limit of \(AndroidAppLinks.maximumPathLength); refusing to check the file")
                }
                let pattern = Self.unescaped(text)
                do throws(AndroidPatternMatcher.Refusal) {
                    _ = try AndroidPatternMatcher(pattern, kind: kind)
                } catch {
                    return refuse(parser, "\(attribute) \"\(text)\" is not a pattern Android reads: \(error.reason)")
                }
                if attribute == kind.rawValue {
                    current?.filter.paths.append(.init(kind, pattern))
                } else {
                    current?.filter.schemeSpecificParts.append(.init(kind, pattern))
                }
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard problem == nil else { return }
        open.removeLast()
        guard name == "intent-filter", let done = current else { return }
        current = nil
        if done.view, done.browsable, !done.typed, !done.filter.schemes.isEmpty { filters.append(done.filter) }
    }

    // A declaration of the document type's (elements, attributes, entities, notations) is
    // refused where the parser meets it, whatever the bytes looked like before.
    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        refuse(parser, AndroidManifestEncoding.documentType)
    }

    func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?) {
        refuse(parser, AndroidManifestEncoding.documentType)
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser, AndroidManifestEncoding.documentType)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, AndroidManifestEncoding.documentType)
    }

    func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, AndroidManifestEncoding.documentType)
    }

    func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?, notationName: String?) {
        refuse(parser, AndroidManifestEncoding.documentType)
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
