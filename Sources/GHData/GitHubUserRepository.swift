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
        try await userPage(at: Endpoint.listUsers(since: since, perPage: perPage).url(relativeTo: client.configuration.baseURL))
    }

    /// The page at a next link GitHub sent earlier.
    public func users(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await userPage(at: cursor.url)
    }

    /// `GET /users/{login}`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func profile(of login: Login) async throws -> UserProfile {
        let url = Endpoint.user(login: login).url(relativeTo: client.configuration.baseURL)
        do {
            return try await client.get(url, as: UserProfileDTO.self).0.toDomain()
        } catch GitHubError.notFound {
            throw GitHubError.userNotFound(login: login.rawValue)
        }
    }

    private func userPage(at url: URL) async throws -> Page<UserSummary> {
        let (users, response) = try await client.get(url, as: [UserSummaryDTO].self)
        let next = response.header("Link").flatMap { LinkHeader($0).url(for: "next") }
        return Page(items: users.map { $0.toDomain() }, next: next.map(PageCursor.init))
    }
}
