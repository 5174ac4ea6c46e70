/// Memory lent to a closure for as long as it runs, read (and, for working memory, written)
/// through subscripts that check every index: a `String`'s UTF-8 bytes, or working memory on
/// the stack.
///
/// This is the one place in the module that holds unsafe pointers, so that the URL scanner, the
/// pattern parser and the matcher read bytes by offset without copying a URL and without
/// allocating: Swift offers no safe way to do both on every platform Junction supports
/// (`Span` would, but it needs Swift 6.2, and `String.utf8.span` iOS 26). What keeps it sound:
///
/// 1. **Lent, never kept.** A buffer is valid only inside the closure it is passed to
///    (``Swift/String/withUTF8Bytes(_:)``, ``withWorkingMemory(count:initialValue:_:)``): it must
///    not be stored anywhere that outlives the call or returned from it. Every use in the module
///    reads it, or a struct that holds it, within the call.
/// 2. **Every index is checked.** The subscripts trap on an index outside `0..<count`, in every
///    build configuration, as `Array`'s do; ``extracting(_:)`` checks its range.
/// 3. **A string's bytes are never written.** Only working memory is writable; writing to a
///    string's bytes traps.
/// 4. **Plain elements.** `Element` is `BitwiseCopyable`, so working memory needs no
///    deinitialization, and every element is initialized before the closure sees it.
///
/// `LentBufferTests` checks each of these that can be checked from a test: the bytes, the
/// bounds, the read-only strings, bridged and small strings.
struct LentBuffer<Element: BitwiseCopyable>: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Element>?
    let count: Int
    private let isWritable: Bool

    fileprivate init(base: UnsafeMutablePointer<Element>?, count: Int, isWritable: Bool) {
        self.base = base
        self.count = count
        self.isWritable = isWritable
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    func index(after index: Int) -> Int { index + 1 }
    func index(before index: Int) -> Int { index - 1 }

    /// The element at `index`, which must be in `0..<count`.
    subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            precondition(isWritable, "a string's bytes are read-only")
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// The elements in `range` as a buffer of their own, indexed from 0, lent as long as this one.
    func extracting(_ range: Range<Int>) -> LentBuffer {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return LentBuffer(base: base.map { $0 + range.lowerBound }, count: range.count, isWritable: isWritable)
    }

    /// The index of the first element from `start` on (at most `count`) for which `stop` is
    /// true, or `count`: the loop the scanner and the matcher spend most of their time in, with
    /// one check of `start` rather than one of every index.
    func firstIndex(from start: Int, where stop: (Element) -> Bool) -> Int {
        precondition(start >= 0 && start <= count, "index out of range")
        var index = start
        while index < count, !stop(base.unsafelyUnwrapped[index]) { index &+= 1 }
        return index
    }

    /// Whether the elements in `range` equal `other`'s from `otherStart` on, of which there are
    /// at least `range.count`.
    func elementsEqual(_ range: Range<Int>, _ other: [Element], from otherStart: Int) -> Bool where Element: Equatable {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        precondition(otherStart >= 0 && otherStart + range.count <= other.count, "range out of bounds")
        return other.withUnsafeBufferPointer { theirs in
            for offset in 0..<range.count where base.unsafelyUnwrapped[range.lowerBound + offset] != theirs[otherStart + offset] {
                return false
            }
            return true
        }
    }

    /// Lets the standard library's algorithms (`String(decoding:as:)`, `elementsEqual`) read the
    /// elements in one go; the pointer is as valid as the buffer.
    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

extension LentBuffer {
    /// Calls `body` with `count` elements of working memory on the stack (on the heap past a
    /// size the standard library chooses), each set to `initialValue`.
    static func withWorkingMemory<Result>(
        count: Int, initialValue: Element, _ body: (LentBuffer) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(count, 1)) { memory in
            memory.initialize(repeating: initialValue)
            return body(LentBuffer(base: memory.baseAddress, count: count, isWritable: true))
        }
    }
}

extension String {
    /// A string of lent UTF-8 bytes, ill-formed sequences repaired as `String(decoding:as:)`
    /// repairs them; read in one go, where the generic initializer would first ask the buffer's
    /// type at run time whether its bytes are contiguous.
    init(decoding bytes: LentBuffer<UInt8>) {
        self = bytes.withContiguousStorageIfAvailable { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Calls `body` with the string's UTF-8 bytes, read-only. A native string lends its own
    /// bytes (a small one, a copy on the stack); another kind (an `NSString` bridged from
    /// Objective-C) is copied once into a native string first.
    func withUTF8Bytes<Result>(_ body: (LentBuffer<UInt8>) -> Result) -> Result {
        // `withUTF8` is mutating only to make a string native first; a native one is not copied.
        var copy = self
        return copy.withUTF8 { bytes in
            body(LentBuffer(base: UnsafeMutablePointer(mutating: bytes.baseAddress), count: bytes.count, isWritable: false))
        }
    }

    /// The same for a body that throws.
    func withUTF8Bytes<Result, Failure: Error>(
        _ body: (LentBuffer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUTF8Bytes { bytes in Swift.Result { () throws(Failure) -> Result in try body(bytes) } }.get()
    }
}
