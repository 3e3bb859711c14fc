import Foundation
import GHDomain
import GHWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Users from GitHub's REST API, each with its members as GitHub sent them: what the command
/// line lists and prints (`--json` copies GitHub's bytes). ``GitHubUserRepository`` hands out
/// the same users as the domain's values alone.
public struct GitHubUsers: UserSource, UserSearchPages {
    let client: GitHubClient

    /// Creates a repository that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /users?since=…&per_page=…`, with the next link GitHub sent.
    public func users(since: Int, perPage: Int) async throws -> Page<Sent<UserSummary>> {
        try await client.arrayPage(at: url(.listUsers(since: since, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toSent() }
    }

    /// The page at a next link GitHub sent earlier.
    public func users(at cursor: PageCursor) async throws -> Page<Sent<UserSummary>> {
        try await client.arrayPage(at: cursor, of: UserSummaryDTO.self).map { $0.toSent() }
    }

    /// The largest profile body taken: GitHub's are a few kilobytes (a bio is at most 160
    /// characters), so a megabyte is hundreds of times that, and 50 profiles in flight hold at
    /// most 50 MB rather than 50 times the 16 MB any other answer may have.
    public static let maximumProfileBytes = 1 << 20

    /// `GET /users/{login}`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func profile(of login: Login) async throws -> Sent<UserProfile> {
        try await naming(login) {
            try await ResponseBodyCap.$bytes.withValue(Self.maximumProfileBytes) {
                try await client.get(url(.user(login: login)), as: UserProfileDTO.self).0.toSent()
            }
        }
    }

    /// `GET /users/{login}/followers`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func followers(of login: Login, perPage: Int) async throws -> Page<Sent<UserSummary>> {
        try await naming(login) {
            try await client.arrayPage(at: url(.followers(login: login, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toSent() }
        }
    }

    /// `GET /users/{login}/following`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func following(of login: Login, perPage: Int) async throws -> Page<Sent<UserSummary>> {
        try await naming(login) {
            try await client.arrayPage(at: url(.following(login: login, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toSent() }
        }
    }

    /// `GET /users/{login}/orgs`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func organizations(of login: Login, perPage: Int) async throws -> Page<Sent<Organization>> {
        try await naming(login) {
            try await client.arrayPage(at: url(.organizations(login: login, perPage: perPage)), of: OrganizationDTO.self).map {
                $0.toSent()
            }
        }
    }

    /// The page of organizations at a next link GitHub sent earlier.
    public func organizations(at cursor: PageCursor) async throws -> Page<Sent<Organization>> {
        try await client.arrayPage(at: cursor, of: OrganizationDTO.self).map { $0.toSent() }
    }

    /// `GET /search/users`; a 422 becomes ``GitHubError/invalidSearchQuery(query:message:)``.
    public func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<Sent<UserSummary>> {
        try await client.searching(search.query) {
            try await client.searchPage(at: url(.searchUsers(search, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toSent() }
        }
    }

    /// `GET /search/users?…&page=N`, for a sweep past the 1,000 results of one search.
    public func searchUsers(_ search: UserSearch, perPage: Int, page: Int) async throws -> Page<Sent<UserSummary>> {
        try await client.searching(search.query) {
            try await client.searchPage(at: url(.searchUsersPage(search, perPage: perPage, page: page)), of: UserSummaryDTO.self).map {
                $0.toSent()
            }
        }
    }

    /// The page of search results at a next link GitHub sent earlier.
    public func searchUsers(at cursor: PageCursor) async throws -> Page<Sent<UserSummary>> {
        try await client.searching(cursor.searchQuery) {
            try await client.searchPage(at: cursor, of: UserSummaryDTO.self).map { $0.toSent() }
        }
    }

    private func url(_ endpoint: Endpoint) -> URL {
        endpoint.url(relativeTo: client.configuration.baseURL)
    }

    /// Runs `body`, turning a 404 into "no such user".
    private func naming<Value>(_ login: Login, _ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch GitHubError.notFound {
            throw GitHubError.userNotFound(login: login.rawValue)
        }
    }
}
