/// The values the generator writes into URLs: captures, mixed-segment parts, what `**` takes
/// and query values. Each comes as written in the URL (`raw`) and as a router must read it back
/// (`decoded`).
struct WrittenValue {
    let raw: String
    let decoded: String

    /// A value that needs no percent-encoding.
    init(plain text: String) {
        raw = text
        decoded = text
    }

    /// `text`, percent-encoded for any place in a URL.
    init(encoding text: String) {
        raw = percentEncoded(text)
        decoded = text
    }
}

extension Workload {
    /// Text that needs percent-encoding: spaces, accents, other scripts, and the characters a
    /// URL gives a meaning to (`&`, `%`, `+`, `=`, `/`). None has `-` or `.`, so each can stand
    /// in a mixed segment such as `{slug}-{id:int}.html`.
    static let phrases = [
        "summer sale", "café", "München", "crème brûlée", "São Paulo", "rock & roll",
        "50% off", "AC/DC", "naïve", "北京", "a+b=c", "new york",
    ]

    /// Query names of the long workload.
    static let queryNames = [
        "utm_source", "utm_medium", "utm_campaign", "ref", "lang", "page", "sort", "q", "session", "variant",
    ]

    /// A captured segment's value: an integer for a typed capture; otherwise a token, or in
    /// the long workload a percent-encoded phrase half of the time.
    static func captureValue(_ kind: Kind, integer: Bool, using generator: inout SeededGenerator) -> WrittenValue {
        if integer { return WrittenValue(plain: String(Int.random(in: 1...99_999, using: &generator))) }
        if kind == .long, Bool.random(using: &generator) {
            return WrittenValue(encoding: phrases[Int.random(in: 0..<phrases.count, using: &generator)])
        }
        return WrittenValue(plain: generator.token())
    }

    /// A capture inside a mixed segment: a small integer (`v2.13`), or a token or phrase.
    static func mixedValue(integer: Bool, using generator: inout SeededGenerator) -> WrittenValue {
        if integer { return WrittenValue(plain: String(Int.random(in: 0...99, using: &generator))) }
        return captureValue(.long, integer: false, using: &generator)
    }

    /// What `**` takes: 1–3 tokens in the short workload; 2–4 segments, a third of them
    /// percent-encoded phrases, in the long one.
    static func remainderValues(_ kind: Kind, using generator: inout SeededGenerator) -> [WrittenValue] {
        switch kind {
        case .short:
            return (0..<Int.random(in: 1...3, using: &generator)).map { _ in WrittenValue(plain: generator.token()) }
        case .long:
            return (0..<Int.random(in: 2...4, using: &generator)).map { _ in
                if Int.random(in: 0..<3, using: &generator) == 0 {
                    return WrittenValue(encoding: phrases[Int.random(in: 0..<phrases.count, using: &generator)])
                }
                return WrittenValue(plain: generator.token())
            }
        }
    }

    /// A query value of the long workload: a token, a number or a percent-encoded phrase.
    static func longValue(using generator: inout SeededGenerator) -> WrittenValue {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: WrittenValue(plain: generator.token())
        case 1: WrittenValue(plain: String(Int.random(in: 1...500, using: &generator)))
        default: WrittenValue(encoding: phrases[Int.random(in: 0..<phrases.count, using: &generator)])
        }
    }
}

/// `text` with every byte but the unreserved ones (`A–Z a–z 0–9 - . _ ~`) written as `%XX`
/// (upper-case hexadecimal), as RFC 3986 has it.
func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            bytes.append(byte)
        default:
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
