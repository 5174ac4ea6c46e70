@testable import Junction
import Testing

/// The trie's table of literal edges held to a dictionary keyed by parent and text: after every
/// insert, through its resizes and room made ahead, each
/// key present finds its child and each absent one (a sibling's text under another parent, a
/// prefix, one byte changed) finds none. A slot keeps no hash, so a resize hashes the keys'
/// text again: a key placed where that hash does not lead would be lost here.
@Suite struct LiteralEdgesModelTests {
    private struct Key: Hashable {
        let parent: Int32
        let text: String
    }

    /// Keys that collide in every way a probe tells apart: the same text under many parents,
    /// texts of one length under one parent, prefixes of each other, and the empty text.
    private static func keys(count: Int, seed: UInt64) -> [Key] {
        var generator = SeededGenerator(seed: seed)
        let words = ["a", "ab", "abc", "me", "id", "m17", "m18", "user", "users", "settings", "", "privacy", "ab%2F"]
        var keys: [Key] = []
        var seen: Set<Key> = []
        while keys.count < count {
            let parent = Int32(generator.next() % 40)
            let text: String
            switch generator.next() % 3 {
            case 0: text = words[Int(generator.next() % UInt64(words.count))]
            case 1: text = "m\(generator.next() % 500)"
            default: text = String(repeating: "x", count: Int(generator.next() % 20)) + "\(generator.next() % 9)"
            }
            let key = Key(parent: parent, text: text)
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    private static func child(_ edges: LiteralEdges, _ key: Key) -> Int32 {
        key.text.withUTF8Bytes { bytes in
            edges.child(of: key.parent, key: 0..<bytes.count, in: bytes, hash: SegmentHasher.hash(bytes))
        }
    }

    /// Every key the model has finds its child; the absent ones derived from them find none.
    private static func agree(_ edges: LiteralEdges, _ model: [Key: Int32], _ context: Comment) {
        for (key, child) in model {
            #expect(Self.child(edges, key) == child, context)
            for absent in [
                Key(parent: key.parent + 1000, text: key.text), Key(parent: key.parent, text: key.text + "z"),
                Key(parent: key.parent, text: String(key.text.dropLast())), Key(parent: -7, text: key.text),
                // The same parent and length, one byte changed: told apart by the bytes alone.
                Key(parent: key.parent, text: String(key.text.dropLast()) + (key.text.last == "~" ? "^" : "~")),
            ] where model[absent] == nil {
                #expect(Self.child(edges, absent) == -1, context)
            }
        }
    }

    @Test(arguments: [(UInt64(1), 40), (2, 300), (3, 1_500)])
    func theTableAnswersAsADictionaryDoes(seed: UInt64, count: Int) {
        let keys = Self.keys(count: count, seed: seed)
        var edges = LiteralEdges()
        var model: [Key: Int32] = [:]
        for (index, key) in keys.enumerated() {
            key.text.withUTF8Bytes { edges.insert(parent: key.parent, child: Int32(index), key: $0) }
            model[key] = Int32(index)
            // Checked whole at a few points, so that every resize is crossed and the test stays quick.
            if index.isMultiple(of: 97) || index == keys.count - 1 { Self.agree(edges, model, "after \(index + 1) keys") }
        }
        #expect(edges.count == keys.count)
        // Slots at most three in four full, a power of two of them.
        #expect(edges.count * 4 <= edges.slots.count * 3)
        #expect(edges.slots.count & (edges.slots.count - 1) == 0)

        // Room made ahead resizes at once; what is there stays found, and more keys go in.
        var roomy = edges
        roomy.reserveCapacity(forAdding: 5_000)
        #expect(roomy.slots.count > edges.slots.count)
        Self.agree(roomy, model, "after room was made")
        let more = Self.keys(count: count + 200, seed: seed &+ 99).filter { model[$0] == nil }.prefix(200)
        for (offset, key) in more.enumerated() {
            let child = Int32(10_000 + offset)
            key.text.withUTF8Bytes { roomy.insert(parent: key.parent, child: child, key: $0) }
            model[key] = child
        }
        Self.agree(roomy, model, "after more keys in the room made")
    }
}
