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

        /// Whether the name is `name`, a name known only as the program runs (a literal takes the
        /// faster ``is(_:)``, which compares bytes).
        func matches(_ name: String) -> Bool {
            guard let decoded else { return raw.elementsEqual(name.utf8) }
            return decoded == name
        }

        /// Whether the name is the same as `other`'s, however each was escaped.
        func isSame(as other: MemberName) -> Bool {
            if decoded == nil, other.decoded == nil {
                return raw.count == other.raw.count && (raw.isEmpty || memcmp(raw.baseAddress!, other.raw.baseAddress!, raw.count) == 0)
            }
            return (decoded ?? String(decoding: raw, as: UTF8.self)) == (other.decoded ?? String(decoding: other.raw, as: UTF8.self))
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

    /// The body being read.
    let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read; the scanner's own files move it, its users only read it.
    var offset = 0
    /// How many arrays and objects are open, counted from the top of the body.
    var depth = 0

    /// A scanner at the start of `bytes`, which must outlive it. A UTF-8 byte order mark at
    /// the start is passed over, as `JSONDecoder` passes over it.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Moves past spaces, tabs and line ends. (These few lines are run before every token of
    /// every page: always inlined, as the optimiser stopped doing once the scanner's parts moved
    /// into files of their own.)
    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// The next byte, read but not consumed; at the end, a ``Failure``.
    @inline(__always)
    func peek() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw Failure(offset: offset) }
        return bytes[offset]
    }

    /// Checks that `byte` comes next, without consuming it.
    @inline(__always)
    func expect(_ byte: UInt8) throws(Failure) {
        guard try peek() == byte else { throw Failure(offset: offset) }
    }

    /// Reads `byte`, after any whitespace.
    @inline(__always)
    mutating func consume(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        try expect(byte)
        offset += 1
    }
}
