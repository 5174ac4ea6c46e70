@testable import Junction
import Testing

/// The matcher's shortcut for built-in converters (where an accepted text may end, from runs of
/// characters) against the converters' own checks, on generated text.
@Suite struct ConverterEndsTests {
    @Test(arguments: [
        (ParameterConverter.intCode, "0123456789-+9"),
        (ParameterConverter.intCode, "00000009223372036854775807-"),
        (ParameterConverter.doubleCode, "0123456789.eE+-x"),
        (ParameterConverter.uuidCode, "0123456789abcdefABCDEF-----"),
        (ParameterConverter.boolCode, "truefalsyesno10TRUENO"),
    ])
    func acceptedEndsAreExactlyWhatTheConverterAccepts(code: UInt8, alphabet: String) {
        var generator = SeededGenerator(seed: UInt64(code) &+ 0xE4D5)
        let letters = Array(alphabet.utf8)
        var checked = 0
        for _ in 0..<1_000 {
            var bytes = (0..<Int.random(in: 1...48, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            if code == ParameterConverter.uuidCode, bytes.count >= 36, Bool.random(using: &generator) {
                for dash in [8, 13, 18, 23] { bytes[dash] = UInt8(ascii: "-") }
            }
            bytes.withUnsafeBufferPointer { value in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * (value.count + 1)) { storage in
                    let runs = CharacterRuns(value, storage)
                    for start in 0..<value.count {
                        let ranges = runs.acceptedEnds(code, from: start)
                        var fromRanges: [Int] = []
                        for end in start + 1...value.count where ranges.firstEnd(where: { $0 == end }) != nil {
                            fromRanges.append(end)
                        }
                        let accepted = (start + 1...value.count).filter { end in
                            ParameterConverter.builtInAccepts(code, UnsafeBufferPointer(rebasing: value[start..<end]))
                        }
                        #expect(fromRanges == accepted, "\(String(decoding: value, as: UTF8.self)) from \(start)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }
}
