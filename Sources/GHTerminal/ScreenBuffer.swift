import GHText

/// A frame: a grid of cells, `width` columns by `height` rows, that a screen is drawn into
/// before ``FrameRenderer`` sends it to the terminal.
///
/// A character two columns wide (GHText's `TerminalText.width` says which are) takes its cell and
/// a continuation cell to its right, and never straddles the right edge. Writing over either half
/// of a wide character blanks the other half, as terminals do.
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    private(set) var cells: [Cell]
    /// The images the frame places over its cells, drawn by whoever holds their bytes.
    public private(set) var images: [ImageSlot] = []

    /// An empty frame: every cell a space in the default style.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a 0-based row and column, which must be on the screen.
    public subscript(row: Int, column: Int) -> Cell {
        precondition(row >= 0 && row < height && column >= 0 && column < width, "cell (\(row), \(column)) is off the screen")
        return cells[row * width + column]
    }

    /// Writes `text` from `row`, `column` rightwards in `style` and returns the columns it used.
    ///
    /// Writing stops at the right edge, or after `maxWidth` columns if given. A wide character
    /// that would cross that limit is not split: a space in `style` takes its first column
    /// instead. Control characters show as U+FFFD; characters of width 0 that do not follow a
    /// character in the same grapheme are skipped. Off-screen positions write nothing.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0, column < width else { return 0 }
        let limit = min(width, column + max(0, maxWidth ?? width))
        var next = column
        for character in text {
            let shown = Self.isControl(character) ? "\u{FFFD}" : character
            let columns = TerminalText.width(shown)
            guard columns > 0 else { continue }
            if next + columns > limit {
                if next < limit { place(Cell(" ", style: style), columns: 1, row: row, column: next) }
                next = max(next, limit)
                break
            }
            place(Cell(shown, style: style), columns: columns, row: row, column: next)
            next += columns
        }
        return next - column
    }

    /// Makes the cells of `row` a space in `style`, from its first column to `width` columns
    /// (the whole row when not given), e.g. to lay down a highlight bar before writing the row's
    /// text over it in the same style.
    public mutating func fill(row: Int, style: Style = .plain, width: Int? = nil) {
        guard row >= 0, row < height else { return }
        let blank = Cell(" ", style: style)
        let columns = min(self.width, max(0, width ?? self.width))
        for index in row * self.width..<row * self.width + columns { cells[index] = blank }
        // A wide character cut in half at the end of the run loses its other half too.
        if columns < self.width, cells[row * self.width + columns].isContinuation {
            cells[row * self.width + columns] = Cell(" ", style: cells[row * self.width + columns].style)
        }
    }

    /// Copies `other` into this frame with its top left cell at `row`, `column`: a panel's
    /// contents, drawn in a frame of their own size, take their place in the screen. What falls
    /// off this frame is left out; a wide character that would be cut becomes a space.
    public mutating func paste(_ other: ScreenBuffer, row: Int, column: Int) {
        for sourceRow in 0..<other.height where row + sourceRow >= 0 && row + sourceRow < height {
            for sourceColumn in 0..<other.width {
                let target = column + sourceColumn
                guard target >= 0, target < width else { continue }
                var cell = other.cells[sourceRow * other.width + sourceColumn]
                let cutAtRight = TerminalText.width(cell.character) > 1 && !cell.isContinuation && target + 1 >= width
                let cutAtLeft = cell.isContinuation && target == 0
                if cutAtRight || cutAtLeft { cell = Cell(" ", style: cell.style) }
                cells[(row + sourceRow) * width + target] = cell
            }
        }
        for var slot in other.images {
            slot.position = CellPosition(row: slot.position.row + row, column: slot.position.column + column)
            place(slot)
        }
    }

    /// Names an image to go over the cells of `slot` once the frame is drawn; one that does not
    /// fit on the frame whole is left out.
    public mutating func place(_ slot: ImageSlot) {
        guard slot.columns > 0, slot.rows > 0, slot.position.row >= 0, slot.position.column >= 0,
            slot.position.row + slot.rows <= height, slot.position.column + slot.columns <= width
        else { return }
        images.append(slot)
    }

    /// Leaves out every image: something is drawn over the frame (an overlay).
    public mutating func removeImages() {
        images.removeAll()
    }

    /// Moves the rows of `region` by `count` within it, as a terminal's scroll region does: up
    /// when `count` is positive (row `r` takes what row `r + count` held), down when negative.
    /// The rows left behind are blanks in `fill`.
    public mutating func scroll(_ region: ClosedRange<Int>, by count: Int, fill: Style = .plain) {
        let region = max(0, region.lowerBound)...min(height - 1, region.upperBound)
        guard count != 0, !region.isEmpty, width > 0 else { return }
        let blank = Cell(" ", style: fill)
        let rows = count > 0 ? Array(region) : Array(region.reversed())
        for row in rows {
            let source = row + count
            for column in 0..<width {
                cells[row * width + column] = region.contains(source) ? cells[source * width + column] : blank
            }
        }
    }

    /// A hash of each row's cells, to find rows that moved between two frames.
    func rowHashes() -> [Int] {
        (0..<height).map { row in
            var hasher = Hasher()
            for cell in cells[row * width..<(row + 1) * width] { hasher.combine(cell) }
            return hasher.finalize()
        }
    }

    /// The text of each row, wide characters once, trailing spaces removed: what a snapshot
    /// test compares.
    public func lines() -> [String] {
        (0..<height).map { row in
            var line = ""
            for cell in cells[row * width..<(row + 1) * width] where !cell.isContinuation {
                line.append(cell.character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Puts `cell` at `row`, `column`, spanning `columns` cells, and blanks the halves of wide
    /// characters it overwrites.
    private mutating func place(_ cell: Cell, columns: Int, row: Int, column: Int) {
        let start = row * width + column
        let last = start + columns - 1
        if cells[start].isContinuation {
            cells[start - 1] = Cell(" ", style: cells[start - 1].style)
        }
        if column + columns < width, cells[last + 1].isContinuation {
            cells[last + 1] = Cell(" ", style: cells[last + 1].style)
        }
        cells[start] = cell
        if columns == 2 { cells[start + 1] = .continuation(style: cell.style) }
    }

    /// Whether a character would act on the terminal rather than show: C0, DEL or C1.
    private static func isControl(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
