@testable import Junction
import Testing

/// The matcher's shortcut for built-in converters (where an accepted text may end, from runs of
/// characters) against the converters' own checks, on generated text.
@Suite struct ConverterEndsTests {
    @Test(arguments: [
        (ParameterConverter.BuiltIn.int, "0123456789-+9"),
        (ParameterConverter.BuiltIn.int, "00000009223372036854775807-"),
        (ParameterConverter.BuiltIn.double, "0123456789.eE+-x"),
        (ParameterConverter.BuiltIn.uuid, "0123456789abcdefABCDEF-----"),
        (ParameterConverter.BuiltIn.bool, "truefalsyesno10TRUENO"),
    ])
    func acceptedEndsAreExactlyWhatTheConverterAccepts(converter: ParameterConverter.BuiltIn, alphabet: String) {
        var generator = SeededGenerator(seed: UInt64(converter.rawValue) &+ 0xE4D5)
        let letters = Array(alphabet.utf8)
        var checked = 0
        for _ in 0..<1_000 {
            var bytes = (0..<Int.random(in: 1...48, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            if converter == .uuid, bytes.count >= 36, Bool.random(using: &generator) {
                for dash in [8, 13, 18, 23] { bytes[dash] = UInt8(ascii: "-") }
            }
            String(decoding: bytes, as: UTF8.self).withUTF8Bytes { value in
                LentBuffer<Int32>.withWorkingMemory(count: 3 * (value.count + 1), initialValue: 0) { memory in
                    let runs = CharacterRuns(value, memory)
                    for start in 0..<value.count {
                        let ranges = runs.acceptedEnds(converter, from: start)
                        let fromRanges = (start + 1...value.count).filter { end in ranges.firstEnd(where: { $0 == end }) != nil }
                        let accepted = (start + 1...value.count).filter { converter.accepts(value.extracting(start..<$0)) }
                        #expect(fromRanges == accepted, "\(String(decoding: value, as: UTF8.self)) from \(start)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }
}
