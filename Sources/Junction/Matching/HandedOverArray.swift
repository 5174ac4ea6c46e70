/// An array that a builder changes and hands, as it stands, to each frozen value it makes (a
/// table's routes, a snapshot's entries): once handed over, it is copied into a buffer of its
/// own before it next changes. So a frozen value reads a buffer that is never written after
/// (see ``Swift/Array/freshCopy()``), and freezing copies nothing: a router keeps its routes
/// once, not once for the builder and once for the table. Copy-on-write alone would be safe;
/// what it lacks is an order between a lookup's reads and the next write that ThreadSanitizer
/// can see, which a buffer never written after it is handed over does not need.
struct HandedOverArray<Element> {
    private(set) var elements: [Element] = []
    /// Whether a frozen value holds `elements`' buffer.
    private var isHandedOver = false

    /// The elements, for a frozen value to keep.
    mutating func handOver() -> [Element] {
        isHandedOver = true
        return elements
    }

    /// Changes the elements, in a buffer of their own.
    mutating func change<Result>(_ body: (inout [Element]) -> Result) -> Result {
        if isHandedOver {
            elements = elements.freshCopy()
            isHandedOver = false
        }
        return body(&elements)
    }
}

extension HandedOverArray: Sendable where Element: Sendable {}
