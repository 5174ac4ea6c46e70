/// Base64url without padding (RFC 7515 §2, RFC 4648 §5), read strictly: only the URL-safe
/// alphabet, no `=`, no white space, and the unused low bits of the last character zero, so each
/// byte string has exactly one spelling and a changed character always changes the bytes.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The text for `bytes`.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 6 {
                bits -= 6
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 0x3F)])
            }
        }
        if bits > 0 { output.append(alphabet[Int((buffer << UInt32(6 - bits)) & 0x3F)]) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes `text` stands for, or why it is not base64url.
    static func decode(_ text: some Collection<UInt8>) -> Result<[UInt8], Problem> {
        if text.count % 4 == 1 { return .failure(.length) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for (offset, byte) in text.enumerated() {
            if byte == UInt8(ascii: "=") { return .failure(.padding) }
            let value = values[Int(byte)]
            if value == 0xFF { return .failure(.character(byte, offset)) }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        if bits > 0 && buffer & ((1 << UInt32(bits)) - 1) != 0 { return .failure(.trailingBits) }
        return .success(output)
    }

    /// Why text is not base64url.
    enum Problem: Error, Equatable {
        case length
        case padding
        case character(UInt8, Int)
        case trailingBits

        var message: String {
            switch self {
            case .length: "its length is not that of any base64url text"
            case .padding: "it has '=' padding, which base64url in a JWS leaves out"
            case .character(let byte, let offset):
                byte >= 0x21 && byte < 0x7F
                    ? "'\(Character(Unicode.Scalar(byte)))' at offset \(offset) is not a base64url character"
                    : "byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) is not a base64url character"
            case .trailingBits: "its last character has bits set beyond the data (not the canonical spelling)"
            }
        }
    }
}
