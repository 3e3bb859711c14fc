import GHTestSupport
import Testing

@testable import GHTerminal

/// The emulator the renderer and end-to-end tests are checked against must itself behave like
/// a terminal.
struct VirtualScreenTests {
    private func emulate(rows: Int = 3, columns: Int = 6, _ text: String) -> VirtualScreen {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.apply(Array(text.utf8))
        return screen
    }

    @Test func text_crlf_andAutoWrap() {
        let screen = emulate("ab\r\ncdefghij")
        #expect(screen.lines() == ["ab", "cdefgh", "ij"])
        #expect(screen.cursor == CellPosition(row: 2, column: 2))
    }

    @Test func lastColumn_waitsToWrap_withoutAutoWrapOverwrites() {
        #expect(emulate("abcdef").cursor == CellPosition(row: 0, column: 5))
        #expect(emulate("abcdef\r").lines() == ["abcdef", "", ""])
        #expect(emulate("\u{1B}[?7labcdefgh").lines() == ["abcdeh", "", ""])
    }

    @Test func lineFeedAtTheBottom_scrollsUp() {
        #expect(emulate("a\r\nb\r\nc\r\nd").lines() == ["b", "c", "d"])
    }

    /// Wide characters wrap whole, and overwriting half blanks the other.
    @Test func wideCharacters_wrapWhole_blankIfHalfOverwritten() {
        #expect(emulate("abcde中").lines() == ["abcde", "中", ""])
        #expect(emulate("中文\u{1B}[1;2Hx").lines() == [" x文", "", ""])
        #expect(emulate("中文\u{1B}[1;3Hx").lines() == ["中x", "", ""])
    }

    @Test func combiningMark_joinsTheCellBefore() {
        let screen = emulate("e\u{301}x")
        #expect(screen.buffer[0, 0] == Cell("e\u{301}"))
        #expect(screen.lines() == ["e\u{301}x", "", ""])
    }

    @Test func cursorMoves() {
        let screen = emulate("\u{1B}[2;3Ha\u{1B}[Hb\u{1B}[3Hc\u{1B}[2Cd\u{1B}[Ae\u{1B}[3Df\u{1B}[Bg\rh")
        #expect(screen.lines() == ["b", "  f e", "h  g"])
    }

    @Test func erase_usesThePenColours_withoutAttributes() {
        let screen = emulate("abcdef\r\nabcdef\r\nabcdef\u{1B}[1;3H\u{1B}[1;44m\u{1B}[K\u{1B}[2;2H\u{1B}[2X\u{1B}[3;4H\u{1B}[1K")
        #expect(screen.lines() == ["ab", "a  def", "    ef"])
        #expect(screen.buffer[0, 2] == Cell(" ", style: Style(background: .blue)))
        #expect(screen.buffer[1, 3] == Cell("d"))
        #expect(emulate("abc\r\ndef\u{1B}[2J").lines() == ["", "", ""])
    }

    @Test func extendedColours_256AndRGB_areRead() {
        let screen = emulate("\u{1B}[38;2;240;81;56;48;5;25mA\u{1B}[38;5mB")
        #expect(screen.buffer[0, 0].style == Style(foreground: .rgb(0xF05138), background: .indexed(25)))
        #expect(screen.buffer[0, 1].style == Style(foreground: .indexed(0), background: .indexed(25)), "a missing index reads as 0")
    }

    @Test func selectGraphicRendition_setsAndClearsThePen() {
        let screen = emulate("\u{1B}[1;31;44mA\u{1B}[22;39mB\u{1B}[7;97;100mC\u{1B}[27;49;38;5;200mD\u{1B}[0mE\u{1B}[4mF\u{1B}[mG")
        let styles = (0..<6).map { screen.buffer[0, $0].style }
        #expect(
            styles == [
                Style(foreground: .red, background: .blue, attributes: .bold), Style(background: .blue),
                Style(foreground: .brightWhite, background: .brightBlack, attributes: .reverse), Style(foreground: .indexed(200)),
                .plain, Style(attributes: .underline),
            ]
        )
        #expect(screen.buffer[1, 0].style == .plain)
    }

    @Test func alternateScreenAndModes() {
        var screen = emulate("main\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006halt")
        #expect(screen.isAlternateScreen)
        #expect(!screen.isCursorVisible)
        #expect(screen.isBracketedPasteOn && screen.isMouseReportingOn)
        // The cursor stays where it was on the main screen.
        #expect(screen.lines() == ["    al", "t", ""])
        screen.apply(Array("\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l!".utf8))
        #expect(!screen.isAlternateScreen && screen.isCursorVisible)
        #expect(!screen.isBracketedPasteOn && !screen.isMouseReportingOn)
        #expect(screen.lines() == ["main!", "", ""])
    }

    @Test func sequencesAndCharactersSplitAcrossWrites() {
        var screen = VirtualScreen(rows: 2, columns: 6)
        for byte in "\u{1B}[2;2H中\u{1B}]52;c;YQ==\u{7}\u{1B}[7mé".utf8 { screen.apply([byte]) }
        #expect(screen.lines() == ["", " 中é"])
        #expect(screen.buffer[1, 3] == Cell("é", style: Style(attributes: .reverse)))
    }

    @Test func resize_keepsWhatFits() {
        var screen = emulate("abcdef\r\nxyz")
        screen.resize(rows: 2, columns: 4)
        #expect(screen.lines() == ["abcd", "xyz"])
        #expect(screen.cursor == CellPosition(row: 1, column: 3))
    }
}
