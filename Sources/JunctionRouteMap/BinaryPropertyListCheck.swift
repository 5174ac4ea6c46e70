/// Checks a binary property list before Foundation reads it. Every object in the table must be
/// a kind a route map is made of (`BinaryPropertyListCheck+Objects.swift`): Foundation on Linux
/// crashes on some others, a set among them. And a binary plist can refer to one array many
/// times, so a few hundred bytes can stand for a billion values, which Foundation expands all:
/// the check counts the values the file stands for (shared objects counted each time they are
/// used) and how deep they nest, without expanding anything.
enum BinaryPropertyListCheck {
    /// Deeper nesting, counted through shared objects, is refused.
    static let maximumDepth = 256

    /// Why a binary property list is refused; `nil` when it may be read (or is not binary:
    /// a file that does not start with `bplist`).
    static func problem(_ bytes: [UInt8], maximumValues: Int) -> String? {
        guard bytes.starts(with: Array("bplist".utf8)) else { return nil }
        // The header, at least one one-byte object, a one-byte offset table and the trailer.
        guard bytes.count >= 42, bytes.starts(with: Array("bplist00".utf8)) else { return "malformed binary property list" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8),
              let top = integer(bytes, at: trailer + 16, size: 8),
              let tableStart = integer(bytes, at: trailer + 24, size: 8),
              objectCount > 0, top < objectCount, objectCount <= bytes.count, tableStart >= 8,
              tableStart.addingReportingOverflow(objectCount * offsetSize).partialValue <= trailer
        else { return "malformed binary property list" }

        let table = ObjectTable(
            bytes: bytes, tableStart: tableStart, offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount)
        var objects: [ObjectTable.Object] = []
        objects.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            switch table.object(index) {
            case .success(let object): objects.append(object)
            case .failure(let refusal): return refusal.message
            }
        }
        for (index, object) in objects.enumerated() where object.isDictionary {
            if let key = object.children.prefix(object.children.count / 2).first(where: { !objects[$0].isString }) {
                return "object \(index), a dictionary, has a key (object \(key)) that is not a string"
            }
        }
        return countValues(objects, top: top, maximumValues: maximumValues)
    }

    /// Counts the values the top object stands for and how deep they nest, depth first without
    /// recursion; an object met again while its own children are being counted is a cycle.
    private static func countValues(_ objects: [ObjectTable.Object], top: Int, maximumValues: Int) -> String? {
        var total = [Int?](repeating: nil, count: objects.count)
        var height = [Int](repeating: 0, count: objects.count)
        var inProgress = Set<Int>()
        var stack: [(object: Int, next: Int, sum: Int, height: Int)] = [(top, 0, 1, 1)]
        inProgress.insert(top)
        while var frame = stack.popLast() {
            let children = objects[frame.object].children
            if frame.next == children.count {
                inProgress.remove(frame.object)
                total[frame.object] = frame.sum
                height[frame.object] = frame.height
                if var parent = stack.popLast() {
                    parent.sum += frame.sum
                    parent.height = max(parent.height, frame.height + 1)
                    if parent.sum > maximumValues { return "it stands for more than \(maximumValues) values" }
                    stack.append(parent)
                }
                continue
            }
            let child = children[frame.next]
            frame.next += 1
            if let known = total[child] {
                frame.sum += known
                frame.height = max(frame.height, height[child] + 1)
                if frame.sum > maximumValues { return "it stands for more than \(maximumValues) values" }
                if stack.count + frame.height > maximumDepth { return "nesting deeper than \(maximumDepth) levels" }
                stack.append(frame)
            } else if inProgress.contains(child) {
                return "an array or dictionary contains itself"
            } else {
                stack.append(frame)
                if stack.count >= maximumDepth { return "nesting deeper than \(maximumDepth) levels" }
                inProgress.insert(child)
                stack.append((child, 0, 1, 1))
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes at `start`, if it is inside the bytes and
    /// fits in an `Int`.
    static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
        guard start >= 0, size > 0, size <= 8, start <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
