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
/// Pages are kept alive by a ``PagedArray/Keeper`` that frozen views share, so a freeze retains
/// one object, not every page; replaced pages stay in the keeper until a new keeper takes the
/// pages in use (when the replaced ones outnumber them) and the last view of the old one goes.
///
/// It is a value: a copy never sees the original's later changes. The array holds an `owner`
/// object that frozen views never hold; a write first checks that it is the only holder. When
/// it is not, the array was copied, so it takes a fresh owner and keeper, copies the pages made
/// since the last freeze (the other value may go on writing those in place), and treats every
/// other page as sealed and foreign (no appends into their spare capacity).
///
/// Elements may be non-trivial (route handlers, which hold closures, for instance): each
/// page deinitializes what it initialized.
struct PagedArray<Element> {
    /// Elements per page, as a shift: 256.
    static var pageShift: Int { 8 }
    static var pageSize: Int { 1 << pageShift }
    static var pageMask: Int { pageSize - 1 }
    /// Room in an array's first page when it is made by appending: 16 elements, doubled up to
    /// a full page as the array grows.
    static var firstPageCapacity: Int { 16 }

    /// A page's elements, initialized from the front. A page holds up to ``pageSize`` elements;
    /// the first page of an array starts smaller and is replaced by one twice as large when
    /// full, so that a small table does not pay for full pages.
    final class Page {
        let elements: UnsafeMutablePointer<Element>
        /// How many elements the page has room for: ``pageSize``, or fewer for a first page.
        let capacity: Int
        /// The freeze generation the page was made in (see ``PagedArray/sealedGeneration``).
        let generation: Int
        /// How many elements are initialized; written only by the array that owns the page.
        var initialized = 0

        init(generation: Int, capacity: Int = PagedArray.pageSize) {
            elements = .allocate(capacity: capacity)
            self.capacity = capacity
            self.generation = generation
        }

        deinit {
            // Trivial elements need no deinitializing, and `initialized` is not read for them.
            if !_isPOD(Element.self) { elements.deinitialize(count: initialized) }
            elements.deallocate()
        }
    }

    private var pages: [Page] = []
    /// Each page's elements, so that a freeze copies the pointers in one go.
    private var pointers: [UnsafeMutablePointer<Element>] = []
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
    /// Keeps alive every page this array made since it took this keeper, and the pages it had
    /// then; frozen views hold the keeper rather than each page.
    private var keeper = Keeper()
    /// Pages replaced since the keeper was made: when they outnumber the pages in use, a new
    /// keeper takes the pages in use, and the old one goes with the last view holding it.
    private var replacedPages = 0

    /// What keeps pages alive: written only by the one array value that holds it for writing.
    final class Keeper {
        var pages: [Page]

        init(_ pages: [Page] = []) {
            self.pages = pages
        }
    }

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// `count` copies of `value`, in pages no larger than they need to be.
    init(repeating value: Element, count: Int) {
        for start in stride(from: 0, to: count, by: Self.pageSize) {
            let page = Page(generation: generation, capacity: Swift.min(Self.pageSize, count - start))
            page.initialized = page.capacity
            page.elements.initialize(repeating: value, count: page.initialized)
            pages.append(page)
            pointers.append(page.elements)
            keeper.pages.append(page)
        }
        self.count = count
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
            let page = Page(generation: generation, capacity: pages.isEmpty ? Self.firstPageCapacity : Self.pageSize)
            pages.append(page)
            pointers.append(page.elements)
            keeper.pages.append(page)
        } else if offset == pages[pages.count - 1].capacity {
            takeOwnership()
            replace(pages.count - 1, capacity: Swift.min(2 * offset, Self.pageSize))
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
        return Frozen(pointers: pointers, count: count, keeper: keeper)
    }

    /// Whether appends may go into the spare capacity of the page at `index` without copying it.
    private mutating func canAppendInPlace(to index: Int) -> Bool {
        takeOwnership()
        return pages[index].generation >= ownedGeneration
    }

    /// The page at `index`, copied first unless this array may write it in place.
    private mutating func writablePage(_ index: Int) -> Page {
        takeOwnership()
        if pages[index].generation <= sealedGeneration { replace(index) }
        return pages[index]
    }

    /// Puts a copy of the page at `index` in its place, with room for `capacity` elements (the
    /// old page's room unless told).
    private mutating func replace(_ index: Int, capacity: Int? = nil) {
        let old = pages[index]
        let page = Page(generation: generation, capacity: capacity ?? old.capacity)
        page.elements.initialize(from: old.elements, count: old.initialized)
        page.initialized = old.initialized
        pages[index] = page
        pointers[index] = page.elements
        keeper.pages.append(page)
        replacedPages += 1
        if replacedPages > Swift.max(pages.count, 16) { renewKeeper() }
    }

    /// A new keeper for the pages in use; the old one keeps the replaced pages for the views
    /// that still read them.
    ///
    /// - Complexity: O(pages), once per as many replaced pages: amortized O(1) per replacement.
    private mutating func renewKeeper() {
        keeper = Keeper(pages)
        replacedPages = 0
    }

    /// Makes sure no copy of this array shares its owner. When one does, this value takes a
    /// fresh owner and keeper, copies the pages made since the last freeze (so that whichever
    /// value keeps the old owner may go on writing them in place), and treats every other page
    /// as sealed and foreign.
    ///
    /// - Complexity: O(1), or O(pages) once after the array was copied.
    @inline(__always)
    private mutating func takeOwnership() {
        if !isKnownUniquelyReferenced(&owner) { becomeOwner() }
    }

    /// What ``takeOwnership()`` does for an array that was copied, out of line: every write
    /// checks ownership, and almost none finds a copy.
    @inline(never)
    private mutating func becomeOwner() {
        owner = StorageOwner()
        keeper = Keeper(pages)
        let unsealed = pages.indices.filter { pages[$0].generation > sealedGeneration }
        sealedGeneration = generation
        generation += 1
        ownedGeneration = generation
        for index in unsealed { replace(index) }
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
    /// It is `@unchecked Sendable` because it holds pointers: `keeper` keeps every page it points
    /// to alive (a keeper never lets a page go), and no array writes the elements below `count`
    /// again (a sealed page is copied before an overwrite), so every thread reads memory that
    /// was written before the view was made and published.
    final class Frozen: @unchecked Sendable {
        /// One pointer per page, in memory this view allocates and frees.
        let pointers: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        let count: Int
        /// Keeps every page alive; not read by lookups.
        private let keeper: Keeper

        init(pointers: [UnsafeMutablePointer<Element>], count: Int, keeper: Keeper) {
            self.count = count
            self.keeper = keeper
            self.pointers = .allocate(capacity: Swift.max(pointers.count, 1))
            pointers.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { self.pointers.initialize(from: base, count: source.count) }
            }
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

/// `@unchecked Sendable` because its pages and keeper are classes: an array value writes only
/// pages and a keeper no other value reads (a value that finds itself copied, through its owner
/// object, copies the unsealed pages and takes a keeper of its own), and what frozen views read
/// is never written again, so values may move between threads like `Array`.
extension PagedArray: @unchecked Sendable where Element: Sendable {}
