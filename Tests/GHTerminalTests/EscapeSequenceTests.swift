import Testing

@testable import GHTerminal

/// The sequences written for the app: OSC 52 with its base64, and cursor moves.
struct EscapeSequenceTests {
    @Test func copyToClipboard_isOSC52WithBase64AndBell() {
        #expect(String(decoding: EscapeSequence.copyToClipboard("octocat"), as: UTF8.self) == "\u{1B}]52;c;b2N0b2NhdA==\u{7}")
        #expect(String(decoding: EscapeSequence.copyToClipboard("中😀"), as: UTF8.self) == "\u{1B}]52;c;5Lit8J+YgA==\u{7}")
    }

    @Test func cursorPosition_leavesOutDefaults() {
        func text(_ row: Int, _ column: Int) -> String {
            String(decoding: EscapeSequence.cursorPosition(CellPosition(row: row, column: column)), as: UTF8.self)
        }
        #expect([text(0, 0), text(4, 0), text(0, 4), text(59, 199)] == ["\u{1B}[H", "\u{1B}[5H", "\u{1B}[1;5H", "\u{1B}[60;200H"])
    }
}
