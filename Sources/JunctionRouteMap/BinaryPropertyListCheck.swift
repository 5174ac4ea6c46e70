/// Checks a binary property list's object table before Foundation reads it: a binary plist can
/// refer to one array many times, so a few hundred bytes can stand for a billion values, and
/// Foundation expands them all. The check counts the values the file stands for (shared objects
/// counted each time they are used) without expanding anything.
enum BinaryPropertyListCheck {
    /// Why a binary property list is refused; `nil` when it may be read (or is not binary).
    static func problem(_ bytes: [UInt8], maximumValues: Int) -> String? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8),
              let top = integer(bytes, at: trailer + 16, size: 8),
              let tableStart = integer(bytes, at: trailer + 24, size: 8),
              objectCount > 0, top < objectCount, objectCount <= bytes.count,
              tableStart.addingReportingOverflow(objectCount * offsetSize).partialValue <= trailer
        else { return "malformed binary property list" }

        func offset(of object: Int) -> Int? { integer(bytes, at: tableStart + object * offsetSize, size: offsetSize) }

        /// The objects an array, set or dictionary refers to; empty for other objects.
        func children(of object: Int) -> [Int]? {
            guard let start = offset(of: object), start < trailer else { return nil }
            let marker = bytes[start]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var count = Int(marker & 0x0F)
            var position = start + 1
            if count == 0x0F {
                guard position < trailer, bytes[position] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[position] & 0x0F)
                guard size <= 8, let value = integer(bytes, at: position + 1, size: size) else { return nil }
                count = value
                position += 1 + size
            }
            let references = kind == 0xD ? count * 2 : count
            guard count >= 0, references <= trailer, position + references * referenceSize <= trailer else { return nil }
            var result: [Int] = []
            result.reserveCapacity(references)
            for index in 0..<references {
                guard let child = integer(bytes, at: position + index * referenceSize, size: referenceSize), child < objectCount else { return nil }
                result.append(child)
            }
            return result
        }

        // Values each object stands for, found depth first without recursion; an object met
        // again while its own children are being counted is a cycle.
        var total = [Int?](repeating: nil, count: objectCount)
        var inProgress = Set<Int>()
        var stack: [(object: Int, children: [Int], next: Int, sum: Int)] = []
        func enter(_ object: Int) -> String? {
            guard let list = children(of: object) else { return "malformed binary property list" }
            inProgress.insert(object)
            stack.append((object, list, 0, 1))
            return nil
        }
        if let problem = enter(top) { return problem }
        while var frame = stack.popLast() {
            if frame.next == frame.children.count {
                inProgress.remove(frame.object)
                total[frame.object] = frame.sum
                if var parent = stack.popLast() {
                    parent.sum += frame.sum
                    if parent.sum > maximumValues { return "it stands for more than \(maximumValues) values" }
                    stack.append(parent)
                }
                continue
            }
            let child = frame.children[frame.next]
            frame.next += 1
            if let known = total[child] {
                frame.sum += known
                if frame.sum > maximumValues { return "it stands for more than \(maximumValues) values" }
                stack.append(frame)
            } else if inProgress.contains(child) {
                return "an array or dictionary contains itself"
            } else {
                stack.append(frame)
                if stack.count > 256 { return "nesting deeper than 256 levels" }
                if let problem = enter(child) { return problem }
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes at `start`, if it is inside the bytes and
    /// fits in an `Int`.
    private static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
        guard start >= 0, size > 0, size <= 8, start <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
