import GHDomain
import GHText
import GHWire
import Testing

@testable import GHUsersCLI

/// `TableLayout` on its own: the header goes out once, widths are chosen by the first rows (later
/// longer cells widen their column while the line fits), right-aligned columns pad on the left, long cells are cut with `…`,
/// a table fits the terminal's width, and no line ends in spaces.
struct TableLayoutTests {
    private static let columns: [TableLayout.Column] = [
        .init(header: "NAME", maximumWidth: 8), .init(header: "N", alignment: .right), .init(header: "NOTE"),
    ]

    /// The header goes out with the first rows only, and later longer text widens its column up to its maximum.
    @Test func header_leadsFirstRows_laterTextWidensToAMaximum() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: false))
        #expect(table.render([]) == "")
        #expect(table.render([[.init("ab"), .init("7"), .init("x")]]) == "NAME  N  NOTE\nab    7  x\n")
        #expect(table.render([[.init("abcdef"), .init("1234"), .init("")]]) == "abcdef  1234\n")
        #expect(table.render([[.init("a"), .init("5"), .init("y")]]) == "a          5  y\n")
        #expect(table.render([[.init("abcdefghijk"), .init("6"), .init("z")]]) == "abcdefg…     6  z\n")
    }

    /// On a terminal, a later cell wider than its column has the widths chosen again from every
    /// cell so far, by the rules the first rows follow: it takes the last column's room while
    /// that is the wider, and is cut past the width a long value may take from the others.
    @Test func laterLongerCell_widensItsColumn_asFirstRowsWould() {
        let columns: [TableLayout.Column] = [
            .init(header: "LOGIN", flexibility: 1), .init(header: "ID", alignment: .right), .init(header: "URL", flexibility: 2),
        ]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 24)
        #expect(
            table.render([[.init("bob"), .init("1"), .init("https://github.com/bob")]]) == "LOGIN  ID  URL\nbob     1  https://gith…\n")
        #expect(table.render([[.init("monalisa"), .init("2"), .init("https://github.com/monalisa")]]) == "monalisa   2  https://g…\n")
        #expect(table.render([[.init("a-very-long-login"), .init("3"), .init("u")]]) == "a-very-l…   3  u\n")
        #expect(table.render([[.init("carol"), .init("4"), .init("https://github.com/carol")]]) == "carol       4  https://…\n")
    }

    /// A long login on the first page and again later is laid out the same way both times, and
    /// the rows after it keep their room: the widths follow one set of rules, whichever page a
    /// value comes in.
    @Test func longValueInALaterBatch_isLaidOutAsInTheFirst() {
        var table = TableLayout(columns: ListFormat<Sent<UserSummary>>.users.columns, style: Style(isEnabled: false), terminalWidth: 60)
        let long = String(repeating: "a", count: 39)
        let first = table.render([Self.userRow(long, 1)])
        let later = table.render([Self.userRow(long, 2), Self.userRow("carol", 3)])
        #expect(
            first + later == """
                LOGIN                                    ID  TYPE  PROFILE…
                aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa   1  User  https://…
                aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa   2  User  https://…
                carol                                     3  User  https://…

                """)
    }

    /// A later number longer than its column's room widens it, and the text columns give way so
    /// that the line still fits the terminal.
    @Test func laterLongNumber_widensItsColumnWithinTheTerminal() {
        var table = TableLayout(columns: ListFormat<Sent<UserSummary>>.users.columns, style: Style(isEnabled: false), terminalWidth: 40)
        let text = table.render([Self.userRow("bob", 1)]) + table.render([Self.userRow("carol", 123_456_789_012)])
        #expect(
            text == """
                LOGIN         ID  TYPE  PROFILE URL
                bob            1  User  https://github.…
                carol  123456789012  User  https://gith…

                """)
        #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 40 })
    }

    @Test func aReservedWidth_keepsANumberColumnStill() {
        let columns: [TableLayout.Column] = [.init(header: "NAME"), .init(header: "ID", alignment: .right, reservedWidth: 4)]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false))
        #expect(table.render([[.init("a"), .init("9")]]) == "NAME    ID\na        9\n")
        #expect(table.render([[.init("b"), .init("1000")]]) == "b     1000\n")
    }

    @Test func narrowTerminal_shrinksMostFlexibleColumnsFirst() {
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

    /// Styling is printed but not measured, and details go beneath their row.
    @Test func styling_isNotMeasured_detailsGoBeneathTheirRow() {
        var table = TableLayout(columns: Self.columns, style: Style(isEnabled: true))
        let text = table.render([[.init("ab", styled: "\u{1B}[1mab\u{1B}[0m"), .init("1"), .init("n")]], details: [[.init("more")]])
        #expect(text == "\u{1B}[1mNAME\u{1B}[0m  \u{1B}[1mN\u{1B}[0m  \u{1B}[1mNOTE\u{1B}[0m\n\u{1B}[1mab\u{1B}[0m    1  n\n    more\n")
    }

    @Test func detailsBeneathARow_fitTheTerminalToo() {
        let columns: [TableLayout.Column] = [.init(header: "#", alignment: .right), .init(header: "NAME", flexibility: 1)]
        var table = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 12)
        #expect(
            table.render([[.init("1"), .init("owner/repo")]], details: [["a description that is long"].map { .init($0) }])
                == "#  NAME\n1  owner/re…\n    a descr…\n")
    }

    /// A styled detail is measured and cut on its text, then styled again: the escape codes
    /// neither count as width nor get cut in half.
    @Test func aStyledDetail_isCutOnItsText_andStyledAgain() {
        let style = Style(isEnabled: true)
        let columns: [TableLayout.Column] = [.init(header: "#", alignment: .right), .init(header: "NAME", flexibility: 1)]
        var fits = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 27)
        #expect(
            fits.render([[.init("1"), .init("o/r")]], details: [[.init("https://github.com/o/r2", styledBy: style.dim)]])
                == "#  NAME\n1  o/r\n    \u{1B}[2mhttps://github.com/o/r2\u{1B}[0m\n")
        var cut = TableLayout(columns: columns, style: Style(isEnabled: false), terminalWidth: 16)
        #expect(
            cut.render([[.init("1"), .init("o/r")]], details: [[.init("https://github.com/o/r2", styledBy: style.dim)]])
                == "#  NAME\n1  o/r\n    \u{1B}[2mhttps://git…\u{1B}[0m\n")
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

    /// A users table as `list` lays one out, for a terminal `width` wide.
    private static func users(_ logins: [String], width: Int) -> String {
        var table = TableLayout(columns: ListFormat<Sent<UserSummary>>.users.columns, style: Style(isEnabled: false), terminalWidth: width)
        return table.render(logins.enumerated().map { index, login in userRow(login, index + 1) })
    }

    /// The cells `list` prints for a user with `login` and `id`.
    private static func userRow(_ login: String, _ id: Int) -> [TableLayout.Cell] {
        ListFormat<Sent<UserSummary>>.users.cells(
            Sent(UserSummary(login: login, id: id, type: "User", siteAdmin: false, avatarURL: "", htmlURL: "https://github.com/\(login)")),
            id, Style(isEnabled: false))
    }

    /// A long login is shown whole: the URL gives way first, then the room the ID column keeps
    /// for longer numbers (it shrinks to its widest number).
    @Test func longLogin_isShownWhole_otherColumnsGiveWay() {
        let text = Self.users([String(repeating: "a", count: 39), "bob"], width: 60)
        #expect(
            text == """
                LOGIN                                    ID  TYPE  PROFILE…
                aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa   1  User  https://…
                bob                                       2  User  https://…

                """)
        #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 60 })
    }

    /// On a narrow terminal the ID column gives up the room it keeps for ten digits before the
    /// URL is cut further, so no row wraps and the login is whole.
    @Test func aNarrowTerminal_takesTheRoomKeptForLongNumbers() {
        let text = Self.users(["alice", "bob"], width: 24)
        #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 24 })
        #expect(text == "LOGIN  ID  TYPE  PROFIL…\nalice   1  User  https:…\nbob     2  User  https:…\n")
    }

    /// Narrower still, the columns beside the login are left out, the URL first and the id last,
    /// before the login is cut: at 14 cells the login and its id are left, at 12 the login alone,
    /// and at 8 it is cut.
    @Test func veryNarrowTerminal_dropsColumns_beforeTheLogin() {
        #expect(Self.users(["alice-long", "bob"], width: 20) == "LOGIN       ID  TYPE\nalice-long   1  User\nbob          2  User\n")
        #expect(Self.users(["alice-long", "bob"], width: 14) == "LOGIN       ID\nalice-long   1\nbob          2\n")
        #expect(Self.users(["alice-long", "bob"], width: 12) == "LOGIN\nalice-long\nbob\n")
        #expect(Self.users(["alice-long", "bob"], width: 8) == "LOGIN\nalice-l…\nbob\n")
    }
}
