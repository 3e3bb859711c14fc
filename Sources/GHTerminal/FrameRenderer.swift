import GHText

/// Turns frames into the bytes that bring the terminal from the last frame to the next, the
/// way termbox2's `tb_present` and ratatui's buffer diff do: only changed cells are written,
/// the cursor is moved by the shortest sequence, and the style is set only when it changes.
/// A frame identical to the last (cursor included) needs no bytes at all.
///
/// When a block of rows moved up or down (a list scrolled by a few lines), the terminal moves it
/// with a scroll region, so only the rows that came into view are drawn.
///
/// The first frame, a frame of another size, and the first after ``invalidate()`` clear the
/// screen and draw everything. Each frame's bytes are wrapped in synchronized-output mode
/// (2026), which terminals that lack it ignore, so a frame never shows half drawn.
public struct FrameRenderer: Sendable {
    /// Whether erasing (`EL`, `ECH`) paints the pen's background colour, as xterm, VTE, kitty,
    /// iTerm2, tmux and Windows Terminal do. When `false`, only runs of blanks in the default
    /// background are erased; coloured blanks are written out as spaces.
    var backgroundColorErase: Bool
    /// Whether moved rows may be moved by a scroll region; off where images that sit in the
    /// cells (iTerm2's) must not move with them unseen.
    public var scrollsRegions = true
    /// The rows the last frame had the terminal move (``ScreenBuffer/scroll(_:by:fill:)``'s
    /// region and count), if it moved any: images the terminal keeps in the cells moved with them.
    public private(set) var lastScroll: (region: ClosedRange<Int>, shift: Int)?
    /// The frame on the screen, or `nil` when the screen's contents are unknown.
    private var previous: ScreenBuffer?
    /// ``previous``'s row hashes, to find rows that moved.
    private var previousRows: [Int] = []
    /// Where the cursor was left, if known.
    private var position: CellPosition?
    /// The terminal's pen, if known.
    private var pen: Style?
    /// Whether the cursor is shown, if known.
    private var cursorVisible: Bool?

    /// Fewer blank cells than this are written as spaces rather than erased with `ECH`, which
    /// costs about as much once the move past them is counted.
    private static let shortestErasedRun = 9

    /// Creates a renderer that knows nothing about the screen yet, for a terminal whose erases
    /// paint the pen's background, as every terminal in use does.
    public init() {
        self.init(backgroundColorErase: true)
    }

    /// Creates a renderer that knows nothing about the screen yet.
    init(backgroundColorErase: Bool) {
        self.backgroundColorErase = backgroundColorErase
    }

    /// Forgets what is on the screen, so the next frame is drawn in full: after the program
    /// was suspended, or anything else wrote to the terminal.
    public mutating func invalidate() {
        previous = nil
        previousRows = []
        position = nil
        pen = nil
        cursorVisible = nil
    }

    /// Forgets what `columns` of `row` show, so the next frame draws them again: an image over
    /// them that only text written over it takes away.
    public mutating func forget(row: Int, columns: Range<Int>) {
        guard var screen = previous, row >= 0, row < screen.height else { return }
        let columns = max(0, columns.lowerBound)..<min(screen.width, columns.upperBound)
        guard !columns.isEmpty else { return }
        screen.put(
            String(repeating: "\u{FFFD}", count: columns.count), row: row, column: columns.lowerBound, style: Style(attributes: .bold))
        previous = screen
        previousRows = screen.rowHashes()
    }

    /// The bytes to write, in one `write`, that show `frame` with the cursor at `cursor`, or
    /// hidden when `cursor` is `nil` or off the frame.
    public mutating func render(_ frame: ScreenBuffer, cursor: CellPosition? = nil) -> [UInt8] {
        var output = FrameOutput(position: position, pen: pen)
        var base = ScreenBuffer(width: frame.width, height: frame.height)
        let rows = frame.rowHashes()
        lastScroll = nil
        if let previous, previous.width == frame.width, previous.height == frame.height {
            base = previous
            if scrollsRegions, let found = ScrollDetection.find(old: previousRows, new: rows) {
                let scrolled = found.extended(old: previous, new: frame, oldRows: previousRows, newRows: rows)
                scroll(scrolled, &base, into: &output)
                lastScroll = (scrolled.region, scrolled.shift)
            }
        } else {
            // A new size may have moved the cursor; where it is and the pen are unknown.
            output = FrameOutput()
            output.setStyle(.plain)
            output.append(EscapeSequence.eraseScreen)
        }
        for row in 0..<frame.height {
            drawRow(row, of: frame, over: base, into: &output)
        }
        placeCursor(cursor, in: frame, into: &output)
        previous = frame
        previousRows = rows
        position = output.position
        pen = output.pen
        guard !output.bytes.isEmpty else { return [] }
        return EscapeSequence.beginSynchronizedUpdate + output.bytes + EscapeSequence.endSynchronizedUpdate
    }

    /// Writes the cells of `row` that differ from `base`, erasing runs of blanks where that is
    /// shorter.
    private func drawRow(_ row: Int, of frame: ScreenBuffer, over base: ScreenBuffer, into output: inout FrameOutput) {
        let width = frame.width
        let tailStart = erasableRun(in: frame, row: row, endingAt: width)
        var column = 0
        while column < width {
            let cell = frame[row, column]
            guard cell != base[row, column], !cell.isContinuation else {
                column += 1
                continue
            }
            if column >= tailStart {
                output.move(to: CellPosition(row: row, column: column), in: frame)
                output.setStyle(cell.style)
                output.append(EscapeSequence.eraseToEndOfLine)
                return
            }
            let run = canErase(cell) ? (column..<width).prefix { frame[row, $0] == cell }.count : 0
            output.move(to: CellPosition(row: row, column: column), in: frame)
            output.setStyle(cell.style)
            if run >= Self.shortestErasedRun {
                output.append(EscapeSequence.eraseCharacters(run))
                column += run
            } else {
                let columns = TerminalText.width(cell.character)
                output.write(cell, columns: columns, screenWidth: width)
                column += columns
            }
        }
    }

    /// Has the terminal move the rows `scrolled` found, and makes `base` what the screen then
    /// shows. The rows scrolled in are blank in the default style.
    private func scroll(_ scrolled: ScrollDetection, _ base: inout ScreenBuffer, into output: inout FrameOutput) {
        let region = scrolled.region
        output.setStyle(.plain)
        output.append(EscapeSequence.scrollRegion(region.lowerBound, region.upperBound))
        output.append(EscapeSequence.scroll(by: scrolled.shift))
        output.append(EscapeSequence.wholeScreenScrolls)
        // Setting the region moves the cursor home.
        output.position = CellPosition(row: 0, column: 0)
        base.scroll(region, by: scrolled.shift)
    }

    /// Where the run of identical erasable blanks that ends at `end` starts (`end` if none).
    private func erasableRun(in frame: ScreenBuffer, row: Int, endingAt end: Int) -> Int {
        guard end > 0, canErase(frame[row, end - 1]) else { return end }
        let last = frame[row, end - 1]
        var start = end - 1
        while start > 0 && frame[row, start - 1] == last { start -= 1 }
        return start
    }

    /// Whether an erase in the cell's style reproduces it on this terminal.
    private func canErase(_ cell: Cell) -> Bool {
        cell.isErasable && (backgroundColorErase || cell.style.background == .default)
    }

    /// Shows the cursor at `cursor`, or hides it, writing only what changed.
    private mutating func placeCursor(_ cursor: CellPosition?, in frame: ScreenBuffer, into output: inout FrameOutput) {
        if let cursor, cursor.row >= 0, cursor.row < frame.height, cursor.column >= 0, cursor.column < frame.width {
            output.move(to: cursor, in: frame)
            if cursorVisible != true { output.append(EscapeSequence.showCursor) }
            cursorVisible = true
        } else {
            if cursorVisible != false { output.append(EscapeSequence.hideCursor) }
            cursorVisible = false
        }
    }
}
