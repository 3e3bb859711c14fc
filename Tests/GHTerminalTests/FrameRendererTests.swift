import GHTestSupport
import Testing

@testable import GHTerminal

/// What the renderer writes, byte for byte where it is short, and what it costs where it is not.
struct FrameRendererTests {
    private static let selected = Style(foreground: .black, background: .cyan)

    /// A list screen like the browser's: a header, one line per user, the selected one on a bar.
    private static func listFrame(selected row: Int, width: Int = 200, height: Int = 60, bar: Style = selected) -> ScreenBuffer {
        var frame = ScreenBuffer(width: width, height: height)
        frame.put("gh-users · 58 users", row: 0, column: 0, style: Style(attributes: .bold))
        for index in 1..<height - 1 {
            let style = index == row ? bar : .plain
            if index == row { frame.fill(row: index, style: style) }
            let login = "user-\(1000 + index)"
            frame.put("  \(login)    Full Name \(index)    https://github.com/\(login)", row: index, column: 0, style: style)
        }
        frame.put("↑↓ move  ⏎ open  q quit", row: height - 1, column: 0, style: Style(foreground: .brightBlack))
        return frame
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test func firstFrame_clearsAndDrawsOnlyWhatIsNotBlank() {
        var frame = ScreenBuffer(width: 6, height: 2)
        frame.put("ab", row: 0, column: 0)
        frame.put("中", row: 1, column: 2, style: Style(attributes: .reverse))
        var renderer = FrameRenderer()
        #expect(
            Self.text(renderer.render(frame)) == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[Hab\u{1B}[B\u{1B}[7m中\u{1B}[?25l\u{1B}[?2026l")
    }

    @Test func unchangedFrame_writesNothing() {
        var renderer = FrameRenderer()
        let frame = Self.listFrame(selected: 5)
        #expect(!renderer.render(frame, cursor: CellPosition(row: 3, column: 4)).isEmpty)
        #expect(renderer.render(frame, cursor: CellPosition(row: 3, column: 4)) == [])
        #expect(renderer.render(frame, cursor: CellPosition(row: 3, column: 4)) == [])
    }

    @Test func changedCells_getShortMovesAndOnlyChangedStyles() {
        var before = ScreenBuffer(width: 20, height: 3)
        before.put("hello world", row: 1, column: 2)
        var after = before
        after.put("W", row: 1, column: 8)
        after.put("!", row: 1, column: 13, style: Style(foreground: .red))
        after.put("x", row: 2, column: 0)
        var renderer = FrameRenderer()
        _ = renderer.render(before)
        #expect(Self.text(renderer.render(after)) == "\u{1B}[?2026h\u{1B}[5DW\u{1B}[4C\u{1B}[31m!\r\n\u{1B}[0mx\u{1B}[?2026l")
    }

    /// Nearby changes write through unchanged cells rather than move.
    @Test func nearbyChanges_writeThroughUnchangedCells() {
        var before = ScreenBuffer(width: 10, height: 1)
        before.put("abcdefgh", row: 0, column: 0)
        var after = before
        after.put("B", row: 0, column: 1)
        after.put("E", row: 0, column: 4)
        var renderer = FrameRenderer()
        _ = renderer.render(before)
        #expect(Self.text(renderer.render(after)) == "\u{1B}[?2026h\u{1B}[7DBcdE\u{1B}[?2026l")
    }

    @Test func blankRuns_areErased() {
        var before = ScreenBuffer(width: 30, height: 1)
        before.put(String(repeating: "x", count: 30), row: 0, column: 0)
        var after = ScreenBuffer(width: 30, height: 1)
        after.put("ab", row: 0, column: 0)
        after.put("cd", row: 0, column: 14)
        var renderer = FrameRenderer()
        _ = renderer.render(before)
        #expect(Self.text(renderer.render(after)) == "\u{1B}[?2026h\u{1B}[Hab\u{1B}[12X\u{1B}[12Ccd\u{1B}[K\u{1B}[?2026l")
    }

    /// Moving a background colour bar one row on a 200 × 60 screen writes under 200 bytes.
    @Test func movingAColourBarOneRow_writesUnder200Bytes() {
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: 60, columns: 200)
        screen.apply(renderer.render(Self.listFrame(selected: 10)))
        let bytes = renderer.render(Self.listFrame(selected: 11))
        screen.apply(bytes)
        #expect(bytes.count < 200, "\(bytes.count) bytes: \(Self.text(bytes).debugDescription)")
        #expect(screen.buffer == Self.listFrame(selected: 11))
    }

    @Test func movingAReverseVideoBar_writesTheBarsBlanksOut() {
        // Erasing paints the background colour but never reverse video, so the new bar's blanks
        // are written one by one, while the old bar's are erased: about one byte per bar cell.
        let bar = Style(attributes: .reverse)
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: 60, columns: 200)
        screen.apply(renderer.render(Self.listFrame(selected: 10, bar: bar)))
        let bytes = renderer.render(Self.listFrame(selected: 11, bar: bar))
        screen.apply(bytes)
        #expect(bytes.count > 200 && bytes.count < 300, "\(bytes.count) bytes")
        #expect(screen.buffer == Self.listFrame(selected: 11, bar: bar))
    }

    @Test func invalidate_repaintsAllOverWhateverIsOnScreen() {
        var renderer = FrameRenderer()
        let frame = Self.listFrame(selected: 3, width: 40, height: 8)
        var screen = VirtualScreen(rows: 8, columns: 40)
        screen.apply(renderer.render(frame))
        screen.apply(Array("\u{1B}[3;5H\u{1B}[1;41mgarbage written by someone else\u{1B}[?25h".utf8))
        renderer.invalidate()
        let bytes = renderer.render(frame)
        #expect(Self.text(bytes).hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[2J"))
        screen.apply(bytes)
        #expect(screen.buffer == frame)
        #expect(!screen.isCursorVisible)
    }

    @Test func sizeChange_repaintsEverything() {
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: 8, columns: 40)
        screen.apply(renderer.render(Self.listFrame(selected: 3, width: 40, height: 8)))
        screen.resize(rows: 6, columns: 30)
        let smaller = Self.listFrame(selected: 3, width: 30, height: 6)
        let bytes = renderer.render(smaller)
        #expect(Self.text(bytes).hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[2J"))
        screen.apply(bytes)
        #expect(screen.buffer == smaller)
    }

    @Test func cursor_isShownWhereAskedAndHiddenAgain() {
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: 3, columns: 10)
        let frame = ScreenBuffer(width: 10, height: 3)
        screen.apply(renderer.render(frame, cursor: CellPosition(row: 1, column: 4)))
        #expect(screen.isCursorVisible)
        #expect(screen.cursor == CellPosition(row: 1, column: 4))
        // Two blanks in the pen's style are cheaper to write over than to move past.
        #expect(Self.text(renderer.render(frame, cursor: CellPosition(row: 1, column: 6))) == "\u{1B}[?2026h  \u{1B}[?2026l")
        #expect(Self.text(renderer.render(frame)) == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
        #expect(Self.text(renderer.render(frame, cursor: CellPosition(row: 5, column: 0))) == "")
    }
}
