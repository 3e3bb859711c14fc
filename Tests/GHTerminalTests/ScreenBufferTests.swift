import Testing

@testable import GHTerminal

/// Writing text into a frame: widths, clipping, and wide characters written over.
struct ScreenBufferTests {
    private let reverse = Style(attributes: .reverse)

    @Test func put_writesTextAndReturnsColumnsUsed() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        #expect(buffer.put("abc", row: 0, column: 1) == 3)
        #expect(buffer.put("xy", row: 1, column: 0, style: reverse) == 2)
        #expect(buffer.lines() == [" abc", "xy"])
        #expect(buffer[1, 0] == Cell("x", style: reverse))
        #expect(buffer[1, 2] == .blank)
    }

    @Test func put_wideCharacters_takeTwoCells() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        #expect(buffer.put("中a😀", row: 0, column: 0) == 5)
        #expect(buffer.lines() == ["中a😀"])
        #expect(buffer[0, 0] == Cell("中"))
        #expect(buffer[0, 1] == .continuation(style: .plain))
        #expect(buffer[0, 2] == Cell("a"))
        #expect(buffer[0, 3] == Cell("😀"))
        #expect(buffer[0, 4].isContinuation)
    }

    @Test func put_clipsAtTheRightEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        #expect(buffer.put("abcdefg", row: 0, column: 2) == 3)
        #expect(buffer.lines() == ["  abc"])
    }

    @Test func put_wideCharacterAtTheEdge_writesASpaceInstead() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("#####", row: 0, column: 0)
        #expect(buffer.put("ab中", row: 0, column: 2, style: reverse) == 3)
        #expect(buffer.lines() == ["##ab"])
        #expect(buffer[0, 4] == Cell(" ", style: reverse))
    }

    /// `put` with a maximum width limits columns, and never splits a wide character.
    @Test func put_maxWidth_neverSplitsAWideCharacter() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        #expect(buffer.put("中文字", row: 0, column: 1, maxWidth: 3) == 3)
        #expect(buffer.put("xyz", row: 0, column: 5, maxWidth: 2) == 2)
        #expect(buffer.put("ignored", row: 0, column: 8, maxWidth: 0) == 0)
        #expect(buffer.lines() == [" 中  xy"])
    }

    @Test func put_overWideCharactersFirstHalf_blanksTheSecond() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.put("中文", row: 0, column: 0, style: reverse)
        buffer.put("x", row: 0, column: 0)
        #expect(buffer.lines() == ["x 文"])
        #expect(buffer[0, 1] == Cell(" ", style: reverse))
    }

    @Test func put_overWideCharactersSecondHalf_blanksTheFirst() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.put("中文", row: 0, column: 0)
        buffer.put("x", row: 0, column: 1)
        #expect(buffer.lines() == [" x文"])
        #expect(!buffer[0, 2].isContinuation)
    }

    @Test func put_wideOverTwoWide_blanksBothOuterHalves() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.put("中文", row: 0, column: 0)
        buffer.put("字", row: 0, column: 1)
        #expect(buffer.lines() == [" 字"])
        #expect(buffer[0, 1] == Cell("字"))
        #expect(buffer[0, 2].isContinuation)
        #expect(buffer[0, 3] == .blank)
    }

    @Test func put_showsControlsAsReplacement_skipsLoneMarks() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        // A grapheme always breaks after a control, so the mark after BEL stands alone.
        #expect(buffer.put("a\u{1B}[1m\u{7}\u{301}e\u{301}\r\n", row: 0, column: 0) == 8)
        #expect(buffer.lines() == ["a\u{FFFD}[1m\u{FFFD}e\u{301}\u{FFFD}"])
        #expect(buffer[0, 6] == Cell("é"))
    }

    @Test func put_offTheScreen_writesNothing() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.put("a", row: 1, column: 0) == 0)
        #expect(buffer.put("a", row: -1, column: 0) == 0)
        #expect(buffer.put("a", row: 0, column: 3) == 0)
        #expect(buffer.put("a", row: 0, column: -1) == 0)
        #expect(buffer == ScreenBuffer(width: 3, height: 1))
    }

    @Test func fill_paintsTheWholeRow() {
        var buffer = ScreenBuffer(width: 4, height: 2)
        buffer.put("中ab", row: 1, column: 0)
        buffer.fill(row: 1, style: reverse)
        #expect(buffer.lines() == ["", ""])
        #expect((0..<4).map { buffer[1, $0] } == Array(repeating: Cell(" ", style: reverse), count: 4))
        #expect((0..<4).map { buffer[0, $0] } == Array(repeating: .blank, count: 4))
    }

    @Test func equality_comparesCharactersAndStyles() {
        var one = ScreenBuffer(width: 4, height: 1)
        var other = ScreenBuffer(width: 4, height: 1)
        one.put("ab", row: 0, column: 0)
        other.put("ab", row: 0, column: 0)
        #expect(one == other)
        other.put("b", row: 0, column: 1, style: reverse)
        #expect(one != other)
        #expect(ScreenBuffer(width: 4, height: 1) != ScreenBuffer(width: 2, height: 2))
    }
}
