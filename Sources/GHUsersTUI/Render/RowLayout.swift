import GHTerminal
import GHText

/// A row as columns of fixed widths that depend only on the terminal's width, so rows loaded
/// later line up with the first.
struct RowLayout {
    /// One column: its width and how its text sits in it.
    struct Column {
        var width: Int
        var rightAligned = false
    }

    /// The columns after the marker.
    var columns: [Column]

    /// Columns for `width`: `flexible` is the first column's share; each of `fixed` is added only
    /// while it fits, and `last`, if any, takes what is left when at least `minimumLast` is.
    init(width: Int, first: ClosedRange<Int>, fixed: [Column], last minimumLast: Int? = nil) {
        let room = max(0, width - 2)
        let firstWidth = min(first.upperBound, max(first.lowerBound, room / 2), room)
        var columns = [Column(width: firstWidth)]
        var used = firstWidth
        for column in fixed where used + 2 + column.width <= room {
            columns.append(column)
            used += 2 + column.width
        }
        if let minimumLast, room - used - 2 >= minimumLast {
            columns.append(Column(width: room - used - 2))
        }
        self.columns = columns
    }

    /// Draws `cells` (text and style each) on `row` after the two-column marker.
    func draw(_ cells: [(String, Style)], row: Int, into frame: inout ScreenBuffer, selected: Bool, palette: Palette) {
        var column = 2
        for (index, layout) in columns.enumerated() where index < cells.count {
            let (text, style) = cells[index]
            let shown = TerminalText.truncate(text, to: layout.width)
            let width = TerminalText.width(shown)
            let start = layout.rightAligned ? column + layout.width - width : column
            frame.put(shown, row: row, column: start, style: selected ? palette.selected(style) : style, maxWidth: layout.width)
            column += layout.width + 2
        }
    }
}
