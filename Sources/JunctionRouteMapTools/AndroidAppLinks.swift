import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// Android App Links for a route map: the `assetlinks.json` a web host serves and the
/// `<intent-filter>` elements of the app's activity (`RouteMapFile.androidAppLinks(packageName:certificateSHA256:host:minimumSDK:)`).
public struct AndroidAppLinks: Hashable, Sendable {
    /// The app's package name (`com.example.shop`).
    public var packageName: String
    /// The SHA-256 fingerprints of the app's signing certificates (`AB:CD:…`, 32 bytes).
    public var certificateSHA256: [String]
    /// The filters, in the order written.
    public var filters: [AndroidIntentFilter]

    /// Makes the files' contents.
    public init(packageName: String, certificateSHA256: [String], filters: [AndroidIntentFilter]) {
        self.packageName = packageName
        self.certificateSHA256 = certificateSHA256
        self.filters = filters
    }

    /// `assetlinks.json`: one statement that lets the app handle all the host's URLs it declares.
    public var assetLinksJSON: String {
        var target = JSONValue.Object()
        target.append("namespace", .string("android_app"))
        target.append("package_name", .string(packageName))
        target.append("sha256_cert_fingerprints", .array(certificateSHA256.map(JSONValue.string)))
        var statement = JSONValue.Object()
        statement.append("relation", .array([.string("delegate_permission/common.handle_all_urls")]))
        statement.append("target", .object(target))
        return JSONValue.array([.object(statement)]).pretty(indent: "") + "\n"
    }

    /// `intent-filters.xml`: the filters inside `<intent-filters>`, to paste into the activity.
    public var intentFiltersXML: String {
        var lines = [#"<?xml version="1.0" encoding="utf-8"?>"#, #"<intent-filters xmlns:android="http://schemas.android.com/apk/res/android">"#]
        for filter in filters { lines += filter.xmlLines(indent: "    ") }
        lines.append("</intent-filters>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One `<intent-filter>` that takes URLs: the action `VIEW`, the categories `DEFAULT` and
/// `BROWSABLE`, and its `<data>` elements' schemes, hosts and paths. Android combines them each
/// with each, so the writer gives a filter one scheme and at most one host: merging then never
/// makes a URL no route takes.
public struct AndroidIntentFilter: Hashable, Sendable {
    /// Whether Android verifies the filter's hosts against their `assetlinks.json` (web hosts only).
    public var autoVerify: Bool
    /// The URL schemes (`https`, or the app's own).
    public var schemes: [String]
    /// The hosts, `*.example.com` or `*` for any; none means every URL of the schemes.
    public var hosts: [String]
    /// The paths; none means every path on the hosts.
    public var paths: [Path]
    /// The scheme-specific parts (`android:ssp`, `sspPrefix`, `sspPattern`, `sspAdvancedPattern`,
    /// `sspSuffix`), compared with what follows the URL's `scheme:` (`//host/path?query`,
    /// decoded): one that matches sends the URL whatever its host and path. The writer writes none.
    public var schemeSpecificParts: [Path]
    /// Text written before the filter as an XML comment, for the people who read it.
    public var comment: String?

    /// Makes a filter.
    public init(
        autoVerify: Bool, schemes: [String], hosts: [String], paths: [Path], schemeSpecificParts: [Path] = [], comment: String? = nil
    ) {
        self.autoVerify = autoVerify
        self.schemes = schemes
        self.hosts = hosts
        self.paths = paths
        self.schemeSpecificParts = schemeSpecificParts
        self.comment = comment
    }

    /// One path attribute of a `<data>` element, compared with the URL's decoded path.
    public struct Path: Hashable, Sendable {
        /// How the text is compared.
        public enum Kind: String, Hashable, Sendable {
            /// `android:path`: the whole path, exactly.
            case path
            /// `android:pathPrefix`: the path starts with it.
            case pathPrefix
            /// `android:pathSuffix` (API 31): the path ends with it.
            case pathSuffix
            /// `android:pathPattern`: Android's simple glob (`.` any character, `*` any number of
            /// the character before it, `\` before a character makes it literal), matched
            /// without stepping back: `.*` takes text up to the first occurrence of the character
            /// after it, and a pattern left with anything but `.*` when the path ends takes nothing.
            case pathPattern
            /// `android:pathAdvancedPattern` (API 31): character classes and `+` too, each token
            /// taking as many characters as it can.
            case pathAdvancedPattern

            /// The attribute's name for a scheme-specific part: `ssp`, `sspPrefix`, ….
            var schemeSpecificAttribute: String {
                self == .path ? "ssp" : "ssp" + rawValue.dropFirst("path".count)
            }
        }

        /// How the text is compared.
        public var kind: Kind
        /// The pattern as Android compares it (a `\` in it is written `\\` in XML).
        public var text: String
        /// Text written before the element as an XML comment.
        public var comment: String?

        /// Makes a path.
        public init(_ kind: Kind, _ text: String, comment: String? = nil) {
            self.kind = kind
            self.text = text
            self.comment = comment
        }
    }

    func xmlLines(indent: String) -> [String] {
        let inner = indent + "    "
        var lines: [String] = []
        if let comment { lines.append(indent + "<!-- \(OutputEscaping.xmlComment(comment)) -->") }
        lines.append(indent + "<intent-filter" + (autoVerify ? #" android:autoVerify="true">"# : ">"))
        lines.append(inner + #"<action android:name="android.intent.action.VIEW" />"#)
        lines.append(inner + #"<category android:name="android.intent.category.DEFAULT" />"#)
        lines.append(inner + #"<category android:name="android.intent.category.BROWSABLE" />"#)
        // One scheme and host go on every <data>, so each element reads as the URLs it means.
        var authority = ""
        if schemes.count == 1, hosts.count <= 1 {
            authority = " android:scheme=\(OutputEscaping.xmlAttribute(schemes[0]))" + (hosts.first.map { " android:host=\(OutputEscaping.xmlAttribute($0))" } ?? "")
        } else {
            lines += schemes.map { inner + "<data android:scheme=\(OutputEscaping.xmlAttribute($0)) />" }
            lines += hosts.map { inner + "<data android:host=\(OutputEscaping.xmlAttribute($0)) />" }
        }
        if paths.isEmpty, !authority.isEmpty { lines.append(inner + "<data\(authority) />") }
        func data(_ path: Path, attribute: String, authority: String) {
            if let comment = path.comment { lines.append(inner + "<!-- \(OutputEscaping.xmlComment(comment)) -->") }
            // Android reads `\` in a manifest string as an escape before it reads the pattern.
            let text = path.text.replacingOccurrences(of: "\\", with: "\\\\")
            lines.append(inner + "<data\(authority) android:\(attribute)=\(OutputEscaping.xmlAttribute(text)) />")
        }
        for path in paths { data(path, attribute: path.kind.rawValue, authority: authority) }
        for part in schemeSpecificParts { data(part, attribute: part.kind.schemeSpecificAttribute, authority: "") }
        lines.append(indent + "</intent-filter>")
        return lines
    }
}
