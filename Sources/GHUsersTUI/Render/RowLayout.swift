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

    /// Columns for `width`: the first gets at least `first`'s lower bound; each of `fixed` is
    /// kept, in order, while it fits beside it; `last`, if given, is kept when at least that many
    /// columns are left for it. What remains is shared: a third widens the first, up to its upper
    /// bound, the rest goes to the last (or all to the first, when there is no last).
    init(width: Int, first: ClosedRange<Int>, fixed: [Column], last minimumLast: Int? = nil) {
        let room = max(0, width - 2)
        var kept: [Column] = []
        var used = min(first.lowerBound, room)
        for column in fixed where used + 2 + column.width <= room {
            kept.append(column)
            used += 2 + column.width
        }
        let keepsLast = minimumLast.map { used + 2 + $0 <= room } ?? false
        let spare = room - used - (keepsLast ? 2 + (minimumLast ?? 0) : 0)
        let share = keepsLast ? max(0, spare) / 3 : max(0, spare)
        let firstWidth = min(first.upperBound, min(first.lowerBound, room) + share)
        var columns = [Column(width: firstWidth)] + kept
        if keepsLast {
            let taken = firstWidth + kept.reduce(0) { $0 + 2 + $1.width }
            columns.append(Column(width: room - taken - 2))
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
