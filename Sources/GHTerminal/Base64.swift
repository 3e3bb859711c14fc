/// Standard base64 with padding (RFC 4648), for OSC 52. Written here so that GHTerminal needs
/// nothing beyond the standard library for it.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` encoded, as ASCII bytes.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 {
                group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
            }
            for offset in 0..<4 {
                let sextet = group >> (18 - 6 * offset) & 0x3F
                output.append(offset <= count ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }
}
