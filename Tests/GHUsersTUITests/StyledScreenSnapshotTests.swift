import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// Every screen with its styles, in the palette for a dark and for a light background, at
/// 120×36, 80×24 and 60×20: the panels, the raised tab, the badges, the initials tiles and the
/// language dots are reviewed as colour and attributes, not only as text (see ``Snapshot``).
struct StyledScreenSnapshotTests {
    static let cases: [(TerminalBackground, Int, Int)] = [TerminalBackground.dark, .light].flatMap { background in
        [(36, 120), (24, 80), (20, 60)].map { (background, $0.0, $0.1) }
    }

    private static func options(_ background: TerminalBackground) -> BrowseOptions {
        BrowseOptions(color: true, timeZone: TimeZone(identifier: "UTC")!, background: background)
    }

    private static func name(_ screen: String, _ background: TerminalBackground, _ rows: Int, _ columns: Int) -> String {
        "styled-\(screen)-\(background.rawValue)-\(columns)x\(rows)"
    }

    /// The users list: a STAFF user, a favorite, the third row selected, a profile previewed.
    @Test func users() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.users(since: 0), rows: rows, columns: columns, options: Self.options(background))
            let favorite = FavoriteUser(
                host: "api.github.com", id: 4, login: "user4", name: nil, avatarURL: "", htmlURL: "", addedAt: .distantPast)
            session.send(.favorites(.success(FavoriteList([favorite]))))
            var page = Samples.usersPage(Array(1...40))
            page.items[1] = .user(Samples.user(2, login: "defunkt", staff: true))
            session.answer(page)
            session.send([Samples.key(.down), Samples.key(.down)])
            session.send(.previewProfile(Login("user3")!, .success(Samples.octocat)))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("users", background, rows, columns))
        }
    }

    /// octocat's card beside its initials tile, the tabs in the list's border, its repositories.
    @Test func profile() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.profile(Login("octocat")!), rows: rows, columns: columns, options: Self.options(background))
            session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
            session.answer(Page(items: (1...30).map { .repository(Samples.repository($0)) }, next: nil))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("profile", background, rows, columns))
        }
    }

    /// octocat's card with what its GraphQL query adds: the calendar in GitHub's greens beside
    /// the text where the width allows, the year's total, pinned work, organizations, accounts.
    @Test func profileWithCalendar() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.profile(Login("octocat")!), rows: rows, columns: columns, options: Self.options(background))
            session.send(.profile(ScreenID(value: 2), generation: 0, .success(CardExtrasTests.profile)))
            session.answer(Page(items: (1...30).map { .repository(Samples.repository($0)) }, next: nil))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("calendar", background, rows, columns))
        }
    }

    /// A list whose first page failed: the cause in a panel, wrapped at words, the advice apart.
    @Test func failedFirstPage() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.users(since: 0), rows: rows, columns: columns, options: Self.options(background))
            let message = "cannot connect to api.github.com: the connection was refused. Check your network, or browse with --offline"
            session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: message))))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("failed", background, rows, columns))
        }
    }

    /// Trending: ranks, short star counts, language dots and descriptions.
    @Test func trending() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.trending(language: nil), rows: rows, columns: columns, options: Self.options(background))
            let languages = ["Swift", "Go", "Rust", "TypeScript", "Python", nil, "Zig"]
            let repositories = (1...40).map { number in
                var repository = Samples.repository(number, owner: "owner\(number % 4)")
                repository.language = languages[number % languages.count]
                repository.stargazersCount = 250_000 / number
                return Row.repository(repository)
            }
            var page = Page<Row>(items: repositories, next: nil)
            page.totalCount = 40
            session.answer(page)
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("trending", background, rows, columns))
        }
    }

    /// `?` over the users list.
    @Test func help() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.users(since: 0), rows: rows, columns: columns, options: Self.options(background))
            session.answer(Samples.usersPage(Array(1...40)))
            session.send(Samples.key(.character("?")))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("help", background, rows, columns))
        }
    }

    /// A list that failed: the error in the list's panel, the rows kept above it.
    @Test func error() {
        for (background, rows, columns) in Self.cases as [(TerminalBackground, Int, Int)] {
            var session = Session(.users(since: 0), rows: rows, columns: columns, options: Self.options(background))
            session.answer(Samples.usersPage(Array(1...3)))
            session.send(
                .page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "cannot connect to api.github.com: host not found"))))
            Snapshot.expect(styled: Browser.render(session.state), named: Self.name("error", background, rows, columns))
        }
    }

    /// Where box-drawing characters cannot be drawn (the Linux console, a locale that is not
    /// UTF-8), the panels are `+`, `-` and `|`; without colour, bold, dim and reverse remain.
    @Test func withoutBoxDrawingOrColour_panelsAreASCII() {
        let options = BrowseOptions(color: false, timeZone: TimeZone(identifier: "UTC")!, boxDrawing: false)
        var session = Session(.profile(Login("octocat")!), rows: 20, columns: 60, options: options)
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        session.answer(Page(items: (1...30).map { .repository(Samples.repository($0)) }, next: nil))
        Snapshot.expect(styled: Browser.render(session.state), named: "ascii-profile-no-colour-60x20")
    }

    /// An empty tab says whose list it is, in a sentence.
    @Test func anEmptyTab_saysWhoseListItIs() {
        var session = Session(.profile(Login("mojombo")!))
        session.answer(Page(items: [], next: nil))
        #expect(session.listLines.first == "  mojombo has no public repositories yet.")
        session.send([Samples.key(.tab), Samples.key(.tab), Samples.key(.tab)])
        session.answer(Page(items: [], next: nil))
        #expect(session.listLines.first == "  mojombo follows no one yet.")
    }

    /// A search that finds no one names its query; the Users list, which has none, says less.
    @Test func anEmptySearch_namesItsQuery() {
        var search = Session(.search(UserSearch(query: "location:Paris\u{1B}[2J")!))
        search.answer(Page(items: [], next: nil))
        #expect(search.listLines.dropFirst().first == "  No users match location:Paris\\u{1B}[2J.")
        var users = Session(.users(since: 0))
        users.answer(Page(items: [], next: nil))
        #expect(users.listLines.dropFirst().first == "  No users here.")
    }
}
