extension TerminalText {
    /// `text` as a paragraph for a card: its lines (`\n`) kept, each wrapped at spaces to
    /// `columns` cells (a word longer than a line broken where it ends), at most `maxLines` lines
    /// in all; when more would follow, the last line kept ends in `…` and `isCut` is true. Only
    /// as much of a long text as could fill the lines is looked at, so a text of any size costs
    /// the same. An empty text gives no lines.
    public static func paragraph(_ text: String, to columns: Int, maxLines: Int) -> (lines: [String], isCut: Bool) {
        let columns = max(2, columns)
        let maxLines = max(1, maxLines)
        // A line holds at least half its cells' worth of characters (a word that does not fit
        // moves down whole only when it is shorter than the line), so this much fills them all.
        let head = text.prefix(columns * (maxLines + 1) * 2)
        var lines: [String] = []
        for part in head.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(part), to: columns, breakingLongWords: true)
            if lines.count > maxLines { break }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.count > maxLines || head.endIndex != text.endIndex else { return (lines, false) }
        lines = Array(lines.prefix(maxLines))
        guard let last = lines.popLast() else { return ([], false) }
        lines.append(width(last) < columns ? last + "…" : truncate(last + "…", to: columns))
        return (lines, true)
    }
}
