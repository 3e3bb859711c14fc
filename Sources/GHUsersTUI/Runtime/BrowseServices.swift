import Foundation
import GHDomain

/// What the browser needs from the rest of gh-users, all of it through `GHDomain`'s roles: the
/// command line's factory builds them (the same transport, cache and stores as every command),
/// so the browser has no HTTP or file code of its own.
public struct BrowseServices: Sendable {
    /// Users, profiles, followers, searches, organizations.
    public var users: any UserRepository
    /// Repositories and the trending search.
    public var repositories: any RepositoryCatalog
    /// Organizations' members; `nil` where none can be listed (a card's Members tab then says so).
    public var members: (any OrganizationRoster<UserSummary>)?
    /// A user search's pages by number, to go on past the 1,000 results GitHub serves of one
    /// search by sweeping slices of account creation time (``SearchSweep``), as `search --all`
    /// does; `nil` to stop at 1,000.
    public var searchPages: (any UserSearchPages<UserSummary>)?
    /// The favorites, or why they cannot be used.
    public var favorites: Result<any FavoritesStore, BrowseFailure>
    /// The rate limit the latest answer reported.
    public var rateLimits: (any RateLimitMonitor)?
    /// How an error is told to the user, and whether it is a rate limit.
    public var describe: @Sendable (any Error) -> BrowseFailure
    /// Opens a URL in the web browser; returns why it could not, if it could not.
    public var open: @Sendable (String) async -> String?
    /// Whether the web browser draws in the terminal (`w3m`, `lynx`): then ``open`` is given the
    /// terminal, and every key, until the browser ends, as a custom key's command is.
    public var openTakesTheTerminal: Bool
    /// Runs a command through `/bin/sh -c` on the terminal and waits for it; returns why it
    /// failed (it could not start, or ended with a failure), if it did.
    public var runCommand: @Sendable (String) async -> String?
    /// Fetches an avatar image, through the cache and never with the token; throws when it
    /// cannot be had, or is larger than the images the browser shows.
    public var avatar: @Sendable (String) async throws -> [UInt8]
    /// The profiles of many people at once, in the same order (`nil` for one GitHub no longer
    /// knows by that login), for the names, locations and followers of a user list's rows: one
    /// GraphQL query for a screen of them. Asked only when ``BrowseOptions/peopleDetails`` says
    /// they can be had.
    public var details: @Sendable ([UserSummary]) async throws -> [UserProfile?]
    /// The cheap extras of a profile (status, pronouns, badges, whether the account and you
    /// follow each other), asked at the same time as the profile; `nil` when there are none to
    /// be had (no token) or they failed, which leaves the card as REST gives it.
    public var extras: @Sendable (Login) async -> ProfileExtras?
    /// All the extras of the profile a card shows: the cheap ones, and its social accounts,
    /// organizations, pinned work and contribution calendar; the same `nil` as ``extras``.
    public var cardExtras: @Sendable (Login) async -> ProfileExtras?
    /// Whether you follow a login on GitHub (`GET /user/following/{login}`); throws, with the
    /// reason to show, when it cannot be asked (no login, yourself).
    public var isFollowing: @Sendable (Login) async throws -> Bool
    /// Follows a login (`true`) or stops following it, as `gh-users follow` does: a run of one
    /// change in the journal, through the same paced lane; returns the run's number.
    public var setFollowing: @Sendable (Login, Bool) async throws -> Int
    /// How long quitting waits for favorites still being written: the store's own lock timeout,
    /// and a little more.
    public var writeTimeout: Duration
    /// Sends the network layer's notices (retries, stale cache) to the given sink while the
    /// browser owns the terminal.
    public var redirectNotices: @Sendable (@escaping @Sendable (String) -> Void) -> Void
    /// Hands the browser's sink for status updates to whoever sends them (a rate-limit budget's
    /// countdown, its reset), for as long as the browser runs; by default no one does.
    public var statusUpdates: @Sendable (@escaping @Sendable (StatusUpdate) -> Void) -> Void
    /// The current time, to stamp a new favorite.
    public var now: @Sendable () -> Date
    /// Rows asked for per request.
    public var pageSize: Int

    /// Services from their parts.
    public init(
        users: any UserRepository,
        repositories: any RepositoryCatalog,
        favorites: Result<any FavoritesStore, BrowseFailure>,
        rateLimits: (any RateLimitMonitor)?,
        describe: @escaping @Sendable (any Error) -> BrowseFailure,
        open: @escaping @Sendable (String) async -> String?,
        openTakesTheTerminal: Bool = false,
        runCommand: @escaping @Sendable (String) async -> String? = { _ in "commands cannot be run here" },
        avatar: @escaping @Sendable (String) async throws -> [UInt8] = { _ in throw BrowseFailure(message: "no avatars") },
        details: @escaping @Sendable ([UserSummary]) async throws -> [UserProfile?] = { _ in
            throw BrowseFailure(message: "no details here")
        },
        extras: @escaping @Sendable (Login) async -> ProfileExtras? = { _ in nil },
        cardExtras: (@Sendable (Login) async -> ProfileExtras?)? = nil,
        isFollowing: @escaping @Sendable (Login) async throws -> Bool = { _ in
            throw BrowseFailure(message: "following is not possible here")
        },
        setFollowing: @escaping @Sendable (Login, Bool) async throws -> Int = { _, _ in
            throw BrowseFailure(message: "following is not possible here")
        },
        writeTimeout: Duration = .seconds(11),
        redirectNotices: @escaping @Sendable (@escaping @Sendable (String) -> Void) -> Void,
        statusUpdates: @escaping @Sendable (@escaping @Sendable (StatusUpdate) -> Void) -> Void = { _ in },
        now: @escaping @Sendable () -> Date = { Date() },
        pageSize: Int = 100,
        members: (any OrganizationRoster<UserSummary>)? = nil,
        searchPages: (any UserSearchPages<UserSummary>)? = nil
    ) {
        self.users = users
        self.searchPages = searchPages
        self.details = details
        self.extras = extras
        self.cardExtras = cardExtras ?? extras
        self.isFollowing = isFollowing
        self.setFollowing = setFollowing
        self.members = members
        self.repositories = repositories
        self.favorites = favorites
        self.rateLimits = rateLimits
        self.describe = describe
        self.open = open
        self.openTakesTheTerminal = openTakesTheTerminal
        self.runCommand = runCommand
        self.avatar = avatar
        self.writeTimeout = writeTimeout
        self.redirectNotices = redirectNotices
        self.statusUpdates = statusUpdates
        self.now = now
        self.pageSize = pageSize
    }

    /// A page of `source`: the first when `cursor` is `nil`, else the one it points to.
    func page(_ source: ListSource, at cursor: PageCursor?) async throws -> Page<Row> {
        let size = pageSize
        switch (source, cursor) {
        case (.users(let since), nil): return try await users.users(since: since, perPage: size).map(Row.user)
        case (.search(let search), let cursor?) where cursor.sweep != nil:
            return try await sweepPage(search, from: cursor.sweep)
        case (.search(let search), nil): return try await continuing(users.searchUsers(search, perPage: size), search).map(Row.user)
        case (.search(let search), let cursor?): return try await continuing(users.searchUsers(at: cursor), search).map(Row.user)
        case (.followers(let login), nil): return try await users.followers(of: login, perPage: size).map(Row.user)
        case (.following(let login), nil): return try await users.following(of: login, perPage: size).map(Row.user)
        case (.users, let cursor?), (.followers, let cursor?), (.following, let cursor?):
            return try await users.users(at: cursor).map(Row.user)
        case (.organizations(let login), nil): return try await users.organizations(of: login, perPage: size).map(Row.organization)
        case (.organizations, let cursor?): return try await users.organizations(at: cursor).map(Row.organization)
        case (.members(let login), let cursor):
            guard let members else { throw BrowseFailure(message: "members cannot be listed here") }
            guard let cursor else { return try await members.members(of: login, role: nil, perPage: size).map(Row.user) }
            return try await members.members(at: cursor).map(Row.user)
        case (.repositories(let login), nil):
            return try await repositories.repositories(of: login, sort: nil, perPage: size).map(Row.repository)
        case (.starred(let login), nil): return try await repositories.starred(by: login, perPage: size).map(Row.repository)
        case (.repositories, let cursor?), (.starred, let cursor?):
            return try await repositories.repositories(at: cursor).map(Row.repository)
        case (.trending(let language, let period), nil):
            // Counted back from today (UTC), as `trending --period` counts.
            let since = period.days.flatMap { CalendarDay(now().addingTimeInterval(-Double($0) * 86_400)) }
            guard let search = RepositorySearch.trending(language: language, createdAfter: since) else {
                throw BrowseFailure(message: "a language name cannot hold a quote")
            }
            return try await repositories.searchRepositories(search, perPage: size).map(Row.repository)
        case (.trending, let cursor?): return try await repositories.searchRepositories(at: cursor).map(Row.repository)
        case (.favorites, _):
            let list = try await favorites.get().load()
            return Page(items: list.users.map(Row.favorite), next: nil)
        }
    }

    /// `page`, followed by a sweep of the search's creation-time slices from GitHub's first
    /// account when it is the last page GitHub serves of a search that matched more than that
    /// (and the query has no `created:` of its own, which the slices' would contradict). The
    /// sweep lists every match, oldest account first; those already listed are left out when
    /// they come again (``PagedList``).
    private func continuing(_ page: Page<UserSummary>, _ search: UserSearch) -> Page<UserSummary> {
        let words = search.query.split(separator: " ")
        guard searchPages != nil, page.next == nil, page.unfollowableNext == nil, !page.items.isEmpty, let total = page.totalCount,
            total > SearchLimit.maximumResults, !words.contains(where: { $0.hasPrefix("created:") || $0.hasPrefix("-created:") }),
            let whole = CreationSlice(first: CreationSlice.gitHubOrigin, last: max(CreationSlice.gitHubOrigin, nowInSeconds)),
            let start = SweepPosition(slice: whole, page: 1)
        else { return page }
        var continued = page
        continued.next = PageCursor(sweep: start)
        return continued
    }

    /// The sweep's next page of users from `position`, with the cursor to the one after. It
    /// says no total of its own: a slice's count is not the search's.
    private func sweepPage(_ search: UserSearch, from position: SweepPosition?) async throws -> Page<Row> {
        guard let searchPages, let position else { return Page(items: [], next: nil) }
        let (page, next) = try await Self.sweep(search, pages: searchPages, from: position, until: nowInSeconds)
        return Page(items: page.items.map(Row.user), next: next.map(PageCursor.init(sweep:)), isIncomplete: page.isIncomplete)
    }

    private static func sweep<Pages: UserSearchPages<UserSummary>>(
        _ search: UserSearch, pages: Pages, from position: SweepPosition, until end: Int64
    ) async throws -> (page: Page<UserSummary>, next: SweepPosition?) {
        try await SearchSweep(search: search, pages: pages, from: position, until: end).nextPage()
    }

    /// The current time in whole seconds since 1970: where a sweep ends.
    private var nowInSeconds: Int64 { Int64(now().timeIntervalSince1970) }
}
