import Testing

@testable import GHUsersCLI

/// `TableLayout` on its own: the header goes out once, columns only grow, right-aligned
/// columns pad on the left, long cells are cut with `…`, and no line ends in spaces.
struct TableLayoutTests {
    private static let columns: [TableLayout.Column] = [
        .init(header: "NAME", maximumWidth: 8), .init(header: "N", alignment: .right), .init(header: "NOTE"),
    ]

    @Test func theHeaderGoesOutWithTheFirstRowsOnly_andColumnsGrowFromPageToPage() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: false))
        #expect(table.render([]) == "")
        #expect(table.render([[.init("ab"), .init("7"), .init("x")]]) == "NAME  N  NOTE\nab    7  x\n")
        #expect(table.render([[.init("abcdef"), .init("1234"), .init("")]]) == "abcdef  1234\n")
        #expect(table.render([[.init("a"), .init("5"), .init("y")]]) == "a          5  y\n")
    }

    @Test func aCellPastItsColumnsMaximum_isCutWithAnEllipsis() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: false))
        #expect(table.render([[.init("abcdefghijkl"), .init("1"), .init("n")]]) == "NAME      N  NOTE\nabcdefg…  1  n\n")
    }

    @Test func stylingIsPrintedButNotMeasured_andDetailsGoBeneathTheirRow() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: true))
        let text = table.render([[.init("ab", styled: "\u{1B}[1mab\u{1B}[0m"), .init("1"), .init("n")]], details: [["more"]])
        #expect(text == "\u{1B}[1mNAME\u{1B}[0m  \u{1B}[1mN\u{1B}[0m  \u{1B}[1mNOTE\u{1B}[0m\n\u{1B}[1mab\u{1B}[0m    1  n\n    more\n")
    }
}
