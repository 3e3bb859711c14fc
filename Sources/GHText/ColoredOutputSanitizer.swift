/// Makes another program's output safe for a terminal while keeping its colours: the output of
/// `jq -C`, whose strings come from the server. Select Graphic Rendition sequences
/// (`ESC [ 1;39 m`, colours and bold) pass as they are; everything else ``TextSanitizer``
/// escapes in a line is escaped the same way (an OSC that would set the window title or write
/// the clipboard, a cursor move, C1 controls, bidirectional overrides, invisible characters),
/// except the line breaks and tabs that lay the output out.
///
/// Output is fed in chunks as it comes, and written out a line at a time, so a chunk that ends
/// inside a character or a sequence is never cut; a line longer than ``longestHeldLine`` is
/// written out when it gets that long.
public struct ColoredOutputSanitizer: Sendable {
    /// The most bytes held back waiting for a line's end.
    public static let longestHeldLine = 64 << 10

    private var held: [UInt8] = []

    /// A sanitizer with nothing held.
    public init() {}

    /// The safe text of every whole line `bytes` completes; the rest is held for the next call.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [UInt8] {
        held.append(contentsOf: bytes)
        let end: Int
        if let lastBreak = held.lastIndex(of: UInt8(ascii: "\n")) {
            end = lastBreak + 1
        } else if held.count >= Self.longestHeldLine {
            end = held.count
        } else {
            return []
        }
        let lines = Array(held[..<end])
        held.removeFirst(end)
        return Self.clean(lines)
    }

    /// The safe text of whatever is still held, at the end of the output.
    public mutating func finish() -> [UInt8] {
        defer { held = [] }
        return Self.clean(held)
    }

    /// `bytes` with every SGR sequence kept and the text between escaped as a table escapes it,
    /// but for `\n` and `\t`.
    static func clean(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var textStart = 0
        var index = 0
        // Split at the bytes themselves: in UTF-8 a `\n` or `\t` byte is always that character,
        // where a String would hold `\r\n` as one.
        func flushText(upTo end: Int) {
            var pieceStart = textStart
            for index in textStart...end where index == end || bytes[index] == 0x0A || bytes[index] == 0x09 {
                result.append(contentsOf: TextSanitizer.line(String(decoding: bytes[pieceStart..<index], as: UTF8.self)).utf8)
                if index < end { result.append(bytes[index]) }
                pieceStart = index + 1
            }
        }
        while index < bytes.count {
            guard bytes[index] == 0x1B, let length = sgrLength(bytes, at: index) else {
                index += 1
                continue
            }
            flushText(upTo: index)
            result.append(contentsOf: bytes[index..<index + length])
            index += length
            textStart = index
        }
        flushText(upTo: bytes.count)
        return result
    }

    /// The length of the SGR sequence at `index` (`ESC [`, digits and semicolons, `m`), or `nil`
    /// when what starts there is anything else.
    private static func sgrLength(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var end = index + 2
        while end < bytes.count, end - index <= 64, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else { return nil }
        return end + 1 - index
    }
}
