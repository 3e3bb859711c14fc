/// Widths, truncation, wrapping and padding for text shown in the cells of a terminal.
///
/// Widths come from the Unicode data (see `UnicodeTables.swift`): East Asian wide characters and
/// emoji take two cells, combining marks and other invisible characters none. Text is measured
/// grapheme by grapheme (`Character`), so nothing here ever splits one.
public enum TerminalText {
    /// How many cells `text` takes: the sum of its characters' widths.
    public static func width(_ text: some StringProtocol) -> Int {
        if let width = asciiWidth(text.utf8) { return width }
        var columns = 0
        for scalar in text.unicodeScalars {
            guard let scalarWidth = CellWidth.ofAlone(scalar) else { return graphemeWidth(text) }
            columns += scalarWidth
        }
        return columns
    }

    /// How many cells `character` takes: 0, 1 or 2. Two for East Asian wide characters, emoji
    /// (`🚀`, `❤️`, `🇵🇹`, `👨‍👩‍👧`, `1️⃣`); none for controls and for combining marks on their own.
    public static func width(_ character: Character) -> Int {
        CellWidth.of(character)
    }

    /// `text` cut to at most `limit` cells, ending in `…` when cut; `text` itself when it fits.
    /// A wide character that would cross the limit is left out whole, so the result can be one
    /// cell narrower than `limit`. A `limit` of zero or less leaves nothing of text that takes cells.
    public static func truncate(_ text: String, to limit: Int) -> String {
        let room = limit - 1  // the ellipsis takes one cell
        // Only printable ASCII has as many cells as bytes: every other scalar has fewer.
        if let width = asciiWidth(text.utf8), width == text.utf8.count {
            guard width > limit else { return text }
            return limit > 0 ? String(decoding: text.utf8.prefix(room), as: UTF8.self) + "…" : ""
        }
        let measured =
            measure(text.unicodeScalars, fitting: room, width: CellWidth.ofAlone)
            ?? measure(text, fitting: room, width: { CellWidth.of($0) })!
        guard measured.width > limit else { return text }
        return limit > 0 ? text[..<measured.end] + "…" : ""
    }

    /// `text` broken into lines of at most `columns` cells at spaces. A word longer than a line is
    /// left whole, or with `breakingLongWords` (a path, a URL) broken where the line ends, so
    /// that nothing is lost and no line is wasted. Always at least one line, which is empty for
    /// empty text.
    public static func wrap(_ text: String, to columns: Int, breakingLongWords: Bool = false) -> [String] {
        let columns = max(1, columns)
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = width(word)
            let gap = line.isEmpty ? 0 : 1
            if used + gap + wordWidth <= columns {
                line += (gap == 1 ? " " : "") + word
                used += gap + wordWidth
                continue
            }
            let splits = breakingLongWords && wordWidth > columns
            if !splits || columns - used - gap < 4 {
                // It starts a line of its own (or too little is left here to start it).
                if !line.isEmpty { lines.append(line) }
                (line, used) = ("", 0)
            } else if gap == 1 {
                line += " "
                used += 1
            }
            guard splits else {
                line += word
                used += wordWidth
                continue
            }
            for character in word {
                let characterWidth = width(character)
                if used + characterWidth > columns {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                line.append(character)
                used += characterWidth
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` followed by spaces up to `columns` cells; `text` itself when it is that wide already.
    public static func pad(_ text: String, to columns: Int) -> String {
        let missing = columns - width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The width of `text` measured grapheme by grapheme, for text whose scalars join up.
    private static func graphemeWidth(_ text: some StringProtocol) -> Int {
        var columns = 0
        for character in text {
            columns += CellWidth.of(character)
        }
        return columns
    }

    /// The cells all of `elements` take, and where the longest prefix that takes at most `room`
    /// cells ends; nil when `width` gives nil for one of them.
    private static func measure<Elements: Collection>(
        _ elements: Elements, fitting room: Int, width: (Elements.Element) -> Int?
    ) -> (width: Int, end: Elements.Index)? {
        var columns = 0
        var end = elements.startIndex
        var index = elements.startIndex
        while index < elements.endIndex {
            guard let elementWidth = width(elements[index]) else { return nil }
            columns += elementWidth
            index = elements.index(after: index)
            if columns <= room { end = index }
        }
        return (columns, end)
    }

    /// The width of ASCII text, one cell per printable byte and none per control, or nil when
    /// any byte is not ASCII.
    private static func asciiWidth(_ utf8: some Collection<UInt8>) -> Int? {
        if let counted = utf8.withContiguousStorageIfAvailable({ printableASCIICount($0) }) { return counted }
        return printableASCIICount(utf8)
    }

    private static func printableASCIICount(_ bytes: some Sequence<UInt8>) -> Int? {
        var count = 0
        var allBits: UInt8 = 0
        for byte in bytes {
            allBits |= byte
            count += byte &- 0x20 < 0x5F ? 1 : 0  // 0x20...0x7E
        }
        return allBits < 0x80 ? count : nil
    }
}
