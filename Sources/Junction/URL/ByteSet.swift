/// A set of ASCII bytes, as two 64-bit masks: asking whether it holds a byte costs a shift and a
/// test, so the scanner's loops read the grammar's sets directly.
struct ByteSet: Hashable {
    /// Bytes 0–63 and 64–127.
    var low: UInt64
    var high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The bytes of an ASCII string.
    init(_ text: StaticString) {
        self.init(low: 0, high: 0)
        text.withUTF8Buffer { for byte in $0 { insert(byte) } }
    }

    /// C0 control characters and DEL.
    static let controls = ByteSet(low: 0xFFFF_FFFF, high: 0x8000_0000_0000_0000)

    /// Whether the set holds `byte`; a byte outside ASCII is never in a set.
    func contains(_ byte: UInt8) -> Bool {
        byte < 128 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
    }

    /// Adds an ASCII byte; other bytes are never in a set.
    mutating func insert(_ byte: UInt8) {
        switch byte >> 6 {
        case 0: low |= 1 << UInt64(byte & 63)
        case 1: high |= 1 << UInt64(byte & 63)
        default: break
        }
    }

    func union(_ other: ByteSet) -> ByteSet {
        ByteSet(low: low | other.low, high: high | other.high)
    }

    /// The ASCII bytes not in the set.
    var inverted: ByteSet { ByteSet(low: ~low, high: ~high) }

    func subtracting(_ other: ByteSet) -> ByteSet {
        ByteSet(low: low & ~other.low, high: high & ~other.high)
    }
}

extension UInt8 {
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")
    static let equals = UInt8(ascii: "=")
    static let ampersand = UInt8(ascii: "&")
    static let at = UInt8(ascii: "@")
    static let backslash = UInt8(ascii: "\\")
    static let space = UInt8(ascii: " ")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let star = UInt8(ascii: "*")

    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
    var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
    var isIdentifierContinuation: Bool { isASCIILetter || isASCIIDigit || self == .underscore }
    /// A C0 control character or DEL.
    var isControl: Bool { self < 0x20 || self == 0x7F }
    /// The value of a hexadecimal digit (either case), or `nil`.
    var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
