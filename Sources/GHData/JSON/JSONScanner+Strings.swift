// Strings: read eight bytes at a time where they are plain, their escapes checked and decoded.

extension JSONScanner {
    /// Reads a string. Escapes are decoded; the text must be valid UTF-8.
    mutating func readString() throws(Failure) -> String {
        let (text, escaped, ascii) = try stringBody()
        if ascii && !escaped {
            // Nothing to check or decode: the bytes are the string.
            return String(unsafeUninitializedCapacity: text.count) { buffer in
                _ = buffer.initialize(from: text)
                return text.count
            }
        }
        let string = escaped ? Self.unescaped(text) : text.withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) }
        guard let string else { throw Failure(offset: offset) }
        return string
    }

    /// Moves past a string without making it: its escapes are checked for shape, its text is
    /// not decoded (a member no one reads is not worth failing a response for).
    mutating func skipString() throws(Failure) {
        _ = try stringBody()
    }

    /// Reads a string's quotes and returns the bytes between them, whether there is an escape
    /// among them, and whether they are all ASCII. A control character is a ``Failure``.
    mutating func stringBody() throws(Failure) -> (UnsafeRawBufferPointer, escaped: Bool, ascii: Bool) {
        skipWhitespace()
        try expect(UInt8(ascii: "\""))
        let start = offset + 1
        var end = start
        var escaped = false
        var high: UInt8 = 0
        var highWord: UInt64 = 0
        while true {
            // Eight bytes at a time while none of them ends the string, escapes or is a control
            // character: most of a page is such text (URLs, logins).
            while end + 8 <= bytes.count {
                let word = bytes.loadUnaligned(fromByteOffset: end, as: UInt64.self)
                guard Self.isPlainText(word) else { break }
                highWord |= word
                end += 8
            }
            guard end < bytes.count else { throw Failure(offset: end) }
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw Failure(offset: end) }
            high |= byte
            if byte == UInt8(ascii: "\\") {
                escaped = true
                end += try Self.escapeLength(at: end + 1, in: bytes)
            } else {
                end += 1
            }
        }
        offset = end + 1
        let ascii = high < 0x80 && highWord & 0x8080_8080_8080_8080 == 0
        return (UnsafeRawBufferPointer(rebasing: bytes[start..<end]), escaped, ascii)
    }

    /// The length of the escape whose letter is at `index` (after its backslash), backslash
    /// included: 2, or 6 for `\\u` and four hex digits. Anything else is a ``Failure``.
    private static func escapeLength(at index: Int, in bytes: UnsafeRawBufferPointer) throws(Failure) -> Int {
        guard index < bytes.count else { throw Failure(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            guard index + 4 < bytes.count,
                bytes[(index + 1)...(index + 4)].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit })
            else { throw Failure(offset: index) }
            return 6
        default:
            throw Failure(offset: index)
        }
    }

    /// The text of a string with escapes, decoded; `nil` for a bad escape, a lone surrogate
    /// or invalid UTF-8.
    static func unescaped(_ text: UnsafeRawBufferPointer) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= text.count else { return nil }
            var value: UInt32 = 0
            for byte in text[at..<(at + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 1 < text.count else { return nil }
            let escape = text[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                guard var value = hex(index) else { return nil }
                index += 4
                if (0xD800..<0xDC00).contains(value) {
                    // A high surrogate must be followed by an escaped low one.
                    guard index + 6 <= text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u"),
                        let low = hex(index + 2), (0xDC00..<0xE000).contains(low)
                    else { return nil }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                result.append(contentsOf: UTF8.encode(scalar)!)
            default:
                return nil
            }
        }
        return String(validating: result, as: UTF8.self)
    }
}
