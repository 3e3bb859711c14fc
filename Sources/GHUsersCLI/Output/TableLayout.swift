import GHText

/// An aligned text table that is printed a batch of rows at a time: the header goes out with
/// the first batch, and columns only ever grow, so pages printed earlier stay aligned as far as
/// their content allows.
struct TableLayout: Sendable {
    /// How a column's cells line up.
    enum Alignment: Sendable {
        case left, right
    }

    /// A column's header and alignment; `maximumWidth` truncates longer cells with `…`.
    struct Column: Sendable {
        var header: String
        var alignment: Alignment = .left
        var maximumWidth: Int = 60
    }

    /// One cell: the plain text (measured) and the same text with styling (printed).
    struct Cell: Sendable {
        var text: String
        var styled: String

        init(_ text: String, styled: String? = nil) {
            self.text = text
            self.styled = styled ?? text
        }
    }

    private let columns: [Column]
    private let style: Style
    private var widths: [Int]
    private var printedHeader = false

    init(columns: [Column], style: Style) {
        self.columns = columns
        self.style = style
        widths = columns.map { TerminalText.width($0.header) }
    }

    /// The text for `rows`, preceded by the header the first time there are any. Each row's
    /// `details`, if given, are printed beneath it, indented and outside the columns.
    mutating func render(_ rows: [[Cell]], details: [[String]] = []) -> String {
        guard !rows.isEmpty else { return "" }
        let rows = rows.map { row in
            zip(row, columns).map { cell, column -> Cell in
                let cut = TerminalText.truncate(cell.text, to: column.maximumWidth)
                return cut == cell.text ? cell : Cell(cut)
            }
        }
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], TerminalText.width(cell.text))
            }
        }
        var text = ""
        if !printedHeader {
            printedHeader = true
            text += line(columns.map { Cell($0.header, styled: style.header($0.header)) })
        }
        for (index, row) in rows.enumerated() {
            text += line(row)
            if index < details.count {
                text += details[index].map { "    " + $0 + "\n" }.joined()
            }
        }
        return text
    }

    private func line(_ cells: [Cell]) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: max(0, widths[index] - TerminalText.width(cell.text)))
            let isLast = index == cells.count - 1
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
}
