/// The converters a table's typed captures use, in precedence order (``ParameterConverter/rank``,
/// then name), made once per set of converters and shared by every table frozen from it.
///
/// It is `@unchecked Sendable` because it holds pointers: they point to memory written once in
/// `init`, read-only afterwards and freed in `deinit`.
final class ConverterTable: @unchecked Sendable {
    let converters: UnsafeBufferPointer<ParameterConverter>
    /// Each converter's ``ParameterConverter/builtInCode``, read by lookups without copying the converter.
    let codes: UnsafeBufferPointer<UInt8>
    /// Each converter's index in ``converters``, by name.
    let index: [String: Int32]

    init(_ converters: [String: ParameterConverter]) {
        let list = converters.values.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
        self.converters = ConverterTable.copy(list)
        codes = ConverterTable.copy(list.map(\.builtInCode))
        index = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1.name, Int32($0)) })
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: converters).deinitialize()
        UnsafeMutableRawPointer(mutating: converters.baseAddress)?.deallocate()
        UnsafeMutableRawPointer(mutating: codes.baseAddress)?.deallocate()
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: buffer[0..<elements.count])
    }
}
