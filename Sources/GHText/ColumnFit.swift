/// How the columns of a table share a terminal's width: the one set of rules every table of
/// gh-users follows, printed (`list`, `repos`) or on the full screen (`browse`).
///
/// Each column starts as wide as its widest cell (or its header, or the room it keeps for
/// numbers), capped by its maximum. When that is too wide, text columns give way a cell at a
/// time, the widest first (the most flexible among equals), down to ``comfortable`` cells while
/// another is wider, so one long value cannot starve the others; then down to ``narrowest``;
/// only then do number columns give up the room they kept beyond their widest number. Room left
/// over goes to the last column, when it is text, up to its maximum.
public enum ColumnFit {
    /// One column, as far as its width is concerned.
    public struct Column: Hashable, Sendable {
        /// The width of its header.
        public var headerWidth: Int
        /// Whether it holds numbers: right-aligned, never cut, and the last to give way.
        public var isNumber: Bool
        /// The widest it is made; longer text is cut. Numbers are never capped.
        public var maximumWidth: Int
        /// Cells a number column keeps room for even when its numbers so far are shorter, so
        /// that a later, longer number need not widen it.
        public var reservedWidth: Int
        /// How readily it gives way: higher first; 0 last among text columns.
        public var flexibility: Int

        /// A column.
        public init(headerWidth: Int, isNumber: Bool = false, maximumWidth: Int = 60, reservedWidth: Int = 0, flexibility: Int = 0) {
            self.headerWidth = headerWidth
            self.isNumber = isNumber
            self.maximumWidth = maximumWidth
            self.reservedWidth = reservedWidth
            self.flexibility = flexibility
        }
    }

    /// The narrowest a text column is made: three characters and `…`.
    public static let narrowest = 4
    /// The width every text column keeps while another is wider, so that what is cut is shared.
    public static let comfortable = 16

    /// The widths of `columns` whose widest cells so far are `longest`, two cells apart, in
    /// `terminalWidth` cells when it is known; without it, the last text column may be as wide as
    /// its maximum (printing it costs nothing). Without `growsLast`, room left over stays unused
    /// (for a caller that gives it to something else).
    public static func widths(longest: [Int], columns: [Column], terminalWidth: Int?, growsLast: Bool = true) -> [Int] {
        let longest = columns.indices.map { $0 < longest.count ? longest[$0] : 0 }
        var widths = columns.indices.map { index in
            let column = columns[index]
            let natural = max(longest[index], column.reservedWidth)
            return max(column.isNumber ? natural : min(natural, column.maximumWidth), column.headerWidth)
        }
        let separators = 2 * max(0, columns.count - 1)
        guard let terminalWidth else {
            if growsLast, let last = columns.indices.last, !columns[last].isNumber {
                widths[last] = max(widths[last], columns[last].maximumWidth)
            }
            return widths
        }
        var excess = widths.reduce(separators, +) - terminalWidth
        let shrinking = columns.indices.filter { !columns[$0].isNumber }
        func shrinkText(to floor: Int) {
            while excess > 0 {
                let candidates = shrinking.filter { widths[$0] > floor }
                guard let widest = candidates.max(by: { (widths[$0], columns[$0].flexibility) < (widths[$1], columns[$1].flexibility) })
                else { return }
                widths[widest] -= 1
                excess -= 1
            }
        }
        shrinkText(to: comfortable)
        shrinkText(to: narrowest)
        for index in columns.indices where excess > 0 && columns[index].isNumber {
            let needed = max(longest[index], columns[index].headerWidth)
            let cut = min(excess, max(0, widths[index] - needed))
            widths[index] -= cut
            excess -= cut
        }
        if growsLast, excess < 0, let last = columns.indices.last, !columns[last].isNumber {
            widths[last] = max(widths[last], min(columns[last].maximumWidth, widths[last] - excess))
        }
        return widths
    }
}
