@testable import Junction
import Testing

/// The one type that holds unsafe pointers (`LentBuffer.swift`): what it lends is exactly the
/// string's bytes or working memory set to its initial value, and every index outside the
/// buffer, and every write to a string's bytes, stops the process rather than touching memory.
struct LentBufferTests {
    @Test(arguments: ["", "a", "app://shop/item/42", "fifteen bytes!!", "sixteen bytes!!!", "São Paulo 北京 😀",
                      String(repeating: "é/", count: 100)])
    func lendsTheStringsBytes(text: String) {
        let bytes = text.withUTF8Bytes { Array($0) }
        #expect(bytes == Array(text.utf8))
        text.withUTF8Bytes { lent in
            #expect(lent.count == text.utf8.count)
            #expect(lent.indices == 0..<text.utf8.count)
            #expect(String(decoding: lent, as: UTF8.self) == text)
        }
    }

    @Test func extractingIndexesFromZero() {
        "app://shop/item".withUTF8Bytes { lent in
            let part = lent.extracting(6..<10)
            #expect(part.count == 4)
            #expect(Array(part) == Array("shop".utf8))
            #expect(part[0] == UInt8(ascii: "s") && part[3] == UInt8(ascii: "p"))
            #expect(part.extracting(1..<3).elementsEqual("ho".utf8))
            #expect(lent.extracting(15..<15).isEmpty)
        }
    }

    @Test func workingMemoryStartsAtItsInitialValueAndKeepsWhatIsWritten() {
        let read = LentBuffer<Int32>.withWorkingMemory(count: 300, initialValue: 7) { memory in
            #expect(memory.allSatisfy { $0 == 7 })
            for index in memory.indices { memory[index] = Int32(index * 2) }
            let part = memory.extracting(100..<110)
            part[0] = -1
            return Array(memory)
        }
        #expect(read.count == 300)
        #expect(read[100] == -1)
        #expect(read[101] == 202 && read[299] == 598)
        #expect(LentBuffer<Bool>.withWorkingMemory(count: 0, initialValue: true) { $0.isEmpty })
    }

    @Test func throwsTheBodysError() {
        struct Stop: Error, Equatable {}
        #expect(throws: Stop()) {
            try "abc".withUTF8Bytes { (_) throws(Stop) in throw Stop() }
        }
    }

    @Test func anIndexPastTheEndStops() async {
        await #expect(processExitsWith: .failure) {
            _ = "abc".withUTF8Bytes { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            _ = "abc".withUTF8Bytes { $0[-1] }
        }
        await #expect(processExitsWith: .failure) {
            _ = LentBuffer<UInt8>.withWorkingMemory(count: 4, initialValue: 0) { $0[4] }
        }
        await #expect(processExitsWith: .failure) {
            _ = "abc".withUTF8Bytes { $0.extracting(1..<4).count }
        }
        await #expect(processExitsWith: .failure) {
            _ = "abcdef".withUTF8Bytes { $0.extracting(1..<3)[2] }
        }
    }

    @Test func aStringsBytesCannotBeWritten() async {
        await #expect(processExitsWith: .failure) {
            "abc".withUTF8Bytes { $0[0] = 0 }
        }
    }
}
