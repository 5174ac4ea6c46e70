extension StringProtocol {
    /// The text with every Unicode scalar that `replacement` returns a string for replaced by
    /// that string, and every other scalar kept as it is: the one loop that each of Junction's
    /// escapings (``DisplayEscaping``, ``OutputEscaping``, ``JSONValue/quoted(_:)``) runs.
    ///
    /// It goes scalar by scalar, never `Character` by `Character`: a Swift `Character` is a
    /// grapheme cluster, and `"` followed by a combining mark (U+0301) is one `Character` that
    /// is not `"`, although every parser reads the `"` on its own.
    ///
    /// - Complexity: O(n) in the length of the text, plus the cost of `replacement` per scalar.
    public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { output += replaced } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
