import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// `Browser.update`: what each event does to the state and which work it asks for.
struct BrowserUpdateTests {
    private static let first = LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 0)

    @Test func start_asksForTheFavoritesAndTheFirstPage_only() {
        let session = Session(.users(since: 0))
        #expect(session.effects == [.loadFavorites, .load(Self.first, .users(since: 0), cursor: nil)])
        // Dim placeholder rows stand where the first page's rows will be.
        #expect(
            Array(session.listLines[1...4]) == ["  ░░░░░░░░░░░░░░░░░░", "  ░░░░░░░░░░░░", "  ░░░░░░░░░░░░░░░", "  Loading…"])
    }

    /// The next page is asked for by its link when the selection nears the end, one request at a time.
    @Test func nextPage_isAskedForNearTheEnd_oneAtATime() {
        var session = Session(.users(since: 0))
        // 24 rows: the list has 19 lines in its panel, so "near the end" is within 9 rows of the last.
        #expect(session.answer(Samples.usersPage(Array(1...40))).isEmpty)
        #expect(session.send(Array(repeating: Samples.key(.down), count: 29)).isEmpty)
        let asked = session.send(Samples.key(.down))
        #expect(
            asked == [
                .load(
                    LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 0), .users(since: 0), cursor: Samples.cursor(since: 40))
            ])
        #expect(session.send(Samples.key(.down)).isEmpty, "one request at a time")
        session.answer(Samples.usersPage(Array(41...80)))
        #expect(session.state.top?.focusedList?.rows.count == 80)
    }

    @Test func anEmptyPageOrNoNextLink_endsTheList() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2], hasNext: false))
        #expect(session.send(Samples.key(.character("G"))).isEmpty)
        #expect(session.listLines[3] == "  End of list")
    }

    /// Opening a profile asks for it and its first tab, and back cancels them, dropping late answers.
    @Test func openingAProfile_asksForItAndItsFirstTab() throws {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2, 3]))
        session.send(Samples.key(.down))
        let opened = session.send(Samples.key(.enter))
        let profile = ScreenID(value: 2)
        let login = try #require(Login("user2"))
        #expect(
            opened == [
                .loadProfile(profile, generation: 0, login),
                .load(LoadTicket(screen: profile, slot: .tab(.repositories), generation: 0), .repositories(login), cursor: nil),
            ])
        #expect(session.send(Samples.key(.escape)) == [.cancel(profile)])
        #expect(session.state.top?.id == ScreenID(value: 1))
        #expect(session.state.top?.focusedList?.selected == 1, "the cursor is where it was")
        // Answers for the screen that was left change nothing.
        session.send(.profile(profile, generation: 0, .success(Samples.octocat)))
        session.send(.page(LoadTicket(screen: profile, slot: .tab(.repositories), generation: 0), .success(Samples.usersPage([9]))))
        #expect(session.state.stack.count == 1)
        #expect(session.state.top?.focusedList?.rows.count == 3)
    }

    @Test func aRefresh_dropsAnswersAskedForBeforeIt() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2]))
        let stale = Self.first
        #expect(
            session.send(Samples.key(.character("r"))) == [
                .load(LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 1), .users(since: 0), cursor: nil)
            ])
        session.send(.page(stale, .success(Samples.usersPage([7, 8]))))
        #expect(session.state.top?.focusedList?.rows == [.user(Samples.user(1)), .user(Samples.user(2))], "the old rows stay")
        session.answer(Samples.usersPage([3]))
        #expect(session.state.top?.focusedList?.rows == [.user(Samples.user(3))])
    }

    /// A filter narrows as you type, Enter keeps it, Esc clears it, and back clears it first.
    @Test func filter_narrowsAsYouType_EnterKeeps_EscClears() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 10, 11, 12, 2]))
        session.send(Samples.key(.character("/")))
        session.send(Samples.type("1"))
        #expect(session.state.top?.focusedList?.visibleCount == 4)
        session.send(Samples.type("1"))
        #expect(session.state.top?.focusedList?.selectedRow == .user(Samples.user(11)))
        session.send(Samples.key(.enter))
        #expect(session.state.mode == .normal)
        #expect(session.lines.last == "Filter: 11 · 1 of 5  (Esc clears)")
        #expect(session.send(Samples.key(.escape)).isEmpty, "back clears the filter and stays")
        #expect(session.state.top?.focusedList?.visibleCount == 5)
        #expect(session.state.top?.focusedList?.selectedRow == .user(Samples.user(11)), "the row stays selected")
        session.send([Samples.key(.character("/"))] + Samples.type("2") + [Samples.key(.escape)])
        #expect(session.state.top?.focusedList?.filter == "")
    }

    @Test func f_marksAtOnce_savesInBackground_failureUndoesIt() {
        var session = Session(.users(since: 0))
        session.send(.favorites(.success(FavoriteList())))
        session.answer(Samples.usersPage([1, 2]))
        let effects = session.send(Samples.key(.character("f")))
        guard case .saveFavorite(let favorite, true) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(favorite.id == 1 && favorite.login == "user1")
        #expect(session.state.favorites.ids == [1])
        #expect(session.listLines[1].hasPrefix("› ★    user1"))
        session.send(
            .favoriteSaved(
                favorite, isFavorite: true, .failure(BrowseFailure(message: "cannot save favorites to /x: Read-only file system"))))
        #expect(session.state.favorites.ids.isEmpty)
        #expect(session.lines.last == "cannot save favorites to /x: Read-only file system")
    }

    @Test func aRateLimit_pausesLoadingUntil_r() {
        var session = Session(.users(since: 0))
        // Five rows are within half a screen of the end: the next page is asked for at once.
        let load = session.answer(Samples.usersPage(Array(1...5)))
        #expect(load == [.load(Self.first, .users(since: 0), cursor: Samples.cursor(since: 5))])
        let ticket = session.lastLoad!.ticket
        session.send(.page(ticket, .failure(BrowseFailure(message: "API rate limit exceeded; it resets at 13:00", isRateLimit: true))))
        #expect(session.send([Samples.key(.up), Samples.key(.down), Samples.key(.character("G"))]).isEmpty)
        #expect(session.listLines[6] == "  API rate limit exceeded; it resets at 13:00 — loading paused; r to retry")
        #expect(session.send(Samples.key(.character("r"))).count == 1)
    }

    /// A search whose 10 pages of 100 GitHub serves, the last without a next link as GitHub
    /// sends it, with `total` results counted.
    private static func searchToTheCap(total: Int) throws -> Session {
        let search = try #require(UserSearch(query: "tom"))
        var session = Session(.search(search))
        for start in stride(from: 1, to: 1000, by: 100) {
            var page = Samples.usersPage(Array(start..<(start + 100)), hasNext: start < 901)
            page.totalCount = total
            session.answer(page)
            session.send(Samples.key(.character("G")))
        }
        return session
    }

    @Test func aSearch_stopsAtGitHubs1000Results_andSaysSo() throws {
        let session = try Self.searchToTheCap(total: 5000)
        #expect(session.state.top?.focusedList?.rows.count == 1000)
        #expect(session.lines.first?.hasPrefix("Search: tom (1,000 of 5,000)  ") == true)
        #expect(session.listLines[18].hasPrefix("›      user1000 "))
        #expect(session.listLines[19] == "  GitHub shows only the first 1,000 results; narrow the search")
    }

    @Test func aSearchOfExactly1000Results_endsAsAnyList() throws {
        let session = try Self.searchToTheCap(total: 1000)
        #expect(session.lines.first?.hasPrefix("Search: tom (1,000 of 1,000)  ") == true)
        #expect(session.listLines[18].hasPrefix("›      user1000 "))
        #expect(session.listLines[19] == "  End of list")
    }

    /// Switching sections stops the requests of the one left, and asks again on return.
    @Test func leavingASection_stopsItsRequests() {
        var session = Session(.users(since: 0))
        let trending = session.send(Samples.key(.character("3")))
        #expect(trending.first == .cancel(ScreenID(value: 1)))
        #expect(
            trending.last
                == .load(LoadTicket(screen: ScreenID(value: 2), slot: .main, generation: 0), .trending(language: nil), cursor: nil))
        let back = session.send(Samples.key(.character("1")))
        #expect(back.last == .load(LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 1), .users(since: 0), cursor: nil))
    }

    @Test func returningToFavorites_rereadsThem_keepingTheRows() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2]))
        let first = session.send(Samples.key(.character("4")))
        #expect(first.last == .load(LoadTicket(screen: ScreenID(value: 2), slot: .main, generation: 0), .favorites, cursor: nil))
        session.answer(Samples.usersPage([1], hasNext: false))
        session.send(Samples.key(.character("1")))
        // A favorite added meanwhile, here or by another gh-users, shows on return.
        let again = session.send(Samples.key(.character("4")))
        #expect(again.last == .load(LoadTicket(screen: ScreenID(value: 2), slot: .main, generation: 1), .favorites, cursor: nil))
        #expect(session.listLines[1].hasPrefix("›      user1 "), "the rows read before stay until the new ones arrive")
    }

    @Test func aSearchTypedWithS_replacesTheSearchSection() throws {
        var session = Session(.users(since: 0))
        session.send(Samples.key(.character("s")))
        session.send(Samples.type("tom location:lisbon"))
        #expect(session.lines.last == "Search: tom location:lisbon")
        let effects = session.send(Samples.key(.enter))
        #expect(
            effects.last
                == .load(
                    LoadTicket(screen: ScreenID(value: 2), slot: .main, generation: 0),
                    .search(try #require(UserSearch(query: "tom location:lisbon"))), cursor: nil))
        #expect(session.state.section == .search)
    }

    @Test func q_andCtrlC_quit() {
        var session = Session(.users(since: 0))
        #expect(session.send(Samples.key(.control("c"))) == [.quit])
        #expect(session.state.isFinished)
    }

    @Test func ctrlZSuspends_ctrlCQuits_whileTypingOrInHelp() {
        for opening: String in ["/", "s", "?"] {
            var session = Session(.users(since: 0))
            session.answer(Samples.usersPage([1, 2]))
            session.send(Samples.key(.character(Character(opening))))
            // j types into a filter or a search, and scrolls the help.
            session.send(Samples.key(.character("j")))
            #expect(session.state.mode != .normal)
            #expect(session.send(Samples.key(.control("z"))) == [.suspend])
            #expect(!session.state.isFinished)
            #expect(session.send(Samples.key(.control("c"))) == [.quit])
            #expect(session.state.isFinished)
        }
    }
}

/// A favorite added from a list row has no name; opening its profile brings it up to date.
struct FavoriteRefreshTests {
    /// Opening a favorite's profile refreshes its name and login, keeping when it was added.
    @Test func openingAFavorite_refreshesItsNameAndLogin() {
        var session = Session(.profile(Login("octocat")!))
        let added = Date(timeIntervalSince1970: 1_700_000_000)
        let kept = FavoriteUser(
            host: "api.github.com", id: 583231, login: "old-login", name: nil, avatarURL: "", htmlURL: "", addedAt: added)
        session.send(.favorites(.success(FavoriteList([kept]))))
        let effects = session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        #expect(effects == [.refreshFavorite(FavoriteUser(profile: Samples.octocat, host: "api.github.com", addedAt: added))])
        session.send(
            .favoriteRefreshed(.success(FavoriteList([FavoriteUser(profile: Samples.octocat, host: "api.github.com", addedAt: added)]))))
        // The user changed nothing, so nothing is said.
        #expect(session.state.message == nil)
        // Up to date now: the next visit writes nothing.
        session.send(Samples.key(.character("r")))
        #expect(session.send(.profile(ScreenID(value: 2), generation: 1, .success(Samples.octocat))).isEmpty)
    }
}
