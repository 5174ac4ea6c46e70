@testable import Junction
import Testing

/// A paged array's first page starts small and grows, and an append-only array reserves what a
/// collection needs: against a plain array as the model, through freezes and copies, with
/// every element freed once.
struct PagedArrayGrowthTests {
    /// Random appends, overwrites, freezes and copies across the first page's growth (16, 32,
    /// 64, 128, 256 elements) and into later pages; every view and copy keeps what it had.
    @Test(arguments: [0x51, 0x52, 0x53, 0x54])
    func agreesWithAnArrayThroughGrowthFreezesAndCopies(seed: UInt64) {
        let tally = Tally()
        do {
            var generator = SeededGenerator(seed: seed)
            var array = PagedArray<Counted>()
            var model: [Int] = []
            var views: [(view: PagedArray<Counted>.Frozen, values: [Int])] = []
            var copies: [(copy: PagedArray<Counted>, values: [Int])] = []
            var next = 0
            while model.count < 600 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<6:
                    array.append(Counted(next, tally))
                    model.append(next)
                case 6..<8 where !model.isEmpty:
                    let index = Int.random(in: 0..<model.count, using: &generator)
                    array[index] = Counted(next, tally)
                    model[index] = next
                case 8:
                    views.append((array.freeze(), model))
                default:
                    copies.append((array, model))
                }
                next += 1
            }
            #expect(array.map(\.value) == model)
            for (view, values) in views {
                #expect((0..<view.count).map { view[$0].value } == values)
            }
            for (copy, values) in copies {
                #expect(copy.map(\.value) == values)
            }
        }
        #expect(tally.made == tally.freed)
    }

    /// A copy appends into a first page it shares with the original until that page is full:
    /// the original's later appends and growth leave the copy's elements alone.
    @Test func aCopyAndTheOriginalGrowTheirFirstPagesApart() {
        var original = PagedArray(0..<15)
        var copy = original
        copy.append(-15)
        copy.append(-16)
        for value in 15..<40 { original.append(value) }
        for value in 17..<20 { copy.append(-value) }
        #expect(Array(original) == Array(0..<40))
        #expect(Array(copy) == Array(0..<15) + (15..<20).map { -$0 })
    }

    @Test(arguments: [1, 15, 16, 17, 255, 256, 257, 600])
    func repeatingFillsExactlyItsCount(count: Int) {
        var array = PagedArray(repeating: 7, count: count)
        let frozen = array.freeze()
        array[count - 1] = 8
        array.append(9)
        #expect(array.count == count + 1)
        #expect(Array(array) == Array(repeating: 7, count: count - 1) + [8, 9])
        #expect((0..<frozen.count).map { frozen[$0] } == Array(repeating: 7, count: count))
    }

    /// Reserving for a collection takes room for what it adds (or twice the room there was,
    /// when that is more), so that many small reservations stay amortized O(1).
    @Test func reservingTakesWhatIsNeededOrTwiceTheRoom() {
        var array = AppendOnlyArray<Int>()
        array.reserveCapacity(forAdding: 10_000)
        #expect(array.capacity == 10_000)
        let early = array.freeze()
        for value in 0..<10_000 { array.append(value) }
        #expect(array.capacity == 10_000)
        array.reserveCapacity(forAdding: 3)
        #expect(array.capacity == 20_000)
        array.reserveCapacity(forAdding: 3)
        #expect(array.capacity == 20_000)
        array.append(10_000)
        #expect(array.capacity == 20_000)
        #expect(early.buffer.isEmpty)
        #expect(Array(array) == Array(0...10_000))

        var small = AppendOnlyArray<Int>()
        for step in 0..<100 {
            small.reserveCapacity(forAdding: 1)
            small.append(step)
        }
        #expect(small.capacity == 128)
        #expect(Array(small) == Array(0..<100))
    }
}
