import Foundation
import GHDomain
import Testing

@testable import GHTerminal
@testable import GHUsersTUI

/// The keys `update` handles that the other tests do not walk through: tabs, the mouse, `o`,
/// `y`, `L`, PgDn, `u`, `p`, `m`, help scrolling, and an end signal.
struct BrowserKeyTests {
    /// octocat's profile, loaded, on its Repos tab with `rows` repositories.
    private static func profile(rows: Int = 3, columns: Int = 80) -> Session {
        var session = Session(.profile(Login("octocat")!), columns: columns)
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        session.answer(Page(items: (1...rows).map { .repository(Samples.repository($0, owner: "owner\($0)")) }, next: nil))
        return session
    }

    private static func tab(_ session: Session) -> ProfileTab? {
        guard case .profile(let profile)? = session.state.top?.body else { return nil }
        return profile.tab
    }

    @Test func tabAndShiftTab_cycleTheTabs_eachAskingForItsList() throws {
        var session = Self.profile()
        let login = try #require(Login("octocat"))
        let starred = session.send(Samples.key(.tab))
        #expect(Self.tab(session) == .starred)
        #expect(
            starred == [.load(LoadTicket(screen: ScreenID(value: 2), slot: .tab(.starred), generation: 0), .starred(login), cursor: nil)])
        session.send(Samples.key(.backTab))
        #expect(Self.tab(session) == .repositories)
        session.send(Samples.key(.backTab))
        #expect(Self.tab(session) == .organizations, "Shift-Tab from the first tab goes round to the last")
        session.send(Samples.key(.tab))
        #expect(Self.tab(session) == .repositories)
    }

    @Test func click_selectsTheRowUnderIt_wheelScrollsThree() {
        var session = Session(.users(since: 0), options: BrowseOptions(color: false, mouse: true, timeZone: TimeZone(identifier: "UTC")!))
        session.answer(Samples.usersPage(Array(1...40), hasNext: false))
        session.send(.input(.mouse(MouseEvent(.press(.left), row: 6, column: 10))))
        #expect(session.state.top?.focusedList?.selected == 3, "line 6 is the fourth row under the breadcrumb, border and headings")
        session.send(.input(.mouse(MouseEvent(.wheelDown, row: 6, column: 10))))
        #expect(session.state.top?.focusedList?.selected == 6)
        session.send(.input(.mouse(MouseEvent(.wheelUp, row: 6, column: 10))))
        #expect(session.state.top?.focusedList?.selected == 3)
        session.send(.input(.mouse(MouseEvent(.press(.left), row: 0, column: 10))))
        #expect(session.state.top?.focusedList?.selected == 3, "a click on the breadcrumb selects nothing")
    }

    @Test func clickOnAFilteredList_selectsTheRowDrawnUnderIt() throws {
        let options = BrowseOptions(color: false, mouse: true, timeZone: TimeZone(identifier: "UTC")!)
        var session = Session(.users(since: 0), rows: 12, options: options)
        session.answer(Samples.usersPage(Array(1...60), hasNext: false))
        for _ in 0..<46 { session.send(Samples.key(.down)) }
        for key in ["/", "u", "s", "e", "r", "4"] { session.send(Samples.key(.character(Character(key)))) }
        session.send(Samples.key(.enter))
        let row = try #require(session.lines.firstIndex { $0.contains("user44 ") })
        session.send(.input(.mouse(MouseEvent(.press(.left), row: row, column: 10))))
        let list = try #require(session.state.top?.focusedList)
        #expect(list.rowIndex(visible: list.selected) == 43, "user44 is the 44th row")
        #expect(session.lines[row].hasPrefix("│› "))
    }

    @Test func o_opensTheRowsPage_andY_copiesIt_sayingSo() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2]))
        session.send(Samples.key(.down))
        #expect(session.send(Samples.key(.character("o"))) == [.open("https://github.com/user2")])
        #expect(session.lines.last == "Opening https://github.com/user2 in the browser")
        #expect(session.send(Samples.key(.character("y"))) == [.copy("https://github.com/user2")])
        #expect(session.lines.last == "Copied https://github.com/user2")
    }

    /// `o` on an organization opens the profile it is listed on, and with nothing says so.
    @Test func o_onAnOrganization_opensTheProfileItIsListedOn() {
        var session = Self.profile()
        session.send([Samples.key(.backTab)])
        session.answer(Page(items: [.organization(Organization(login: "github", id: 9, description: nil, avatarURL: nil))], next: nil))
        #expect(session.send(Samples.key(.character("o"))) == [.open("https://github.com/octocat")])
        var empty = Session(.users(since: 0))
        empty.answer(Samples.usersPage([], hasNext: false))
        #expect(empty.send(Samples.key(.character("o"))).isEmpty)
        #expect(empty.lines.last == "Nothing here has a web page")
    }

    /// `L` opens with the language shown, and Enter ranks another one.
    @Test func capitalL_enterRanksAnotherLanguage() {
        var session = Session(.trending(language: "swift"))
        session.send(Samples.key(.character("L")))
        #expect(session.lines.last == "Language (empty for all): swift")
        session.send([Samples.key(.backspace)] + Samples.type("ft") + [Samples.key(.control("w"))] + Samples.type("rust"))
        let effects = session.send(Samples.key(.enter))
        #expect(
            effects.last
                == .load(LoadTicket(screen: ScreenID(value: 2), slot: .main, generation: 0), .trending(language: "rust"), cursor: nil))
        #expect(session.lines.first?.hasPrefix("Trending: rust") == true)
    }

    @Test func pageDown_movesAScreenLessOneRow_andPageUpBack() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage(Array(1...100), hasNext: false))
        // 24 rows: 19 list lines inside the panel, so a page is 18 rows.
        session.send(Samples.key(.pageDown))
        #expect(session.state.top?.focusedList?.selected == 18)
        session.send(Samples.key(.control("d")))
        #expect(session.state.top?.focusedList?.selected == 36)
        session.send(Samples.key(.pageUp))
        #expect(session.state.top?.focusedList?.selected == 18)
    }

    /// `u` on a repository opens its owner's profile, from the tab it is on.
    @Test func u_onARepository_opensItsOwnersProfile() throws {
        var session = Self.profile()
        session.send(Samples.key(.down))
        let effects = session.send(Samples.key(.character("u")))
        #expect(effects.first == .loadProfile(ScreenID(value: 3), generation: 0, try #require(Login("owner2"))))
        #expect(session.lines.first?.hasPrefix("Users › octocat › Repos › owner2") == true)
        var users = Session(.users(since: 0))
        users.answer(Samples.usersPage([1]))
        #expect(users.send(Samples.key(.character("u"))).isEmpty, "u does nothing on a user")
    }

    /// Help scrolls with j and k when it does not fit, and any other key closes it.
    @Test func help_scrollsWithJAndK_anyOtherKeyClosesIt() {
        var session = Session(.users(since: 0), rows: 12, columns: 60)
        session.answer(Samples.usersPage([1, 2]))
        session.send(Samples.key(.character("?")))
        let first = session.lines[1]
        session.send([Samples.key(.character("j")), Samples.key(.character("j"))])
        #expect(session.state.overlayScroll == 2)
        #expect(session.lines[1] != first)
        session.send(Samples.key(.character("k")))
        #expect(session.state.overlayScroll == 1)
        // j stops at the end: the first k after it moves the view back at once.
        session.send(Array(repeating: Samples.key(.character("j")), count: 100))
        let end = session.lines
        #expect(end.contains { $0.hasPrefix("╰─") && !$0.contains("more") }, "the last line of the help is shown")
        session.send(Samples.key(.character("k")))
        #expect(session.lines != end)
        #expect(session.state.overlayScroll < 50)
        session.send(Samples.key(.character("x")))
        #expect(session.state.mode == .normal)
        #expect(session.state.overlayScroll == 0)
    }

    @Test func m_showsEveryMessageOfTheRunWhole() {
        var session = Session(.users(since: 0), rows: 12, columns: 40)
        let long = "Error: the favorites file /home/someone/.local/share/gh-users/favorites.json is not valid JSON; fix it or move it away"
        session.send(.notice(long))
        session.send(.notice("second"))
        session.send(Samples.key(.character("m")))
        let text = session.lines.joined(separator: "\n")
        #expect(
            text.contains(
                """
                │ Error: the favorites file /home/some │
                │ one/.local/share/gh-users/favorites. │
                │ json is not valid JSON; fix it or    │
                │ move it away                         │
                │ second                               │
                """), "\(text)")
        #expect(text.contains("second"))
    }

    @Test func p_togglesThePreview_whateverTheSetting() {
        var session = Session(.users(since: 0), columns: 100)
        #expect(!session.state.preview.isShown(columns: 100))
        session.send(Samples.key(.character("p")))
        #expect(session.state.preview.isShown(columns: 100))
        session.send(Samples.key(.character("p")))
        #expect(!session.state.preview.isShown(columns: 100))
    }

    @Test func anEndSignal_endsTheSessionAsQDoes() {
        var session = Session(.users(since: 0))
        #expect(session.send(.endRequested(signal: 15)) == [.quit])
        #expect(session.state.isFinished)
    }

    @Test func runtimesNote_showsBesideTheKeys_untilTakenAway() {
        let options = BrowseOptions(
            color: false, timeZone: TimeZone(identifier: "UTC")!, statusNote: StatusNote("No token: 60 requests an hour"))
        var session = Session(.users(since: 0), options: options)
        #expect(session.lines.last?.hasSuffix("No token: 60 requests an hour") == true)
        #expect(session.lines.last?.hasPrefix("j/k move") == true)
        session.send(.statusNote(StatusNote("Rate limit resets in 0:42 — r retries now", isWarning: true)))
        #expect(session.lines.last?.hasSuffix("Rate limit resets in 0:42 — r retries now") == true)
        session.send(.statusNote(nil))
        #expect(session.lines.last?.contains("resets") == false)
    }
}

/// A terminal too short for the list above the status line.
struct ShortTerminalTests {
    @Test func aListThatReachesTheStatusLine_isClearedFromIt() {
        var session = Session(.users(since: 0), rows: 3, columns: 30)
        session.answer(Samples.usersPage([1, 2, 3]))
        // No room for the list's panel: the line between the bars stays empty.
        #expect(session.lines == ["Users     1 Users   2   3   4", "", "j/k move  ? help  q quit"])
    }
}
