import Foundation

/// Reads JSON straight from a response's bytes, for the pages a listing fetches by the
/// thousand: no intermediate tree, no `Codable` machinery, strings made once.
///
/// It is strict and quits at the first thing it does not expect (``Failure``): a number with
/// a fraction where a whole one is wanted, a name with an escape in it, a duplicated member,
/// invalid UTF-8. The caller then decodes the same bytes with `JSONDecoder`, which accepts what
/// it accepts and explains what is wrong, so the scanner never changes what a body means, only
/// how fast the common case is read.
struct JSONScanner {
    /// Something the scanner does not read; the offset it stopped at.
    struct Failure: Error, Equatable {
        var offset: Int
    }

    /// The deepest nesting skipped, as `JSONDecoder` allows.
    static let maximumDepth = 512

    /// A member's name: its bytes as sent, and, when it has escapes, the name they spell.
    struct MemberName {
        /// The bytes between the quotes.
        let raw: UnsafeRawBufferPointer
        /// The name with its escapes decoded; `nil` when it has none (the bytes are the name).
        let decoded: String?

        /// The name's length in UTF-8 bytes.
        var count: Int { decoded?.utf8.count ?? raw.count }

        /// Whether the name is `name`.
        func `is`(_ name: String) -> Bool {
            guard let decoded else { return raw.elementsEqual(name.utf8) }
            return decoded == name
        }

        /// Whether the name is `name`.
        func `is`(_ name: StaticString) -> Bool {
            guard let decoded else {
                return raw.count == name.utf8CodeUnitCount
                    && name.withUTF8Buffer { expected in raw.isEmpty || memcmp(raw.baseAddress!, expected.baseAddress!, raw.count) == 0 }
            }
            return name.withUTF8Buffer { decoded.utf8.elementsEqual($0) }
        }
    }

    private let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    private(set) var offset = 0
    /// How many arrays and objects are open, counted from the top of the body.
    private var depth = 0

    /// A scanner at the start of `bytes`, which must outlive it. A UTF-8 byte order mark at
    /// the start is passed over, as `JSONDecoder` passes over it.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    // MARK: Structure

    /// Reads the `[` that opens an array.
    mutating func beginArray() throws(Failure) {
        try consume(UInt8(ascii: "["))
        try descend()
    }

    /// Moves to the array's next element and returns `true`, or reads its `]` and returns
    /// `false`. `first` is the caller's, set before the first call.
    mutating func nextElement(first: inout Bool) throws(Failure) -> Bool {
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return false
        }
        if !first { try consume(UInt8(ascii: ",")) }
        first = false
        return true
    }

    /// Reads the `{` that opens an object.
    mutating func beginObject() throws(Failure) {
        try consume(UInt8(ascii: "{"))
        try descend()
    }

    /// Reads the object's next member name and its `:`, and returns the name; `nil` once it
    /// has read the object's `}`.
    mutating func nextMember(first: inout Bool) throws(Failure) -> MemberName? {
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return nil
        }
        if !first { try consume(UInt8(ascii: ",")) }
        first = false
        let (raw, escaped, _) = try stringBody()
        var decoded: String?
        if escaped {
            guard let name = Self.unescaped(raw) else { throw Failure(offset: offset) }
            decoded = name
        }
        try consume(UInt8(ascii: ":"))
        return MemberName(raw: raw, decoded: decoded)
    }

    /// One more array or object is open; past ``maximumDepth`` from the top, a ``Failure``.
    private mutating func descend() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Failure(offset: offset) }
    }

    /// Checks that nothing but whitespace is left.
    mutating func end() throws(Failure) {
        skipWhitespace()
        guard offset == bytes.count else { throw Failure(offset: offset) }
    }

    // MARK: Values

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
    private mutating func skipString() throws(Failure) {
        _ = try stringBody()
    }

    /// Reads a string's quotes and returns the bytes between them, whether there is an escape
    /// among them, and whether they are all ASCII. A control character is a ``Failure``.
    private mutating func stringBody() throws(Failure) -> (UnsafeRawBufferPointer, escaped: Bool, ascii: Bool) {
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

    /// Reads a whole number: digits, an optional minus, no fraction or exponent, in `Int`'s range.
    mutating func readInt() throws(Failure) -> Int {
        skipWhitespace()
        let start = offset
        let negative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        let digitsStart = offset
        var value = 0
        while offset < bytes.count, case let digit = bytes[offset] &- UInt8(ascii: "0"), digit < 10 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
            guard !overflow1 && !overflow2 else { throw Failure(offset: start) }
            value = sum
            offset += 1
        }
        let count = offset - digitsStart
        guard count > 0, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { throw Failure(offset: start) }
        if offset < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[offset]) {
            throw Failure(offset: start)
        }
        return value
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws(Failure) -> Bool {
        skipWhitespace()
        if readLiteral("true") { return true }
        if readLiteral("false") { return false }
        throw Failure(offset: offset)
    }

    /// Reads `null` and returns `true` if it comes next; otherwise reads nothing.
    mutating func readNull() -> Bool {
        skipWhitespace()
        return readLiteral("null")
    }

    /// Skips one whole value, checking it is valid JSON, and returns where it lies.
    @discardableResult
    mutating func skipValue() throws(Failure) -> Range<Int> {
        skipWhitespace()
        let start = offset
        try skip()
        return start..<offset
    }

    /// The offset where the next value starts, past any whitespace.
    mutating func valueStart() -> Int {
        skipWhitespace()
        return offset
    }

    // MARK: Helpers

    private mutating func skip() throws(Failure) {
        skipWhitespace()
        switch try peek() {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while try nextMember(first: &first) != nil {
                try skip()
            }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(first: &first) {
                try skip()
            }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try readBool()
        case UInt8(ascii: "n"):
            guard readNull() else { throw Failure(offset: offset) }
        default:
            try skipNumber()
        }
    }

    /// Skips a number as JSON's grammar has it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() throws(Failure) {
        let start = offset
        func digits(_ scanner: inout JSONScanner) -> Int {
            let first = scanner.offset
            while scanner.offset < scanner.bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset]) {
                scanner.offset += 1
            }
            return scanner.offset - first
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits(&self)
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw Failure(offset: start) }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw Failure(offset: start) }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard digits(&self) > 0 else { throw Failure(offset: start) }
        }
    }

    private mutating func readLiteral(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { literal in
            (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
        }
        if matches { offset += count }
        return matches
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private func peek() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw Failure(offset: offset) }
        return bytes[offset]
    }

    private func expect(_ byte: UInt8) throws(Failure) {
        guard try peek() == byte else { throw Failure(offset: offset) }
    }

    private mutating func consume(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        try expect(byte)
        offset += 1
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
    private static func unescaped(_ text: UnsafeRawBufferPointer) -> String? {
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
