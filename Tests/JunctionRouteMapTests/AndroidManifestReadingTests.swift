import Foundation
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `AndroidAppLinks.intentFilters(xml:file:)` reads a manifest as Android builds it: attributes
/// only in Android's namespace, every attribute that widens what a filter takes, and a refusal
/// (with its place) for what the check would read otherwise than Android.
@Suite struct AndroidManifestReadingTests {
    /// `/p/{id}` exposed to universal links, `/admin/wipe` kept in the app.
    static let map = try! RouteMapFile(text: #"""
        {"webHosts": ["shop.example.com"], "routes": [
          {"name": "product", "pattern": "/p/{id}", "page": "Product", "exposure": ["universal-link"]},
          {"name": "wipe", "pattern": "/admin/wipe", "handler": "wipe"}]}
        """#, format: .json, file: "map.json").map

    static let android = "http://schemas.android.com/apk/res/android"

    /// One link filter in an `<intent-filters>` root, with more namespaces declared on it.
    static func manifest(_ body: String, namespaces: String = "") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <intent-filters xmlns:android="\(android)"\(namespaces)>
          <intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            \(body)
          </intent-filter>
        </intent-filters>
        """
    }

    static let exact = #"<data android:scheme="https" android:host="shop.example.com" android:pathAdvancedPattern="/+p/+[^/]+/*" />"#
    static let wipeSent = #"in-app only: https://shop.example.com/admin/wipe (intent-filter[0] sends it to the app, but route "wipe" is not exposed to universal-link)"#

    /// The problems the check finds in a manifest (not the known limits of Android's filters).
    static func problems(_ xml: String) throws -> [String] {
        let filters = try AndroidAppLinks.intentFilters(xml: Data(xml.utf8), file: "AndroidManifest.xml")
        return try map.checkAndroid(filters).filter { !$0.isKnownLimit }.map(\.description)
    }

    /// A filter that also takes URLs by their scheme-specific part (`IntentFilter.matchData`:
    /// `MATCH_CATEGORY_SCHEME_SPECIFIC_PART` wins over hosts and paths), or by a path the check
    /// read from an attribute outside Android's namespace (which `aapt2` drops): every one sends
    /// the in-app `/admin/wipe`.
    @Test(arguments: [
        (#"<data android:sspPrefix="//shop.example.com/" />"#, ""),
        (#"<data android:ssp="//shop.example.com/admin/wipe" />"#, ""),
        (#"<data android:sspPattern="//shop.example.com/.*" />"#, ""),
        (#"<data android:sspAdvancedPattern="//shop\\.example\\.com/[a-z/]+" />"#, ""),
        (#"<data android:sspSuffix="/wipe" />"#, ""),
    ])
    func aSchemeSpecificPartSendsWhatItTakes(extra: String, namespaces: String) throws {
        #expect(try Self.problems(Self.manifest(Self.exact + extra, namespaces: namespaces)).contains(Self.wipeSent))
    }

    /// Only Android's namespace counts, under whatever prefix; without a path the filter takes
    /// every path on its host.
    @Test(arguments: [
        (#"<data android:scheme="https" android:host="shop.example.com" tools:pathPattern="//*p//*..*" />"#, #" xmlns:tools="http://schemas.android.com/tools""#, true),
        (#"<data android:scheme="https" android:host="shop.example.com" pathPattern="//*p//*..*" />"#, "", true),
        (#"<data android:scheme="https" android:host="shop.example.com" other:pathPattern="//*p//*..*" />"#, #" xmlns:other="http://example.com/android""#, true),
        (#"<data droid:scheme="https" droid:host="shop.example.com" droid:pathAdvancedPattern="/+p/+[^/]+/*" />"#, #" xmlns:droid="http://schemas.android.com/apk/res/android""#, false),
    ])
    func onlyAttributesInAndroidsNamespaceAreRead(data: String, namespaces: String, sendsWipe: Bool) throws {
        #expect(try Self.problems(Self.manifest(data, namespaces: namespaces)).contains(Self.wipeSent) == sendsWipe)
    }

    /// What the check would read otherwise than Android is refused, with its place.
    @Test(arguments: [
        ("<intent-filter />" + exact, "AndroidManifest.xml:7:20: error: unexpected <intent-filter> in <intent-filter>: a filter holds only <action>, <category> and <data>, and Android skips anything else; refusing to check the file"),
        ("<extra />" + exact, "AndroidManifest.xml:7:12: error: unexpected <extra> in <intent-filter>: a filter holds only <action>, <category> and <data>, and Android skips anything else; refusing to check the file"),
        (#"<data android:scheme="https"><data android:host="shop.example.com" /></data>"#,
         "AndroidManifest.xml:7:72: error: unexpected <data> in <data>: it holds no elements, and Android skips any; refusing to check the file"),
        (#"<data android:scheme="https" android:host="shop.example.com" android:port="8443" />"#,
         "AndroidManifest.xml:7:86: error: android:port narrows the filter to URLs that give that port, which the check does not read; refusing to check the file"),
        (#"<uri-relative-filter-group android:allow="false"><data android:path="/admin/wipe" /></uri-relative-filter-group>"#,
         "AndroidManifest.xml:7:53: error: <uri-relative-filter-group> (Android 15) narrows or blocks what the filter takes, which the check does not read; refusing to check the file"),
    ])
    func whatTheCheckWouldReadOtherwiseIsRefused(body: String, message: String) {
        #expect {
            try AndroidAppLinks.intentFilters(xml: Data(Self.manifest(body).utf8), file: "AndroidManifest.xml")
        } throws: { error in
            (error as? RouteMapError)?.description == message
        }
    }

    /// A document type is refused in any encoding: in UTF-16 its entities would be read.
    @Test(arguments: [
        #"<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE i [<!ENTITY host "shop.example.com">]><intent-filters/>"#,
        #"<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE i [<!ATTLIST data p CDATA "/p/1">]><intent-filters/>"#,
    ])
    func aDocumentTypeIsRefusedInUTF16(xml: String) {
        var data = Data([0xFF, 0xFE])
        for unit in xml.utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect {
            try AndroidAppLinks.intentFilters(xml: data, file: "AndroidManifest.xml")
        } throws: { error in
            (error as? RouteMapError)?.description
                == "AndroidManifest.xml: error: the file has a document type (<!DOCTYPE); a manifest needs none, and its entities are not read"
        }
    }

    /// A manifest in another encoding is refused before the parser reads it; a declaration of a
    /// document type is refused where the parser meets it too (here in UTF-8 without the bytes
    /// `<!DOCTYPE`, which a byte order mark in front does not change).
    static let notUTF8: [(data: Data, message: String)] = [
        (Data([0xFE, 0xFF]) + Data("<intent-filters/>".utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }),
         "AndroidManifest.xml: error: the file is UTF-16, not UTF-8; the check reads a manifest in UTF-8 only"),
        // FoundationXML traps on a comment that is not UTF-8 (a fuzzer found it).
        (Data("<intent-filters><!-- a".utf8) + Data([0xA0]) + Data("b --></intent-filters>".utf8),
         "AndroidManifest.xml: error: the file is not UTF-8 (byte 22 starts no UTF-8 character); the check reads a manifest in UTF-8 only"),
        (Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><intent-filters/>"#.utf8),
         #"AndroidManifest.xml: error: the file declares the encoding "ISO-8859-1"; the check reads a manifest in UTF-8 only"#),
        (Data([0xEF, 0xBB, 0xBF]) + Data(#"<?xml version="1.0" encoding="utf-8"?><!DOCTYPE i><intent-filters/>"#.utf8),
         "AndroidManifest.xml: error: the file has a document type (<!DOCTYPE); a manifest needs none, and its entities are not read"),
        // FoundationXML crashes on a processing instruction without data (a fuzzer found this one).
        (Data("<?xml version=\"1.0\" eng=\"utf-8\"?>\n<inte packagandroid=\"ht<?xm?>\n<inte pa1.0\" tpen".utf8),
         "AndroidManifest.xml: error: the file has a processing instruction (<?) that is not its XML declaration; a manifest needs none"),
        (Data("<intent-filters><?x?></intent-filters>".utf8),
         "AndroidManifest.xml: error: the file has a processing instruction (<?) that is not its XML declaration; a manifest needs none"),
        (Data("<?xml0ncoding?>\n".utf8),
         "AndroidManifest.xml: error: the file has a processing instruction (<?) that is not its XML declaration; a manifest needs none"),
        (Data([0xEF, 0xBB, 0xBF]) + Data(#"<?xml version="1.0"?><intent-filters><?x data?></intent-filters>"#.utf8),
         "AndroidManifest.xml: error: the file has a processing instruction (<?) that is not its XML declaration; a manifest needs none"),
    ]

    @Test(arguments: notUTF8)
    func aFileNotInUTF8IsRefused(data: Data, message: String) {
        #expect {
            try AndroidAppLinks.intentFilters(xml: data, file: "AndroidManifest.xml")
        } throws: { error in
            (error as? RouteMapError)?.description == message
        }
    }
}
