import Foundation

extension ListingExtent {
    /// Items to ask for per request: GitHub's default of 30 for one page, no more than a
    /// limit needs, and GitHub's maximum of 100 when going to the end.
    public var pageSize: Int {
        switch self {
        case .onePage: return 30
        case .limit(let count): return Swift.min(Swift.max(count, 1), 100)
        case .all: return 100
        }
    }
}

extension PagedListing where Item == UserSummary {
    /// All users after `since`, `perPage` at a time, as far as `extent` says.
    public static func users(
        from repository: any UserRepository,
        since: Int,
        perPage: Int,
        extent: ListingExtent
    ) -> PagedListing<UserSummary> {
        PagedListing(
            extent: extent,
            pageSize: perPage,
            first: { try await repository.users(since: since, perPage: perPage) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The users who follow `login`, as far as `extent` says.
    public static func followers(of login: Login, from repository: any UserRepository, extent: ListingExtent) -> PagedListing<UserSummary> {
        PagedListing(
            extent: extent,
            first: { try await repository.followers(of: login, perPage: $0) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The users `login` follows, as far as `extent` says.
    public static func following(of login: Login, from repository: any UserRepository, extent: ListingExtent) -> PagedListing<UserSummary> {
        PagedListing(
            extent: extent,
            first: { try await repository.following(of: login, perPage: $0) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The first `limit` users matching `search`; GitHub serves no more than
    /// ``SearchLimit/maximumResults``, so the limit is capped there.
    public static func search(_ search: UserSearch, limit: Int, from repository: any UserRepository) -> PagedListing<UserSummary> {
        let extent = ListingExtent.limit(Swift.min(limit, SearchLimit.maximumResults))
        return PagedListing(
            extent: extent,
            first: { try await repository.searchUsers(search, perPage: $0) },
            next: { try await repository.searchUsers(at: $0) }
        )
    }
}

extension PagedListing where Item == RepositorySummary {
    /// The public repositories `owner` owns, sorted by `sort`, as far as `extent` says.
    public static func repositories(
        of owner: Login,
        sort: RepositoryListSort?,
        from catalog: any RepositoryCatalog,
        extent: ListingExtent
    ) -> PagedListing<RepositorySummary> {
        PagedListing(
            extent: extent,
            first: { try await catalog.repositories(of: owner, sort: sort, perPage: $0) },
            next: { try await catalog.repositories(at: $0) }
        )
    }

    /// The repositories `login` starred, most recently starred first, as far as `extent` says.
    public static func starred(by login: Login, from catalog: any RepositoryCatalog, extent: ListingExtent) -> PagedListing<
        RepositorySummary
    > {
        PagedListing(
            extent: extent,
            first: { try await catalog.starred(by: login, perPage: $0) },
            next: { try await catalog.repositories(at: $0) }
        )
    }

    /// The first `limit` repositories matching `search`, capped at the 1,000 GitHub serves.
    public static func search(_ search: RepositorySearch, limit: Int, from catalog: any RepositoryCatalog) -> PagedListing<
        RepositorySummary
    > {
        let extent = ListingExtent.limit(Swift.min(limit, SearchLimit.maximumResults))
        return PagedListing(
            extent: extent,
            first: { try await catalog.searchRepositories(search, perPage: $0) },
            next: { try await catalog.searchRepositories(at: $0) }
        )
    }
}

extension PagedListing where Item == Organization {
    /// The public organizations `login` belongs to, as far as `extent` says.
    public static func organizations(of login: Login, from repository: any UserRepository, extent: ListingExtent) -> PagedListing<
        Organization
    > {
        PagedListing(
            extent: extent,
            first: { try await repository.organizations(of: login, perPage: $0) },
            next: { try await repository.organizations(at: $0) }
        )
    }
}
