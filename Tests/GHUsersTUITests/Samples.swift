import Foundation
import GHDomain
import GHTerminal

@testable import GHUsersTUI

/// Users, profiles, repositories and pages for the browser's tests, shaped like GitHub's.
enum Samples {
    static func user(_ id: Int, login: String? = nil, staff: Bool = false, type: String = "User") -> UserSummary {
        let login = login ?? "user\(id)"
        return UserSummary(
            login: login, id: id, type: type, siteAdmin: staff, avatarURL: "https://avatars.githubusercontent.com/u/\(id)?v=4",
            htmlURL: "https://github.com/\(login)")
    }

    /// A page of users with ids `ids`; its next link continues after the last id.
    static func usersPage(_ ids: [Int], hasNext: Bool = true) -> Page<Row> {
        Page(items: ids.map { .user(user($0)) }, next: hasNext ? cursor(since: ids.last ?? 0) : nil)
    }

    static func cursor(since: Int) -> PageCursor {
        PageCursor(url: URL(string: "https://api.github.com/users?per_page=100&since=\(since)")!)
    }

    static func repository(_ number: Int, owner: String = "octocat") -> RepositorySummary {
        RepositorySummary(
            id: 9000 + number, name: "repo\(number)", fullName: "\(owner)/repo\(number)",
            description: number % 2 == 1 ? "Repository number \(number)" : nil, language: number % 2 == 1 ? "Swift" : nil,
            stargazersCount: 100_000 / number, forksCount: number * 3, htmlURL: "https://github.com/\(owner)/repo\(number)",
            updatedAt: Timestamp(Date(timeIntervalSince1970: 1_795_262_400)), owner: .init(login: owner, avatarURL: ""))
    }

    static let octocat = UserProfile(
        summary: user(583231, login: "octocat"), name: "The Octocat", company: "@github", blog: "https://github.blog",
        location: "San Francisco", email: "octocat@github.com", bio: "A cat that codes, since before it was cool.",
        twitterUsername: "github", publicRepos: 8, publicGists: 8, followers: 4752, following: 9,
        createdAt: Timestamp(Date(timeIntervalSince1970: 1_295_980_000)))

    static let options = BrowseOptions(color: false, timeZone: TimeZone(identifier: "UTC")!)

    static func key(_ key: Key) -> BrowseEvent { .input(.key(key)) }

    static func type(_ text: String) -> [BrowseEvent] { text.map { key(.character($0)) } }
}

/// A browsing session driven by events in a test, keeping every effect asked for.
struct Session {
    var state: BrowseState
    var effects: [BrowseEffect]

    init(_ start: StartScreen, rows: Int = 24, columns: Int = 80, options: BrowseOptions = Samples.options) {
        (state, effects) = Browser.start(start, size: TerminalSize(rows: rows, columns: columns), options: options)
    }

    /// Sends `event`; returns the effects it asked for.
    @discardableResult
    mutating func send(_ event: BrowseEvent) -> [BrowseEffect] {
        let new = Browser.update(&state, event)
        effects += new
        return new
    }

    /// Sends each of `events`; returns every effect they asked for.
    @discardableResult
    mutating func send(_ events: [BrowseEvent]) -> [BrowseEffect] {
        events.flatMap { send($0) }
    }

    /// The last `.load` asked for.
    var lastLoad: (ticket: LoadTicket, source: ListSource, cursor: PageCursor?)? {
        for effect in effects.reversed() {
            if case .load(let ticket, let source, let cursor) = effect { return (ticket, source, cursor) }
        }
        return nil
    }

    /// Answers the last load with `page`.
    @discardableResult
    mutating func answer(_ page: Page<Row>) -> [BrowseEffect] {
        guard let load = lastLoad else { return [] }
        return send(.page(load.ticket, .success(page)))
    }

    /// The frame's lines.
    var lines: [String] { Browser.render(state).lines() }

    /// The lines inside the list's panel, its border left out and trailing spaces trimmed: on a
    /// list screen the headings, then the rows and the footer; on a profile, the tab's rows.
    var listLines: [String] { Self.listLines(Browser.render(state), state) }

    /// The lines inside the list's panel of `frame`, drawn for `state`.
    static func listLines(_ frame: ScreenBuffer, _ state: BrowseState) -> [String] {
        guard let screen = state.top else { return [] }
        let lines = frame.lines()
        let firstInner = screen.isProfile ? Layout.listTop(screen, in: state) : 2
        let right = Layout.listWidth(state) - 1
        var inner: [String] = []
        for line in lines.dropFirst(firstInner) {
            let characters = Array(line)
            guard characters.first == "│" else { break }
            let text = String(characters[1..<min(characters.count, right)])
            inner.append(String(text.reversed().drop(while: { $0 == " " }).reversed()))
        }
        return inner
    }
}

extension Screen {
    /// Whether the screen is a profile.
    var isProfile: Bool {
        if case .profile = body { return true }
        return false
    }
}
