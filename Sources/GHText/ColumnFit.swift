/// How the columns of a table share a terminal's width: the one set of rules every table of
/// gh-users follows, printed (`list`, `repos`) or on the full screen (`browse`).
///
/// Each column starts as wide as its widest cell (or its header, or the room it keeps for
/// numbers), capped by its maximum. When that is too wide, text columns give way a cell at a
/// time, the widest first (the most flexible among equals), down to ``comfortable`` cells while
/// another is wider, so one long value cannot starve the others; then number columns give up
/// the room they kept beyond their widest number; then text goes down to ``narrowest``. The key
/// column (``Column/isKey``, what names the row: a login, a repository) is cut last: before it
/// is, the other columns are left out, text the most flexible first, numbers last, and only when
/// none is left is the key cut. Room left over goes to the last column shown, when it is text, up to its
/// maximum.
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
        /// Whether it names the row (a login, a repository's name): the last column cut.
        public var isKey: Bool

        /// A column.
        public init(
            headerWidth: Int, isNumber: Bool = false, maximumWidth: Int = 60, reservedWidth: Int = 0, flexibility: Int = 0,
            isKey: Bool = false
        ) {
            self.headerWidth = headerWidth
            self.isNumber = isNumber
            self.maximumWidth = maximumWidth
            self.reservedWidth = reservedWidth
            self.flexibility = flexibility
            self.isKey = isKey
        }
    }

    /// The narrowest a text column is made: three characters and `…`.
    public static let narrowest = 4
    /// The width every text column keeps while another is wider, so that what is cut is shared.
    public static let comfortable = 16

    /// The widths of `columns` whose widest cells so far are `longest`, two cells apart, in
    /// `terminalWidth` cells when it is known; without it, the last text column may be as wide as
    /// its maximum (printing it costs nothing). A column left out to keep the key whole is 0
    /// wide, and takes no separator either. Without `growsLast`, room left over stays unused
    /// (for a caller that gives it to something else).
    public static func widths(longest: [Int], columns: [Column], terminalWidth: Int?, growsLast: Bool = true) -> [Int] {
        let longest = columns.indices.map { $0 < longest.count ? longest[$0] : 0 }
        let natural = columns.indices.map { index in
            let column = columns[index]
            let natural = max(longest[index], column.reservedWidth)
            return max(column.isNumber ? natural : min(natural, column.maximumWidth), column.headerWidth)
        }
        guard let terminalWidth else {
            var widths = natural
            if growsLast, let last = columns.indices.last, !columns[last].isNumber {
                widths[last] = max(widths[last], columns[last].maximumWidth)
            }
            return widths
        }
        var shown = Array(columns.indices)
        while true {
            let fit = Fit(columns: columns, longest: longest, natural: natural, shown: shown, terminalWidth: terminalWidth)
            // Text first, the most flexible (then the rightmost) first; numbers last.
            let droppable = shown.filter { !columns[$0].isKey }
            let order = { (index: Int) in (columns[index].isNumber ? 0 : 1, columns[index].flexibility, index) }
            guard fit.cutsKey, let dropped = droppable.max(by: { order($0) < order($1) }) else { return fit.finished(growsLast: growsLast) }
            shown.removeAll { $0 == dropped }
        }
    }

    /// The widths of the columns `shown`, the others left out, given up in the order
    /// ``ColumnFit`` describes.
    private struct Fit {
        let columns: [Column]
        let shown: [Int]
        var widths: [Int]
        var excess: Int
        /// Whether the key column had to be cut.
        private(set) var cutsKey = false

        init(columns: [Column], longest: [Int], natural: [Int], shown: [Int], terminalWidth: Int) {
            self.columns = columns
            self.shown = shown
            widths = columns.indices.map { shown.contains($0) ? natural[$0] : 0 }
            excess = shown.reduce(2 * max(0, shown.count - 1)) { $0 + natural[$1] } - terminalWidth
            let text = shown.filter { !columns[$0].isNumber && !columns[$0].isKey }
            shrink(text, to: ColumnFit.comfortable)
            for index in shown where excess > 0 && columns[index].isNumber {
                let needed = max(longest[index], columns[index].headerWidth)
                let cut = min(excess, max(0, widths[index] - needed))
                widths[index] -= cut
                excess -= cut
            }
            shrink(text, to: ColumnFit.narrowest)
            let keys = shown.filter { columns[$0].isKey }
            cutsKey = excess > 0 && !keys.isEmpty
            shrink(keys, to: ColumnFit.comfortable)
            shrink(keys, to: ColumnFit.narrowest)
        }

        /// Cuts the widest of `candidates` a cell at a time (the most flexible among equals),
        /// down to `floor`, while the columns are too wide.
        private mutating func shrink(_ candidates: [Int], to floor: Int) {
            while excess > 0 {
                let wide = candidates.filter { widths[$0] > floor }
                guard let widest = wide.max(by: { (widths[$0], columns[$0].flexibility) < (widths[$1], columns[$1].flexibility) })
                else { return }
                widths[widest] -= 1
                excess -= 1
            }
        }

        /// The widths, with room left over given to the last column shown when `growsLast`.
        func finished(growsLast: Bool) -> [Int] {
            var widths = widths
            if growsLast, excess < 0, let last = shown.last, !columns[last].isNumber {
                widths[last] = max(widths[last], min(columns[last].maximumWidth, widths[last] - excess))
            }
            return widths
        }
    }
}
