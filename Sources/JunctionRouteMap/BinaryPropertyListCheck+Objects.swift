/// The objects of a binary property list, checked one by one before Foundation sees them: only
/// the kinds a route map is made of pass (booleans, integers of 1 to 8 bytes, reals of 4 or 8
/// bytes, ASCII and UTF-16 strings, arrays, and dictionaries whose keys are strings), each
/// lying whole between the header and the offset table. Every other marker (null, fill, URLs,
/// UUIDs, dates, data, UTF-8 strings, UIDs, sets, ordered sets, unused markers) is refused:
/// Foundation on Linux crashes on some of them (a set dereferences a null pointer), and a route
/// map has no use for any.
extension BinaryPropertyListCheck {
    /// The object table of a `bplist00` file whose trailer has been read.
    struct ObjectTable {
        let bytes: [UInt8]
        /// Where the offset table starts: every object lies before it, after the 8-byte header.
        let tableStart: Int
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int

        /// A checked object: the objects it refers to (empty for a scalar) and whether it is a
        /// string, which dictionary keys must be.
        struct Object {
            var children: [Int]
            var isString: Bool
            var isDictionary: Bool
        }

        /// The object at `index`, or why it is refused.
        func object(_ index: Int) -> Result<Object, Refusal> {
            guard let offset = integer(at: tableStart + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableStart
            else { return .failure(Refusal("malformed binary property list")) }
            let marker = bytes[offset]
            func refuse(_ what: String) -> Result<Object, Refusal> {
                .failure(Refusal("object \(index) at byte \(offset) is \(what) (marker \(Self.hex(marker))); a route map holds only booleans, numbers, strings, arrays and dictionaries"))
            }
            let malformed = Result<Object, Refusal>.failure(Refusal("malformed binary property list"))
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08, 0x09: return .success(Object(children: [], isString: false, isDictionary: false))
                case 0x00: return refuse("null")
                case 0x0C, 0x0D: return refuse("a URL")
                case 0x0E: return refuse("a UUID")
                case 0x0F: return refuse("a fill byte")
                default: return refuse("an unknown object")
                }
            case 0x1:
                guard low <= 3 else { return refuse("an integer wider than 8 bytes") }
                return offset + 1 + (1 << low) <= tableStart ? .success(Object(children: [], isString: false, isDictionary: false)) : malformed
            case 0x2:
                guard low == 2 || low == 3 else { return refuse("a real of neither 4 nor 8 bytes") }
                return offset + 1 + (1 << low) <= tableStart ? .success(Object(children: [], isString: false, isDictionary: false)) : malformed
            case 0x3: return refuse("a date")
            case 0x4: return refuse("data")
            case 0x5, 0x6:
                guard let (count, start) = count(low, after: offset) else { return malformed }
                let isASCII = marker >> 4 == 0x5
                let (length, overflow) = count.multipliedReportingOverflow(by: isASCII ? 1 : 2)
                guard !overflow, start + length <= tableStart else { return malformed }
                if isASCII {
                    guard bytes[start..<start + length].allSatisfy({ $0 < 0x80 }) else { return refuse("a string with a byte that is not ASCII") }
                } else {
                    guard isWellFormedUTF16(start, count: count) else { return refuse("a string that is not well-formed UTF-16") }
                }
                return .success(Object(children: [], isString: true, isDictionary: false))
            case 0x7: return refuse("a UTF-8 string")
            case 0x8: return refuse("a UID")
            case 0xA, 0xD:
                guard let (count, start) = count(low, after: offset) else { return malformed }
                let isDictionary = marker >> 4 == 0xD
                let (references, overflow) = count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
                guard !overflow, references <= tableStart / referenceSize, start + references * referenceSize <= tableStart else { return malformed }
                var children: [Int] = []
                children.reserveCapacity(references)
                for position in stride(from: start, to: start + references * referenceSize, by: referenceSize) {
                    guard let child = integer(at: position, size: referenceSize), child < objectCount else { return malformed }
                    children.append(child)
                }
                return .success(Object(children: children, isString: false, isDictionary: isDictionary))
            case 0xB: return refuse("an ordered set")
            case 0xC: return refuse("a set")
            default: return refuse("an unknown object")
            }
        }

        /// The count a marker's low nibble gives, or the integer after it when the nibble is
        /// `0xF`, and where the object's contents start.
        private func count(_ low: Int, after offset: Int) -> (count: Int, start: Int)? {
            guard low == 0x0F else { return (low, offset + 1) }
            let position = offset + 1
            guard position < tableStart, bytes[position] >> 4 == 0x1, bytes[position] & 0x0F <= 3 else { return nil }
            let size = 1 << Int(bytes[position] & 0x0F)
            guard position + 1 + size <= tableStart, let value = integer(at: position + 1, size: size) else { return nil }
            return (value, position + 1 + size)
        }

        /// Whether `count` big-endian UTF-16 code units at `start` pair every surrogate.
        private func isWellFormedUTF16(_ start: Int, count: Int) -> Bool {
            var index = 0
            while index < count {
                let unit = UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])
                index += 1
                switch unit {
                case 0xD800...0xDBFF:
                    guard index < count else { return false }
                    let next = UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])
                    guard (0xDC00...0xDFFF).contains(next) else { return false }
                    index += 1
                case 0xDC00...0xDFFF:
                    return false
                default:
                    continue
                }
            }
            return true
        }

        /// A big-endian unsigned integer of `size` bytes at `start`, if it is inside the bytes
        /// and fits in an `Int`.
        func integer(at start: Int, size: Int) -> Int? {
            BinaryPropertyListCheck.integer(bytes, at: start, size: size)
        }

        /// `0xC1`.
        static func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return "0x" + (digits.count == 1 ? "0" : "") + digits
        }
    }

    /// Why a binary property list is refused.
    struct Refusal: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
