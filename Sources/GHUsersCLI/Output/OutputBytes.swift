import GHText

/// Output built as UTF-8 bytes, to be written with one call: text that needs no escaping (the
/// great majority: logins, ids, URLs) is copied in bulk, and only what needs it is looked at
/// scalar by scalar. The escaping is the same as the `String` helpers': JSON strings as
/// ``JSONValue`` writes them, fields as ``GHText/TextSanitizer/line(_:)`` cleans them.
struct OutputBytes: Sendable {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Whether nothing has been appended.
    var isEmpty: Bool { bytes.isEmpty }

    /// Appends `text` as it is.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends ASCII `text` known at compile time (punctuation, keywords).
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Removes the last `count` bytes.
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
    }

    /// Appends `other`, bytes made ready beforehand.
    mutating func append(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends everything in `other`.
    mutating func append(_ other: OutputBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `other` from byte `offset` on.
    mutating func append(_ other: OutputBytes, from offset: Int) {
        bytes.append(contentsOf: other.bytes[offset...])
    }

    /// Appends `number` in decimal.
    mutating func append(decimal number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `text` as a JSON string: what JSON requires is escaped, and so is every scalar a
    /// terminal must never see raw or that hides (``GHText/TextSanitizer/isEscapedOutsideEmoji(_:)``,
    /// emoji joiners and tag letters included), as `\u` escapes.
    mutating func append(jsonString text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0, keepingEscapes: false) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a JSON value as a server sent it (`raw` is one whole, valid value). A string's
    /// escapes are kept as sent; only scalars a terminal must never see raw are escaped. An
    /// object or array (where GitHub sends a value of another type) is written on one line: its
    /// strings as a string is, the whitespace between its tokens left out.
    mutating func append(rawJSON raw: UnsafeRawBufferPointer) {
        let utf8 = raw.bindMemory(to: UInt8.self)
        switch utf8.first {
        case UInt8(ascii: "\""):
            appendRawString(utf8)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == UInt8(ascii: "\"") {
                    // The string runs to the next quote that no backslash escapes.
                    var end = index + 1
                    while end < utf8.count && utf8[end] != UInt8(ascii: "\"") {
                        end += utf8[end] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    end = min(end + 1, utf8.count)
                    appendRawString(UnsafeBufferPointer(rebasing: utf8[index..<end]))
                    index = end
                } else {
                    if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) { bytes.append(byte) }
                    index += 1
                }
            }
        default:
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string token as sent, quotes included, its unsafe scalars escaped.
    private mutating func appendRawString(_ token: UnsafeBufferPointer<UInt8>) {
        guard token.count >= 2 else { return bytes.append(contentsOf: token) }
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(UnsafeBufferPointer(rebasing: token[1..<(token.count - 1)]), keepingEscapes: true)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as one field of a tab-separated line: tabs, line breaks and every other
    /// unsafe scalar escaped, as ``GHText/TextSanitizer/line(_:)`` does.
    mutating func append(field text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { append(TextSanitizer.line(text)) }
    }

    /// The body of a JSON string. Runs of printable ASCII other than `"` and `\` are copied
    /// whole. With `keepingEscapes`, the text is already a JSON string's body, so a backslash
    /// and the character after it are copied as they are.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, keepingEscapes: Bool) {
        var index = 0
        var runStart = 0
        func flush(_ end: Int, into bytes: inout [UInt8]) {
            if runStart < end { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<end])) }
        }
        while index < utf8.count {
            index = Self.plainWords(in: utf8, from: index)
            guard index < utf8.count else { break }
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(index, into: &bytes)
            if byte == UInt8(ascii: "\\") && keepingEscapes {
                // `\"`, `\\`, `\n`, `\u00e9`…: the escape stays as sent.
                let end = min(index + 2, utf8.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                index = end
                runStart = index
                continue
            }
            let (scalar, length) = Self.scalar(in: utf8, at: index)
            appendEscaped(scalar, raw: UnsafeBufferPointer(rebasing: utf8[index..<(index + length)]))
            index += length
            runStart = index
        }
        flush(index, into: &bytes)
    }

    /// Where the first eight bytes from `index` on that are not all plain (printable ASCII
    /// other than `"` and `\`) begin: the bytes of a string are looked at eight at a time, as
    /// the scanner reads them, since most strings (logins, URLs) have nothing to escape.
    private static func plainWords(in utf8: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = utf8.baseAddress else { return index }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether some byte of `word` is zero.
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = index
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Past ASCII; then, every byte under 0x80: under 0x20, 0x7F, `"`, `\`.
            if word & highs != 0 || (word &- 0x20 &* ones) & ~word & highs != 0 || (word &+ ones) & highs != 0 { break }
            if hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones)) { break }
            index += 8
        }
        return index
    }

    /// One scalar that is not plain printable ASCII, escaped as ``JSONValue/quote(_:into:)``
    /// escapes it; `raw` is its UTF-8.
    private mutating func appendEscaped(_ scalar: Unicode.Scalar, raw: UnsafeBufferPointer<UInt8>) {
        switch scalar {
        case "\"": append("\\\"" as StaticString)
        case "\\": append("\\\\" as StaticString)
        case "\n": append("\\n" as StaticString)
        case "\r": append("\\r" as StaticString)
        case "\t": append("\\t" as StaticString)
        default:
            guard TextSanitizer.isEscapedOutsideEmoji(scalar) else {
                bytes.append(contentsOf: raw)
                return
            }
            // JSON's \u escape holds 16 bits: past U+FFFF, the UTF-16 surrogate pair.
            for unit in String(scalar).utf16 {
                append("\\u" as StaticString)
                for shift in stride(from: 12, through: 0, by: -4) {
                    let digit = UInt8((unit >> UInt16(shift)) & 0xF)
                    bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                }
            }
        }
    }

    /// The scalar whose UTF-8 starts at `index`, and its length in bytes. The text is valid
    /// UTF-8 (a Swift string, or a string a scanner has checked).
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        var iterator = utf8[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (scalar, UTF8.width(scalar))
        }
        return ("\u{FFFD}", 1)
    }
}
