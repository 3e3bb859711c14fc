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

extension PagedListing {
    /// All users after `since`, `perPage` at a time, as far as `extent` says.
    public static func users<Source: UserSource>(
        from repository: Source,
        since: Int,
        perPage: Int,
        extent: ListingExtent
    ) -> PagedListing<Source.User> where Item == Source.User {
        PagedListing(
            extent: extent,
            pageSize: perPage,
            id: { $0.user.id },
            idsAscend: true,
            first: { try await repository.users(since: since, perPage: perPage) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The users who follow `login`, as far as `extent` says.
    public static func followers<Source: UserSource>(of login: Login, from repository: Source, extent: ListingExtent) -> PagedListing<
        Source.User
    > where Item == Source.User {
        PagedListing(
            extent: extent,
            id: { $0.user.id },
            first: { try await repository.followers(of: login, perPage: $0) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The users `login` follows, as far as `extent` says.
    public static func following<Source: UserSource>(of login: Login, from repository: Source, extent: ListingExtent) -> PagedListing<
        Source.User
    > where Item == Source.User {
        PagedListing(
            extent: extent,
            id: { $0.user.id },
            first: { try await repository.following(of: login, perPage: $0) },
            next: { try await repository.users(at: $0) }
        )
    }

    /// The first `limit` users matching `search`; GitHub serves no more than
    /// ``SearchLimit/maximumResults``, so the limit is capped there.
    public static func search<Source: UserSource>(_ search: UserSearch, limit: Int, from repository: Source) -> PagedListing<
        Source.User
    > where Item == Source.User {
        let extent = ListingExtent.limit(Swift.min(limit, SearchLimit.maximumResults))
        return PagedListing(
            extent: extent,
            id: { $0.user.id },
            first: { try await repository.searchUsers(search, perPage: $0) },
            next: { try await repository.searchUsers(at: $0) }
        )
    }

    /// The public organizations `login` belongs to, as far as `extent` says.
    public static func organizations<Source: UserSource>(of login: Login, from repository: Source, extent: ListingExtent)
        -> PagedListing<Source.Org> where Item == Source.Org
    {
        PagedListing(
            extent: extent,
            first: { try await repository.organizations(of: login, perPage: $0) },
            next: { try await repository.organizations(at: $0) }
        )
    }

    /// The public repositories `owner` owns, sorted by `sort`, as far as `extent` says.
    public static func repositories<Source: RepositorySource>(
        of owner: Login,
        sort: RepositoryListSort?,
        from catalog: Source,
        extent: ListingExtent
    ) -> PagedListing<Source.Repository> where Item == Source.Repository {
        PagedListing(
            extent: extent,
            first: { try await catalog.repositories(of: owner, sort: sort, perPage: $0) },
            next: { try await catalog.repositories(at: $0) }
        )
    }

    /// The repositories `login` starred, most recently starred first, as far as `extent` says.
    public static func starred<Source: RepositorySource>(by login: Login, from catalog: Source, extent: ListingExtent) -> PagedListing<
        Source.Repository
    > where Item == Source.Repository {
        PagedListing(
            extent: extent,
            first: { try await catalog.starred(by: login, perPage: $0) },
            next: { try await catalog.repositories(at: $0) }
        )
    }

    /// The first `limit` repositories matching `search`, capped at the 1,000 GitHub serves.
    public static func search<Source: RepositorySource>(_ search: RepositorySearch, limit: Int, from catalog: Source) -> PagedListing<
        Source.Repository
    > where Item == Source.Repository {
        let extent = ListingExtent.limit(Swift.min(limit, SearchLimit.maximumResults))
        return PagedListing(
            extent: extent,
            first: { try await catalog.searchRepositories(search, perPage: $0) },
            next: { try await catalog.searchRepositories(at: $0) }
        )
    }
}
