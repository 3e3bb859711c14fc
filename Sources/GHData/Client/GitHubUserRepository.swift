import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Users from GitHub's REST API.
public struct GitHubUserRepository: UserRepository {
    private let client: GitHubClient

    /// Creates a repository that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /users?since=…&per_page=…`, with the next link GitHub sent.
    public func users(since: Int, perPage: Int) async throws -> Page<UserSummary> {
        try await client.arrayPage(at: url(.listUsers(since: since, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toDomain() }
    }

    /// The page at a next link GitHub sent earlier.
    public func users(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await client.arrayPage(at: cursor, of: UserSummaryDTO.self).map { $0.toDomain() }
    }

    /// `GET /users/{login}`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func profile(of login: Login) async throws -> UserProfile {
        try await naming(login) {
            try await client.get(url(.user(login: login)), as: UserProfileDTO.self).0.toDomain()
        }
    }

    /// `GET /users/{login}/followers`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func followers(of login: Login, perPage: Int) async throws -> Page<UserSummary> {
        try await naming(login) {
            try await client.arrayPage(at: url(.followers(login: login, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toDomain() }
        }
    }

    /// `GET /users/{login}/following`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func following(of login: Login, perPage: Int) async throws -> Page<UserSummary> {
        try await naming(login) {
            try await client.arrayPage(at: url(.following(login: login, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toDomain() }
        }
    }

    /// `GET /users/{login}/orgs`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func organizations(of login: Login, perPage: Int) async throws -> Page<Organization> {
        try await naming(login) {
            try await client.arrayPage(at: url(.organizations(login: login, perPage: perPage)), of: OrganizationDTO.self).map {
                $0.toDomain()
            }
        }
    }

    /// The page of organizations at a next link GitHub sent earlier.
    public func organizations(at cursor: PageCursor) async throws -> Page<Organization> {
        try await client.arrayPage(at: cursor, of: OrganizationDTO.self).map { $0.toDomain() }
    }

    /// `GET /search/users`; a 422 becomes ``GitHubError/invalidSearchQuery(query:message:)``.
    public func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<UserSummary> {
        try await client.searching(search.query) {
            try await client.searchPage(at: url(.searchUsers(search, perPage: perPage)), of: UserSummaryDTO.self).map { $0.toDomain() }
        }
    }

    /// The page of search results at a next link GitHub sent earlier.
    public func searchUsers(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await client.searching(cursor.searchQuery) {
            try await client.searchPage(at: cursor, of: UserSummaryDTO.self).map { $0.toDomain() }
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
