/// An array that only grows, in one contiguous buffer that frozen views share, so that freezing
/// it costs nothing per element and lookups read it as a plain buffer.
///
/// Appends go in place into the buffer's spare capacity even when a frozen view shares it: a
/// view reads only the elements below its own count, which are never written again. A full
/// buffer is copied into one twice its size (amortized O(1) per append); views keep the old one.
///
/// It is a value, like ``PagedArray``: it holds an owner object that views never hold, and a
/// copy that finds the owner shared takes a fresh one and copies the buffer before its next
/// append, so copies never write into one another's spare capacity. Ownership is never decided
/// by the buffer's uniqueness, which readers' reference counting would decide.
struct AppendOnlyArray<Element> {
    /// A buffer, initialized from the front.
    final class Storage {
        let elements: UnsafeMutablePointer<Element>
        let capacity: Int
        /// How many elements are initialized; written only by the array that owns the buffer.
        var initialized = 0

        init(capacity: Int) {
            elements = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            // Trivial elements need no deinitializing, and `initialized` is not read for them.
            if !_isPOD(Element.self) { elements.deinitialize(count: initialized) }
            elements.deallocate()
        }
    }

    /// The buffer; `nil` until the first append, so that an array that stays empty (a trie
    /// with no mixed segments has several) allocates nothing.
    private var storage: Storage?
    private(set) var count = 0
    /// How many elements the buffer has room for.
    var capacity: Int { storage?.capacity ?? 0 }
    /// Whether this value may append into `storage`'s spare capacity.
    private var ownsSpareCapacity = true
    /// Held only by this array value and its copies; made with the first append.
    private var owner: StorageOwner?

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    mutating func append(_ element: Element) {
        reserveSpareCapacity(1)
        let storage = storage.unsafelyUnwrapped
        (storage.elements + count).initialize(to: element)
        count += 1
        storage.initialized = count
    }

    mutating func append(contentsOf elements: some Collection<Element>) {
        reserveSpareCapacity(elements.count)
        guard let storage else { return }
        for element in elements {
            (storage.elements + count).initialize(to: element)
            count += 1
        }
        storage.initialized = count
    }

    /// Makes room for `extra` more elements at once, so that appending them never grows the
    /// buffer (each growth copies every element, and the old buffer stays for the views that
    /// read it). A buffer that must grow for them grows to what they need or to twice its size,
    /// whichever is more, not to the next power of two: 10,000 routes added at once take room
    /// for 10,000, not 16,384.
    mutating func reserveCapacity(forAdding extra: Int) {
        reserveSpareCapacity(extra, exactly: true)
    }

    /// Makes room for `extra` more elements in spare capacity this value owns: a buffer twice
    /// as large when full (`exactly`: as large as needed, when that is more), or a copy of its
    /// own when the spare capacity belongs to another value.
    private mutating func reserveSpareCapacity(_ extra: Int, exactly: Bool = false) {
        if !isKnownUniquelyReferenced(&owner) {
            owner = StorageOwner()
            ownsSpareCapacity = false
        }
        let capacityNow = storage?.capacity ?? 0
        guard !ownsSpareCapacity || count + extra > capacityNow else { return }
        guard extra > 0 || storage != nil else { return }
        var capacity = Swift.max(16, capacityNow)
        if exactly, count + extra > capacity {
            // At least twice the old size, so that many small reservations stay amortized O(1).
            capacity = Swift.max(2 * capacityNow, count + extra)
        }
        while capacity < count + extra { capacity *= 2 }
        let grown = Storage(capacity: capacity)
        if let storage { grown.elements.initialize(from: storage.elements, count: count) }
        grown.initialized = count
        storage = grown
        ownsSpareCapacity = true
    }

    /// A view of the elements now, for readers; later appends go past what it reads.
    ///
    /// - Complexity: O(1).
    func freeze() -> Frozen {
        Frozen(storage: storage, count: count)
    }
}

extension AppendOnlyArray: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return storage.unsafelyUnwrapped.elements[index]
    }
}

extension AppendOnlyArray where Element == UInt8 {
    /// Whether the `bytes.count` bytes from `start` equal `bytes`, compared in place (a slice's
    /// `elementsEqual` goes through the generic collection path).
    func bytesEqual(from start: Int, to bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        precondition(start >= 0 && start + bytes.count <= count, "range out of bounds")
        guard let storage else { return bytes.isEmpty }
        let base = storage.elements + start
        for offset in 0..<bytes.count where base[offset] != bytes[offset] { return false }
        return true
    }
}

extension AppendOnlyArray {
    /// A read-only view of an ``AppendOnlyArray`` at one freeze.
    ///
    /// It is `@unchecked Sendable` because it holds a pointer: `storage` keeps the buffer alive,
    /// and no array writes the elements below `count` again (they only append past the count of
    /// every view), so every thread reads memory written before the view was made and published.
    struct Frozen: @unchecked Sendable {
        /// Keeps the buffer alive; not read by lookups.
        private let storage: Storage?
        let buffer: UnsafeBufferPointer<Element>

        init(storage: Storage?, count: Int) {
            self.storage = storage
            buffer = UnsafeBufferPointer(start: storage?.elements, count: count)
        }
    }
}

/// `@unchecked Sendable` because its storage is a class: an array value writes only memory no
/// other value reads (the spare capacity it owns, checked through its owner object), and what
/// frozen views read is never written again, so values may move between threads like `Array`.
extension AppendOnlyArray: @unchecked Sendable where Element: Sendable {}
