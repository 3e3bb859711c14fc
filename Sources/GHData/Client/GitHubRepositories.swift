import Foundation
import GHDomain
import GHWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Repositories from GitHub's REST API, each with its members as GitHub sent them (its owner's
/// among them): what the command line lists and prints. ``GitHubRepositoryCatalog`` hands out
/// the same repositories as the domain's values alone.
public struct GitHubRepositories: RepositorySource {
    private let client: GitHubClient

    /// Creates a catalog that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /users/{login}/repos`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func repositories(of owner: Login, sort: RepositoryListSort?, perPage: Int) async throws -> Page<Sent<RepositorySummary>> {
        let url = Endpoint.userRepositories(login: owner, sort: sort, perPage: perPage).url(relativeTo: client.configuration.baseURL)
        do {
            return try await client.arrayPage(at: url, of: RepositorySummaryDTO.self).map { $0.toSent() }
        } catch GitHubError.notFound {
            throw GitHubError.userNotFound(login: owner.rawValue)
        }
    }

    /// `GET /users/{login}/starred`; a 404 becomes ``GitHubError/userNotFound(login:)``.
    public func starred(by login: Login, perPage: Int) async throws -> Page<Sent<RepositorySummary>> {
        let url = Endpoint.starred(login: login, perPage: perPage).url(relativeTo: client.configuration.baseURL)
        do {
            return try await client.arrayPage(at: url, of: RepositorySummaryDTO.self).map { $0.toSent() }
        } catch GitHubError.notFound {
            throw GitHubError.userNotFound(login: login.rawValue)
        }
    }

    /// The page of an owner's repositories at a next link GitHub sent earlier.
    public func repositories(at cursor: PageCursor) async throws -> Page<Sent<RepositorySummary>> {
        try await client.arrayPage(at: cursor, of: RepositorySummaryDTO.self).map { $0.toSent() }
    }

    /// `GET /search/repositories`; a 422 becomes ``GitHubError/invalidSearchQuery(query:message:)``.
    public func searchRepositories(_ search: RepositorySearch, perPage: Int) async throws -> Page<Sent<RepositorySummary>> {
        let url = Endpoint.searchRepositories(search, perPage: perPage).url(relativeTo: client.configuration.baseURL)
        return try await client.searching(search.query) {
            try await client.searchPage(at: url, of: RepositorySummaryDTO.self).map { $0.toSent() }
        }
    }

    /// The page of search results at a next link GitHub sent earlier.
    public func searchRepositories(at cursor: PageCursor) async throws -> Page<Sent<RepositorySummary>> {
        try await client.searching(cursor.searchQuery) {
            try await client.searchPage(at: cursor, of: RepositorySummaryDTO.self).map { $0.toSent() }
        }
    }
}
