/// An array kept in fixed-size pages, so that freezing it costs a pointer per page and changing
/// it after a freeze copies only the pages it writes to.
///
/// A writer (a builder) appends and overwrites; ``freeze()`` hands out a ``PagedArray/Frozen``
/// view that lookups index without a lock from any thread. What a frozen view reads is never
/// written again:
///
/// - A page that was ever part of a frozen view is *sealed*: an overwrite copies it first
///   (copy-on-write at page granularity). Sealing is decided by the generation the page was made
///   in, never by reference-count uniqueness: readers that held a page order their reads before
///   a later write only through the runtime's reference counting, which ThreadSanitizer does not
///   see (see `unsharedCopy()`).
/// - Appends go in place into the spare capacity of the last page even when a frozen view
///   shares it: a view reads only indices below its own count.
///
/// It is a value: a copy never sees the original's later changes. The array holds an ``owner``
/// object that frozen views never hold; a write first checks that it is the only holder. When
/// it is not, the array was copied, so it takes a fresh owner and treats every page it has as
/// sealed and foreign (no appends into their spare capacity). Pages made since the last freeze
/// (never in a view, so only arrays hold them) are overwritten in place only when uniquely
/// referenced, the way `Array` does it.
///
/// Elements may be non-trivial (the router keeps handlers, which hold closures, in one): each
/// page deinitializes what it initialized.
struct PagedArray<Element> {
    /// Elements per page, as a shift: 256.
    static var pageShift: Int { 8 }
    static var pageSize: Int { 1 << pageShift }
    static var pageMask: Int { pageSize - 1 }

    /// A page's elements, allocated at the full page size and initialized from the front.
    final class Page {
        let elements: UnsafeMutablePointer<Element>
        /// The freeze generation the page was made in (see ``PagedArray/sealedGeneration``).
        let generation: Int
        /// How many elements are initialized; written only by the array that owns the page.
        var initialized = 0

        init(generation: Int) {
            elements = .allocate(capacity: PagedArray.pageSize)
            self.generation = generation
        }

        deinit {
            // Trivial elements need no deinitializing, and `initialized` is not read for them.
            if !_isPOD(Element.self) { elements.deinitialize(count: initialized) }
            elements.deallocate()
        }
    }

    private var pages: [Page] = []
    private(set) var count = 0
    /// Pages made in this generation or later have never been frozen.
    private var generation = 1
    /// Pages made in this generation or earlier are sealed: frozen, or shared with a copy.
    private var sealedGeneration = 0
    /// Pages made before this generation belong to an array this one was copied from or to: no
    /// appends into their spare capacity.
    private var ownedGeneration = 1
    /// Held only by this array value and its copies (see the type's discussion).
    private var owner = StorageOwner()

    init() {}

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        for _ in 0..<count { append(value) }
    }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return pages[index &>> Self.pageShift].elements[index & Self.pageMask]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            let page = writablePage(index &>> Self.pageShift)
            page.elements[index & Self.pageMask] = newValue
        }
    }

    mutating func append(_ element: Element) {
        let offset = count & Self.pageMask
        if offset == 0 {
            takeOwnership()
            pages.append(Page(generation: generation))
        } else if !canAppendInPlace(to: pages.count - 1) {
            replace(pages.count - 1)
        }
        let page = pages[pages.count - 1]
        (page.elements + offset).initialize(to: element)
        page.initialized = offset + 1
        count += 1
    }

    /// A view of the elements now, for readers; later changes go to pages it does not read.
    ///
    /// - Complexity: O(pages): one pointer per page.
    mutating func freeze() -> Frozen {
        sealedGeneration = generation
        generation += 1
        return Frozen(pages: pages, count: count)
    }

    /// Whether appends may go into the spare capacity of the page at `index` without copying it.
    private mutating func canAppendInPlace(to index: Int) -> Bool {
        takeOwnership()
        return pages[index].generation >= ownedGeneration
    }

    /// The page at `index`, copied first unless this array may write it in place.
    private mutating func writablePage(_ index: Int) -> Page {
        takeOwnership()
        if pages[index].generation <= sealedGeneration || !isKnownUniquelyReferenced(&pages[index]) {
            replace(index)
        }
        return pages[index]
    }

    /// Puts a copy of the page at `index` in its place.
    private mutating func replace(_ index: Int) {
        let old = pages[index]
        let page = Page(generation: generation)
        page.elements.initialize(from: old.elements, count: old.initialized)
        page.initialized = old.initialized
        pages[index] = page
    }

    /// Makes sure no copy of this array shares its owner; a copy's pages become foreign.
    private mutating func takeOwnership() {
        guard !isKnownUniquelyReferenced(&owner) else { return }
        owner = StorageOwner()
        sealedGeneration = generation
        generation += 1
        ownedGeneration = generation
    }
}

/// A paged array is a mutable collection, so the router can keep per-route values (handlers) in
/// one and freeze them with the table.
extension PagedArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
}

/// An object an array value holds and frozen views never do, so that a value can tell whether it
/// was copied (`isKnownUniquelyReferenced`) without asking about memory that readers hold.
final class StorageOwner {}

extension PagedArray {
    /// A read-only view of a ``PagedArray`` at one freeze, indexed without a lock.
    ///
    /// It is `@unchecked Sendable` because it holds pointers: `pages` keeps every page it points
    /// to alive, and the array that made it never writes the elements below `count` again (a
    /// sealed page is copied before an overwrite), so every thread reads memory that was written
    /// before the view was made and published.
    final class Frozen: @unchecked Sendable {
        /// Keeps the pages alive; not read by lookups.
        private let pages: [Page]
        /// One pointer per page, in memory this view allocates and frees.
        let pointers: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        let count: Int

        init(pages: [Page], count: Int) {
            self.pages = pages
            self.count = count
            pointers = .allocate(capacity: Swift.max(pages.count, 1))
            for (index, page) in pages.enumerated() { (pointers + index).initialize(to: page.elements) }
        }

        deinit {
            pointers.deallocate()
        }

        /// The element at `index`, below ``count``.
        subscript(index: Int) -> Element {
            precondition(index >= 0 && index < count, "index out of range")
            return view[index]
        }

        /// What lookups keep while they read: the page pointers without the object.
        var view: PagedView<Element> { PagedView(pointers: pointers, count: count) }
    }
}

/// The elements of a frozen ``PagedArray``, for a lookup that keeps the frozen array alive.
struct PagedView<Element> {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    let count: Int

    @inline(__always)
    subscript(index: Int) -> Element {
        pointers[index &>> PagedArray<Element>.pageShift][index & PagedArray<Element>.pageMask]
    }
}

/// `@unchecked Sendable` because its pages are classes: an array value writes only pages no
/// other value reads (pages made since the last freeze and uniquely referenced, or the spare
/// capacity of pages it owns, checked through its owner object), and what frozen views read is
/// never written again, so values may move between threads like `Array`.
extension PagedArray: @unchecked Sendable where Element: Sendable {}
