import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// Rendered screens at 80×24 and 40×12 (and wider where width matters), as golden text files
/// (see ``Snapshot``); with their styles where those carry meaning.
struct BrowserSnapshotTests {
    private static let sizes = [(24, 80), (12, 40)]

    /// The users list with a page loaded, a STAFF user, a favorite, and the third row selected.
    private static func usersList(rows: Int, columns: Int) -> Session {
        var session = Session(.users(since: 0), rows: rows, columns: columns)
        session.send(
            .favorites(
                .success(
                    FavoriteList([
                        FavoriteUser(
                            host: "api.github.com", id: 4, login: "user4", name: nil, avatarURL: "", htmlURL: "", addedAt: .distantPast)
                    ])))
        )
        var page = Samples.usersPage(Array(1...30))
        page.items[1] = .user(Samples.user(2, login: "defunkt", staff: true))
        session.answer(page)
        session.send([Samples.key(.down), Samples.key(.down)])
        return session
    }

    /// octocat's profile with its repositories.
    private static func profile(rows: Int, columns: Int) -> Session {
        var session = Session(.profile(Login("octocat")!), rows: rows, columns: columns)
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        session.answer(Page(items: (1...12).map { .repository(Samples.repository($0)) }, next: nil))
        return session
    }

    @Test func usersList() {
        for (rows, columns) in Self.sizes as [(Int, Int)] {
            Snapshot.expect(Self.usersList(rows: rows, columns: columns).lines, named: "users-\(columns)x\(rows)")
        }
    }

    /// At 20 columns the login, STAFF badge and all, is shown whole: the other columns give way
    /// and are left out first (the URL before the type).
    @Test func usersList_twentyColumnsWide_showsEveryLoginWhole() {
        let lines = Self.usersList(rows: 8, columns: 20).lines
        Snapshot.expect(lines, named: "users-20x8")
        #expect(lines.contains { $0.hasPrefix("│    defunkt STAFF") })
    }

    @Test func profileWithRepositories() {
        for (rows, columns) in Self.sizes as [(Int, Int)] {
            Snapshot.expect(Self.profile(rows: rows, columns: columns).lines, named: "profile-\(columns)x\(rows)")
        }
    }

    @Test func followerOpenedFromAProfile_growsTheBreadcrumb() {
        for (rows, columns) in Self.sizes as [(Int, Int)] {
            var session = Self.profile(rows: rows, columns: columns)
            session.send([Samples.key(.tab), Samples.key(.tab)])
            session.answer(Samples.usersPage([1, 2, 3], hasNext: false))
            session.send([Samples.key(.down), Samples.key(.enter)])
            session.send(.profile(ScreenID(value: 3), generation: 0, .failure(BrowseFailure(message: "user 'user2' not found"))))
            Snapshot.expect(session.lines, named: "follower-\(columns)x\(rows)")
        }
    }

    @Test func trending_withARowExpanded() {
        for (rows, columns) in Self.sizes as [(Int, Int)] {
            var session = Session(.trending(language: "swift"), rows: rows, columns: columns)
            var page = Page<Row>(items: (1...20).map { .repository(Samples.repository($0, owner: "owner\($0 % 4)")) }, next: nil)
            page.totalCount = 20
            session.answer(page)
            session.send([Samples.key(.down), Samples.key(.character(" "))])
            Snapshot.expect(session.lines, named: "trending-\(columns)x\(rows)")
        }
    }

    @Test func help() {
        for (rows, columns) in Self.sizes as [(Int, Int)] {
            var session = Self.usersList(rows: rows, columns: columns)
            session.send(Samples.key(.character("?")))
            Snapshot.expect(session.lines, named: "help-\(columns)x\(rows)")
        }
    }

    @Test func loadingThenAnError_withRowsKept() {
        var session = Session(.users(since: 0))
        Snapshot.expect(session.lines, named: "loading-80x24")
        session.answer(Samples.usersPage([1, 2, 3]))
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "cannot connect to api.github.com: host not found"))))
        session.send(.notice("Warning: cannot reach api.github.com; showing cached data from 2026-11-21 14:05"))
        Snapshot.expect(session.lines, named: "error-80x24")
    }

    @Test func hostileAndWideText_isEscapedAndMeasured() {
        var session = Session(.users(since: 0))
        let hostile = UserSummary(
            login: "evil\u{1B}[2J\u{202E}", id: 66, type: "User\u{7}\u{2062}", siteAdmin: false, avatarURL: "",
            htmlURL: "https://github.com/evil\u{0}x")
        let wide = UserSummary(login: "李小龙🚀", id: 67, type: "Bot✅", siteAdmin: true, avatarURL: "", htmlURL: "https://github.com/🇵🇹")
        session.answer(Page(items: [.user(hostile), .user(wide), .user(Samples.user(68, login: "oct\u{2062}ocat"))], next: nil))
        Snapshot.expect(session.lines, named: "hostile-80x24")
    }

    /// The favorites, filtered by `oct` as it is typed.
    private static func favoritesFiltered(options: BrowseOptions = Samples.options) -> Session {
        var session = Session(.favorites, options: options)
        let favorites = [
            FavoriteUser(
                host: "api.github.com", id: 1, login: "mojombo", name: "Tom Preston-Werner", avatarURL: "",
                htmlURL: "https://github.com/mojombo",
                addedAt: Date(timeIntervalSince1970: 1_795_000_000)),
            FavoriteUser(
                host: "api.github.com", id: 583231, login: "octocat", name: "The Octocat", avatarURL: "",
                htmlURL: "https://github.com/octocat",
                addedAt: Date(timeIntervalSince1970: 1_795_262_400)),
        ]
        session.send(.favorites(.success(FavoriteList(favorites))))
        session.answer(Page(items: favorites.map(Row.favorite), next: nil))
        session.send([Samples.key(.character("/"))] + Samples.type("oct"))
        return session
    }

    @Test func favorites_andAFilterBeingTyped() {
        Snapshot.expect(Self.favoritesFiltered().lines, named: "favorites-filter-80x24")
    }

    @Test func theSelectionAndAFiltersMatch_inColour() {
        let options = BrowseOptions(color: true, timeZone: TimeZone(identifier: "UTC")!)
        Snapshot.expect(styled: Browser.render(Self.favoritesFiltered(options: options).state), named: "favorites-filter-styled-80x24")
    }

    @Test func theSelection_withoutColour_isReverseVideo() {
        Snapshot.expect(styled: Browser.render(Self.usersList(rows: 12, columns: 40).state), named: "users-styled-40x12")
    }

    @Test func aLongError_wrapsOnTheStatusLine() {
        var session = Self.usersList(rows: 12, columns: 40)
        session.send(
            .favorites(
                .failure(
                    BrowseFailure(
                        message:
                            "the favorites file /home/someone/.local/share/gh-users/favorites.json is not valid JSON; fix it or move it away"
                    ))))
        Snapshot.expect(session.lines, named: "message-40x12")
    }

    @Test func thePreview_besideAList_at120Columns() {
        var session = Session(.users(since: 0), rows: 30, columns: 120)
        session.answer(Samples.usersPage(Array(1...40)))
        session.send(.previewProfile(Login("user1")!, .success(Samples.octocat)))
        Snapshot.expect(session.lines, named: "preview-120x30")
    }

    @Test func aWideTerminal_givesItsRoomToDescriptions() {
        let options = BrowseOptions(color: false, timeZone: TimeZone(identifier: "UTC")!, preview: .off)
        var session = Session(.trending(language: nil), rows: 16, columns: 200, options: options)
        session.answer(Page(items: (1...12).map { .repository(Samples.repository($0, owner: "owner\($0 % 4)")) }, next: nil))
        Snapshot.expect(session.lines, named: "trending-200x16")
    }

    @Test func theStarredTab_namesEachRepositorysOwner() {
        var session = Self.profile(rows: 24, columns: 80)
        session.send(Samples.key(.tab))
        session.answer(Page(items: (1...3).map { .repository(Samples.repository($0, owner: "owner\($0)")) }, next: nil))
        Snapshot.expect(session.lines, named: "starred-80x24")
    }
}
