import GHText

/// The bytes of one frame being built, and where the terminal's cursor and what its pen (the
/// style of the next character) will be once it has read them. `nil` means unknown.
struct FrameOutput {
    /// The bytes so far.
    var bytes: [UInt8] = []
    /// Where the cursor will be, or `nil` when unknown.
    var position: CellPosition?
    /// The style the next character will have, or `nil` when unknown.
    var pen: Style?

    /// Appends bytes that neither move the cursor nor change the pen.
    mutating func append(_ sequence: [UInt8]) {
        bytes += sequence
    }

    /// Makes `style` the pen, with one SGR when it differs from the current one: what changes
    /// when the pen is known and that is shorter, else a reset and the whole style.
    mutating func setStyle(_ style: Style) {
        guard pen != style else { return }
        bytes += pen.map(style.selectGraphicRendition(from:)) ?? style.selectGraphicRendition
        pen = style
    }

    /// Writes a cell's character at the cursor, which then stands `columns` further right, or is
    /// unknown after the last column of a screen `width` wide (terminals differ there).
    mutating func write(_ cell: Cell, columns: Int, screenWidth width: Int) {
        bytes += Array(String(cell.character).utf8)
        if let current = position, current.column + columns < width {
            position = CellPosition(row: current.row, column: current.column + columns)
        } else {
            position = nil
        }
    }

    /// Moves the cursor to `target` by the shortest of CUP, a relative move, CR or CR LF; or, on
    /// the same row, by writing over up to a few unchanged single-byte cells of `frame` that
    /// already have the pen's style, when that is shorter still.
    mutating func move(to target: CellPosition, in frame: ScreenBuffer) {
        guard position != target else { return }
        var best = EscapeSequence.cursorPosition(target)
        if let current = position {
            for candidate in relativeMoves(from: current, to: target) where candidate.count < best.count {
                best = candidate
            }
            if current.row == target.row, target.column > current.column, target.column - current.column < best.count {
                let gap = (current.column..<target.column).map { frame[target.row, $0] }
                if gap.allSatisfy({
                    !$0.isContinuation && $0.style == pen && $0.character.utf8.count == 1 && TerminalText.width($0.character) == 1
                }) {
                    best = gap.flatMap { Array(String($0.character).utf8) }
                }
            }
        }
        bytes += best
        position = target
    }

    /// The moves from `current` to `target` that rely on knowing where the cursor is.
    private func relativeMoves(from current: CellPosition, to target: CellPosition) -> [[UInt8]] {
        var moves: [[UInt8]] = []
        let rows = target.row - current.row
        let columns = target.column - current.column
        if rows == 0 {
            if target.column == 0 { moves.append([0x0D]) }
            moves.append(EscapeSequence.cursorMove(abs(columns), columns > 0 ? "C" : "D"))
        } else if columns == 0 {
            moves.append(EscapeSequence.cursorMove(abs(rows), rows > 0 ? "B" : "A"))
        } else if rows == 1 && target.column == 0 {
            moves.append([0x0D, 0x0A])
        }
        return moves
    }
}
