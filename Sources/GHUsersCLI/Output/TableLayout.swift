import GHText

/// An aligned text table that is printed a batch of rows at a time: the header goes out with
/// the first batch, and the column widths are chosen then, so that pages printed later line up
/// with it. A number column keeps room for the numbers it can hold (``Column/reservedWidth``).
/// A later cell wider than its column and than every cell before it has the widths chosen again,
/// from every cell printed so far, as if all of them had come first: a login on page three is
/// shown whole when the terminal has room for it, rather than cut to the first page's longest,
/// and only the rows from there on move over. On a terminal of known width the table fits it by
/// ``ColumnFit``'s rules: the most flexible columns give up width first, no one long value
/// starves the others, the key column (a login) is cut last, other columns being left out
/// before it is, and the last column may use whatever room is left.
struct TableLayout: Sendable {
    /// How a column's cells line up: text on the left, numbers on the right.
    enum Alignment: Sendable {
        case left, right
    }

    /// A column's header and alignment; `maximumWidth` truncates longer cells with `…`.
    struct Column: Sendable {
        var header: String
        var alignment: Alignment = .left
        var maximumWidth: Int = 60
        /// Cells this column keeps room for even when the first page's are shorter, so that a
        /// later page need not widen it (the digits of an id, a date).
        var reservedWidth: Int = 0
        /// How readily the column gives up width to fit the terminal: columns with a higher
        /// value shrink first; 0 shrinks last. Number columns never shrink.
        var flexibility: Int = 0
        /// Whether it names the row (a login, a repository): the last column cut.
        var isKey = false
    }

    /// One cell: the plain text (measured) and the same text with styling (printed).
    struct Cell: Sendable {
        var text: String
        var styled: String
        /// Styles the text again once it is cut, when one style covers the whole cell.
        var restyle: (@Sendable (String) -> String)?

        init(_ text: String, styled: String? = nil) {
            self.text = text
            self.styled = styled ?? text
        }

        /// A cell styled whole by `style`, which also styles what is left of it when it is cut.
        init(_ text: String, styledBy style: @escaping @Sendable (String) -> String) {
            self.text = text
            styled = style(text)
            restyle = style
        }
    }

    /// Room for a GitHub id: ten digits, every id below ten billion (user ids were near 300
    /// million in 2026), so that an ascending listing does not widen its id column.
    static let idWidth = 10
    /// Room for a count as `NumberText.grouped` writes it, up to `999,999`.
    static let countWidth = 7
    /// Room for a day, `2026-11-21`.
    static let dayWidth = 10

    private let columns: [Column]
    private let style: Style
    private let terminalWidth: Int?
    private var widths: [Int] = []
    /// The widest cell printed so far in each column.
    private var longest: [Int] = []

    /// A table of `columns`; `terminalWidth`, when known, is the width every line fits in.
    init(columns: [Column], style: Style, terminalWidth: Int? = nil) {
        self.columns = columns
        self.style = style
        self.terminalWidth = terminalWidth.map { max(1, $0) }
    }

    /// The text for `rows`, preceded by the header the first time there are any. Each row's
    /// `details`, if given, are printed beneath it, indented and outside the columns, each cut
    /// to the terminal on its plain text and styled again.
    mutating func render(_ rows: [[Cell]], details: [[Cell]] = []) -> String {
        guard !rows.isEmpty else { return "" }
        var text = ""
        if widths.isEmpty {
            longest = columns.indices.map { index in
                rows.map { $0.indices.contains(index) ? TerminalText.width($0[index].text) : 0 }.max() ?? 0
            }
            widths = Self.widths(longest: longest, columns: columns, terminalWidth: terminalWidth)
            let headers = zip(columns, widths).map { column, width in
                column.alignment == .left && width > 0 ? Self.cut(column.header, to: width) : column.header
            }
            text += line(headers.map { Cell($0, styled: style.header($0)) }, isHeader: true)
        }
        for (index, row) in rows.enumerated() {
            text += line(row)
            if index < details.count {
                let room = terminalWidth.map { $0 - 4 } ?? Int.max
                text += details[index].map { detail in
                    guard TerminalText.width(detail.text) > room else { return "    " + detail.styled + "\n" }
                    let cut = Self.cut(detail.text, to: room)
                    return "    " + (detail.restyle?(cut) ?? cut) + "\n"
                }.joined()
            }
        }
        return text
    }

    /// The widths of `columns` whose widest cells are `longest`, by the rules every table
    /// follows (see ``ColumnFit``).
    static func widths(longest: [Int], columns: [Column], terminalWidth: Int?) -> [Int] {
        let fitted = columns.map { column in
            ColumnFit.Column(
                headerWidth: TerminalText.width(column.header), isNumber: column.alignment == .right, maximumWidth: column.maximumWidth,
                reservedWidth: column.reservedWidth, flexibility: column.flexibility, isKey: column.isKey)
        }
        return ColumnFit.widths(longest: longest, columns: fitted, terminalWidth: terminalWidth)
    }

    private mutating func line(_ cells: [Cell], isHeader: Bool = false) -> String {
        let cells = Array(cells.prefix(widths.count))
        var cellWidths = cells.map { TerminalText.width($0.text) }
        if !isHeader {
            // A later cell wider than any before it and than its column: the widths are chosen
            // again from every cell printed so far, as if they had all come first, and hold
            // from this row on.
            var outgrown = false
            for index in cells.indices where cellWidths[index] > longest[index] {
                longest[index] = cellWidths[index]
                outgrown = outgrown || cellWidths[index] > widths[index]
            }
            if outgrown { widths = Self.widths(longest: longest, columns: columns, terminalWidth: terminalWidth) }
        }
        var parts: [String] = []
        let lastShown = cells.indices.last { widths[$0] > 0 }
        // A column 0 wide was left out to keep the key column whole.
        for (index, original) in cells.enumerated() where widths[index] > 0 {
            var cell = original
            // Text wider than its column is cut. A number never is: its column is at least as
            // wide as the widest number so far.
            if cellWidths[index] > widths[index] && columns[index].alignment == .left {
                let text = Self.cut(cell.text, to: widths[index])
                cell = Cell(text, styled: cell.restyle?(text))
                cellWidths[index] = TerminalText.width(cell.text)
            }
            let padding = String(repeating: " ", count: max(0, widths[index] - cellWidths[index]))
            let isLast = index == lastShown
            switch columns[index].alignment {
            case .left: parts.append(isLast ? cell.styled : cell.styled + padding)
            case .right: parts.append(padding + cell.styled)
            }
        }
        var text = parts.joined(separator: "  ")
        // An empty last cell would leave the separator hanging at the end of the line.
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    /// `text` cut to `width` cells with `…`, without spaces left before the `…`.
    private static func cut(_ text: String, to width: Int) -> String {
        var cut = TerminalText.truncate(text, to: width)
        guard cut != text, cut.hasSuffix("…") else { return cut }
        cut.removeLast()
        while cut.hasSuffix(" ") { cut.removeLast() }
        return cut + "…"
    }
}
