import GHText
import Testing

/// How columns share a width: text gives way widest first, numbers last, leftover to the last.
struct ColumnFitTests {
    private static let columns = [
        ColumnFit.Column(headerWidth: 5, maximumWidth: 40, flexibility: 1), ColumnFit.Column(headerWidth: 2, isNumber: true),
        ColumnFit.Column(headerWidth: 7, maximumWidth: 100, flexibility: 2),
    ]

    @Test func whatFits_keepsItsWidth_andTheLastTakesTheRoomLeft() {
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: 80) == [10, 3, 63])
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: 80, growsLast: false) == [10, 3, 30])
    }

    @Test func tooWide_textGivesWayWidestFirst_keepingSixteen_thenDownToFour() {
        #expect(ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 50) == [20, 3, 23])
        #expect(
            ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 30) == [12, 3, 11],
            "the more flexible gives way first among equals")
        #expect(ColumnFit.widths(longest: [20, 3, 40], columns: Self.columns, terminalWidth: 10) == [4, 3, 4], "numbers are never cut")
    }

    @Test func withoutAWidth_theLastTextColumnMayBeAsWideAsItsMaximum() {
        #expect(ColumnFit.widths(longest: [10, 3, 30], columns: Self.columns, terminalWidth: nil) == [10, 3, 100])
    }
}
