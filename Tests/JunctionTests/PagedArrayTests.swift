@testable import Junction
import Testing

/// Counts the ``Counted`` values made and freed, to find leaks and double frees.
final class Tally {
    var made = 0
    var freed = 0
}

/// A non-trivial element that reports its deinitialization.
final class Counted {
    let value: Int
    private let tally: Tally

    init(_ value: Int, _ tally: Tally) {
        self.value = value
        self.tally = tally
        tally.made += 1
    }

    deinit { tally.freed += 1 }
}

/// Paged and append-only arrays: frozen views keep what they saw, copies keep apart, and every
/// element is freed exactly once.
struct PagedArrayTests {
    @Test func frozenViewsKeepTheirElementsAfterOverwritesAndAppends() {
        let tally = Tally()
        do {
            var array = PagedArray<Counted>()
            for value in 0..<600 { array.append(Counted(value, tally)) }
            let first = array.freeze()
            array[3] = Counted(1_003, tally)
            array[599] = Counted(1_599, tally)
            for value in 600..<700 { array.append(Counted(value, tally)) }
            let second = array.freeze()
            array[600] = Counted(1_600, tally)

            #expect(first.count == 600)
            #expect((0..<600).allSatisfy { first[$0].value == $0 })
            #expect(second.count == 700)
            #expect(second[3].value == 1_003 && second[599].value == 1_599 && second[600].value == 600)
            #expect(array.map(\.value) == Array(0..<3) + [1_003] + Array(4..<599) + [1_599, 1_600] + Array(601..<700))
        }
        #expect(tally.made == 703)
        #expect(tally.freed == 703)
    }

    /// A copy is changed and dropped, then the original is changed: neither sees the other's
    /// overwrites nor its appends into a page they shared.
    @Test(arguments: [false, true])
    func copiesDoNotSeeEachOthersChanges(freezeBeforeCopy: Bool) {
        let tally = Tally()
        do {
            var original = PagedArray((0..<300).map { Counted($0, tally) })
            let frozen = freezeBeforeCopy ? original.freeze() : nil
            var copy = original
            copy[10] = Counted(2_010, tally)
            copy[299] = Counted(2_299, tally)
            copy.append(Counted(2_300, tally))
            original.append(Counted(3_300, tally))
            original[11] = Counted(3_011, tally)
            let kept = copy
            copy.append(Counted(2_301, tally))

            #expect(original.map(\.value) == Array(0..<11) + [3_011] + Array(12..<300) + [3_300])
            #expect(copy.map(\.value) == Array(0..<10) + [2_010] + Array(11..<299) + [2_299, 2_300, 2_301])
            #expect(kept.map(\.value) == Array(0..<10) + [2_010] + Array(11..<299) + [2_299, 2_300])
            #expect(frozen.map { view in (0..<view.count).map { view[$0].value } } == (freezeBeforeCopy ? Array(0..<300) : nil))
        }
        #expect(tally.made == 306)
        #expect(tally.freed == 306)
    }

    /// Many overwrites, each followed by a freeze, pass the point where a new keeper takes the
    /// pages in use; views from every stage keep their elements, and nothing leaks.
    @Test func viewsOutliveKeeperRenewals() {
        let tally = Tally()
        do {
            var generator = SeededGenerator(seed: 0x9A6E)
            var array = PagedArray<Counted>()
            var expected = Array(0..<2_000)
            for value in expected { array.append(Counted(value, tally)) }
            var kept: [(view: PagedArray<Counted>.Frozen, values: [Int])] = []
            for round in 0..<300 {
                let index = Int.random(in: 0..<expected.count, using: &generator)
                expected[index] = 10_000 + round
                array[index] = Counted(10_000 + round, tally)
                if round % 3 == 0 {
                    expected.append(20_000 + round)
                    array.append(Counted(20_000 + round, tally))
                }
                let view = array.freeze()
                if round % 25 == 0 { kept.append((view, expected)) }
            }
            #expect(array.map(\.value) == expected)
            for (view, values) in kept {
                #expect((0..<view.count).map { view[$0].value } == values)
            }
        }
        #expect(tally.made == 2_400)
        #expect(tally.freed == 2_400)
    }

    @Test func appendOnlyArraysShareTheirBufferWithViewsAndNotWithCopies() {
        let tally = Tally()
        do {
            var array = AppendOnlyArray<Counted>()
            for value in 0..<20 { array.append(Counted(value, tally)) }
            let first = array.freeze()
            for value in 20..<40 { array.append(Counted(value, tally)) }
            var copy = array
            copy.append(Counted(1_040, tally))
            array.append(Counted(2_040, tally))
            let second = array.freeze()

            #expect(first.buffer.map(\.value) == Array(0..<20))
            #expect(second.buffer.map(\.value) == Array(0..<40) + [2_040])
            #expect(copy.map(\.value) == Array(0..<40) + [1_040])
        }
        #expect(tally.made == 42)
        #expect(tally.freed == 42)
    }
}
