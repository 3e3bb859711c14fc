/// Reads one UTF-8 encoded scalar from the front of some bytes that may end mid-sequence.
/// Shared by ``KeyDecoder`` and the terminal emulator in the tests' support library.
public enum UTF8Scanner {
    /// What the front of the bytes holds.
    public enum Outcome: Equatable, Sendable {
        /// A well-formed scalar and how many bytes encode it.
        case scalar(Unicode.Scalar, length: Int)
        /// An ill-formed sequence of `length` bytes, to be shown as one U+FFFD.
        case invalid(length: Int)
        /// The start of a well-formed sequence whose remaining bytes have not arrived.
        case incomplete
    }

    /// Decodes the first scalar of `bytes`, which must not be empty. Overlong forms, surrogates
    /// and values past U+10FFFF are ill-formed; an ill-formed sequence is as long as its
    /// well-formed prefix, so decoding resumes at the byte that broke it.
    public static func first(of bytes: some Collection<UInt8>) -> Outcome {
        var iterator = bytes.makeIterator()
        guard let lead = iterator.next() else { return .incomplete }
        let length: Int
        var value: UInt32
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return .invalid(length: 1)
        }
        switch lead {
        case 0xE0: second = 0xA0...0xBF
        case 0xED: second = 0x80...0x9F
        case 0xF0: second = 0x90...0xBF
        case 0xF4: second = 0x80...0x8F
        default: break
        }
        for index in 1..<length {
            guard let byte = iterator.next() else { return .incomplete }
            guard (index == 1 ? second : 0x80...0xBF).contains(byte) else { return .invalid(length: index) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }

    /// How many bytes at the end of `bytes` are the start of a sequence cut short, so that a
    /// truncated buffer can end on a whole character.
    static func incompleteSuffixLength(of bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let start = bytes.count - back
            guard bytes[start] & 0xC0 == 0x80 else {
                return first(of: bytes[start...]) == .incomplete ? back : 0
            }
        }
        return 0
    }
}
