import GHText
import Testing

/// How columns share a width: text gives way widest first, numbers last, leftover to the last.
struct ColumnFitTests {
    private static let columns = [
        ColumnFit.Column(headerWidth: 5, maximumWidth: 40, flexibility: 1), ColumnFit.Column(headerWidth: 2, isNumber: true),
        ColumnFit.Column(headerWidth: 7, maximumWidth: 100, flexibility: 2),
    ]

    @Test func whatFits_keepsItsWidth_theLastTakesTheRoomLeft() {
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: 80) == [10, 3, 63])
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: 80, growsLast: false) == [10, 3, 30])
    }

    /// Too wide, text gives way widest first, keeping sixteen, then down to four.
    @Test func tooWide_textGivesWayWidestFirst() {
        #expect(ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 50) == [20, 3, 23])
        #expect(
            ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 30) == [12, 3, 11],
            "the more flexible gives way first among equals")
        #expect(ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 10) == [4, 3, 4], "numbers are never cut")
    }

    /// Without a width, the last text column may be as wide as its maximum.
    @Test func withoutAWidth_theLastTextColumnTakesItsMaximum() {
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: nil) == [10, 3, 100])
    }
}
