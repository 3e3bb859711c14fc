import Testing

@testable import GHUsersCLI

/// `TableLayout` on its own: the header goes out once, widths are fixed by the first rows (text
/// cut later, numbers widen), right-aligned columns pad on the left, long cells are cut with `…`,
/// a table fits the terminal's width, and no line ends in spaces.
struct TableLayoutTests {
    private static let columns: [TableLayout.Column] = [
        .init(header: "NAME", maximumWidth: 8), .init(header: "N", alignment: .right), .init(header: "NOTE"),
    ]

    @Test func theHeaderGoesOutWithTheFirstRowsOnly_andLaterTextIsCutToTheFirstWidths() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: false))
        #expect(table.render([]) == "")
        #expect(table.render([[.init("ab"), .init("7"), .init("x")]]) == "NAME  N  NOTE\nab    7  x\n")
        #expect(table.render([[.init("abcdef"), .init("1234"), .init("")]]) == "abc…  1234\n")
        #expect(table.render([[.init("a"), .init("5"), .init("y")]]) == "a        5  y\n")
    }

    @Test func aReservedWidth_keepsANumberColumnStill() {
        let columns: [TableLayout.Column] = [.init(header: "NAME"), .init(header: "ID", alignment: .right, reservedWidth: 4)]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false))
        #expect(table.render([[.init("a"), .init("9")]]) == "NAME    ID\na        9\n")
        #expect(table.render([[.init("b"), .init("1000")]]) == "b     1000\n")
    }

    @Test func aNarrowTerminal_shrinksTheMostFlexibleColumnFirst_thenTheNext() {
        let columns: [TableLayout.Column] = [
            .init(header: "LOGIN", flexibility: 1), .init(header: "ID", alignment: .right), .init(header: "URL", flexibility: 2),
        ]
        let row: [TableLayout.Cell] = [.init("octocat"), .init("42"), .init("https://github.com/octocat")]
        var wide = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 30)
        #expect(wide.render([row]) == "LOGIN    ID  URL\noctocat  42  https://github.c…\n")
        var narrow = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 14)
        #expect(narrow.render([row]) == "LOG…  ID  URL\noct…  42  htt…\n")
    }

    @Test func wideCharactersAndEmoji_areMeasuredAndNeverSplit() {
        let columns: [TableLayout.Column] = [.init(header: "A", flexibility: 1), .init(header: "B")]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 9)
        #expect(table.render([[.init("日本語"), .init("x")]]) == "A       B\n日本語  x\n")
        #expect(table.render([[.init("👨‍👩‍👧🚀日本語"), .init("y")]]) == "👨‍👩‍👧🚀…   y\n")
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

    @Test func detailsBeneathARow_fitTheTerminalToo() {
        let columns: [TableLayout.Column] = [.init(header: "#", alignment: .right), .init(header: "NAME", flexibility: 1)]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 12)
        #expect(
            table.render([[.init("1"), .init("owner/repo")]], details: [["a description that is long"]])
                == "#  NAME\n1  owner/re…\n    a descr…\n")
    }

    @Test func aCutCell_keepsItsStyle_andACutHeaderItsOwn() {
        let style = Style(isEnabled: true)
        var table = TableLayout(
            columns: [.init(header: "ID", alignment: .right), .init(header: "PROFILE URL")], style: style, terminalWidth: 9)
        let text = table.render([
            [.init("1"), .init("https://github.com/a", styledBy: style.dim)], [.init("2"), .init("x", styledBy: style.dim)],
        ])
        #expect(
            text
                == "\u{1B}[1mID\u{1B}[0m  \u{1B}[1mPROF…\u{1B}[0m\n 1  \u{1B}[2mhttp…\u{1B}[0m\n 2  \u{1B}[2mx\u{1B}[0m\n")
    }
}
