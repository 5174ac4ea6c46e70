import JunctionRouteMap
@testable import JunctionRouteMapTools
import JunctionSupport
import Foundation
import Testing

/// What `junction android` writes from a map's text into the manifest fragment: attribute values
/// that stay exactly the text, and comments that no text can end early.
@Suite struct XMLEscapingTests {
    @Test(arguments: [
        ("a--->b", "a- - ->b"),
        ("--", "- -"),
        ("---", "- - -"),
        ("a-b", "a-b"),
        ("x\ny", #"x\u{A}y"#),
    ])
    func aCommentHoldsNoDoubleHyphen(text: String, written: String) {
        #expect(OutputEscaping.xmlComment(text) == written)
    }

    /// Generated texts of hyphens, `>` and `!`: the comment never holds `--`, so never `-->`.
    @Test func noTextEndsACommentEarly() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in "-->!a".randomElement(using: &random)! })
            let comment = OutputEscaping.xmlComment(text)
            #expect(!comment.contains("--"), "\(text.debugDescription) → \(comment.debugDescription)")
            #expect(comment.replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        }
    }

    @Test func aFilterWritesAHostileCommentAndValueSafely() {
        let filter = AndroidIntentFilter(
            autoVerify: false, schemes: ["shop"], hosts: ["a\"b"],
            paths: [.init(.pathPattern, "/p/<x>&", comment: "route \"x\" --> <data/>")])
        #expect(filter.xmlLines(indent: "") == [
            "<intent-filter>",
            "    <action android:name=\"android.intent.action.VIEW\" />",
            "    <category android:name=\"android.intent.category.DEFAULT\" />",
            "    <category android:name=\"android.intent.category.BROWSABLE\" />",
            "    <!-- route \"x\" - -> <data/> -->",
            "    <data android:scheme=\"shop\" android:host=\"a&quot;b\" android:pathPattern=\"/p/&lt;x&gt;&amp;\" />",
            "</intent-filter>",
        ])
        #expect(OutputEscaping.xmlAttribute("a\u{202E}b") == "\"a&#x202E;b\"")
    }
}
