import GHTerminal
import GHText

/// A small terminal emulator for tests: it applies what a program writes and shows the result
/// as a ``ScreenBuffer``, so a test can check a real program's screen (through
/// ``PseudoTerminalProcess``) or that ``FrameRenderer``'s bytes reproduce its frame.
///
/// It knows printable text (widths from GHText's `TerminalText.width`, as the frames have them,
/// combining characters joined to the cell before, auto-wrap), CR, LF, BS, TAB, cursor positioning
/// and moves, erasing (ED, EL, ECH), SGR colours and attributes, the alternate screen, cursor
/// visibility and the private modes (bracketed paste, mouse, synchronized output). Everything else
/// is skipped. Erasing and writing over half of a wide character behave as in xterm.
public struct VirtualScreen: Sendable {
    /// Rows.
    public private(set) var rows: Int
    /// Columns.
    public private(set) var columns: Int
    /// Where the next character goes.
    public internal(set) var cursor = CellPosition(row: 0, column: 0)
    /// Whether the alternate screen (private mode 1049) is shown.
    public internal(set) var isAlternateScreen = false
    /// Whether the cursor is shown (private mode 25).
    public internal(set) var isCursorVisible = true
    /// The private modes that are on besides 25 and 1049, e.g. 2004 for bracketed paste.
    public internal(set) var privateModes: Set<Int> = [7]
    /// The style the next character gets.
    public internal(set) var pen = Style.plain

    var main: ScreenBuffer
    var alternate: ScreenBuffer
    /// Whether the cursor is past the last column, so the next character wraps first.
    var pendingWrap = false
    /// The cursor and pen saved by DECSC or on entering the alternate screen.
    var saved: (cursor: CellPosition, pen: Style)?
    /// The cell written last, if the cursor has not moved since, for joining combining marks.
    var lastPrinted: CellPosition?
    /// Bytes of an unfinished sequence or character, kept for the next ``apply(_:)``.
    var unparsed: [UInt8] = []
    /// The rows that scroll (DECSTBM), when fewer than all.
    var scrollRegion: ClosedRange<Int>?

    /// A blank screen with the cursor at the top left.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        main = ScreenBuffer(width: columns, height: rows)
        alternate = ScreenBuffer(width: columns, height: rows)
    }

    /// The screen shown: the alternate one while it is on.
    public var buffer: ScreenBuffer {
        isAlternateScreen ? alternate : main
    }

    /// The text of each row shown, trailing spaces removed.
    public func lines() -> [String] {
        buffer.lines()
    }

    /// Whether bracketed paste (private mode 2004) is on.
    public var isBracketedPasteOn: Bool {
        privateModes.contains(2004)
    }

    /// Whether SGR mouse reports (private modes 1000 and 1006) are on.
    public var isMouseReportingOn: Bool {
        privateModes.contains(1000) && privateModes.contains(1006)
    }

    /// Applies what a program wrote. A sequence or character split across calls is completed by
    /// the next call.
    public mutating func apply(_ bytes: some Sequence<UInt8>) {
        unparsed.append(contentsOf: bytes)
        var index = 0
        while index < unparsed.count, let length = consume(at: index) {
            index += length
        }
        unparsed.removeFirst(index)
    }

    /// Changes the size, keeping what fits, as a terminal window being resized does (without
    /// re-wrapping lines).
    public mutating func resize(rows: Int, columns: Int) {
        main = Self.copy(main, rows: rows, columns: columns)
        alternate = Self.copy(alternate, rows: rows, columns: columns)
        self.rows = rows
        self.columns = columns
        cursor = CellPosition(row: min(cursor.row, rows - 1), column: min(cursor.column, columns - 1))
        pendingWrap = false
        lastPrinted = nil
    }

    /// Changes the shown screen with `body`.
    mutating func edit(_ body: (inout ScreenBuffer) -> Void) {
        if isAlternateScreen { body(&alternate) } else { body(&main) }
    }

    /// Writes a printable scalar at the cursor, joining it to the last written cell when the two
    /// make one grapheme.
    mutating func print(_ scalar: Unicode.Scalar) {
        if let last = lastPrinted {
            let cell = buffer[last.row, last.column]
            let joined = String(cell.character) + String(scalar)
            if joined.count == 1 {
                edit { $0.put(joined, row: last.row, column: last.column, style: cell.style) }
                return
            }
        }
        let character = Character(scalar)
        let width = TerminalText.width(character)
        guard width > 0, width <= columns else { return }
        let wraps = privateModes.contains(7)
        if pendingWrap || cursor.column + width > columns {
            if wraps {
                cursor.column = 0
                lineFeed()
            } else {
                cursor.column = columns - width
            }
        }
        pendingWrap = false
        let (position, style) = (cursor, pen)
        edit { $0.put(String(character), row: position.row, column: position.column, style: style) }
        lastPrinted = position
        cursor.column += width
        if cursor.column >= columns {
            cursor.column = columns - 1
            pendingWrap = wraps
        }
    }

    /// Moves the cursor down a row, scrolling the screen up at the bottom.
    mutating func lineFeed() {
        if cursor.row + 1 < rows {
            cursor.row += 1
        } else {
            let (rows, columns) = (rows, columns)
            edit { $0 = Self.copy($0, rows: rows, columns: columns, droppingTopRows: 1) }
        }
    }

    /// `source`'s cells in a buffer of another size, the top `droppingTopRows` rows left out.
    static func copy(_ source: ScreenBuffer, rows: Int, columns: Int, droppingTopRows dropped: Int = 0) -> ScreenBuffer {
        var copy = ScreenBuffer(width: columns, height: rows)
        for row in 0..<min(rows, source.height - dropped) {
            for column in 0..<min(columns, source.width) where !source[row + dropped, column].isContinuation {
                let cell = source[row + dropped, column]
                copy.put(String(cell.character), row: row, column: column, style: cell.style)
            }
        }
        return copy
    }
}
