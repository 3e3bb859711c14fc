import Foundation
import GHDomain
import GHWire

/// Repositories from GitHub's REST API as the domain's values: ``GitHubRepositories``' answers
/// without the bytes GitHub sent, for what reads repositories and prints no JSON (the browser).
public struct GitHubRepositoryCatalog: RepositoryCatalog {
    private let sent: GitHubRepositories

    /// Creates a catalog that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        sent = GitHubRepositories(configuration: configuration, transport: transport)
    }

    /// As ``GitHubRepositories``, without the bytes sent.
    public func repositories(of owner: Login, sort: RepositoryListSort?, perPage: Int) async throws -> Page<RepositorySummary> {
        try await sent.repositories(of: owner, sort: sort, perPage: perPage).map(\.value)
    }

    /// As ``GitHubRepositories``, without the bytes sent.
    public func starred(by login: Login, perPage: Int) async throws -> Page<RepositorySummary> {
        try await sent.starred(by: login, perPage: perPage).map(\.value)
    }

    /// As ``GitHubRepositories``, without the bytes sent.
    public func repositories(at cursor: PageCursor) async throws -> Page<RepositorySummary> {
        try await sent.repositories(at: cursor).map(\.value)
    }

    /// As ``GitHubRepositories``, without the bytes sent.
    public func searchRepositories(_ search: RepositorySearch, perPage: Int) async throws -> Page<RepositorySummary> {
        try await sent.searchRepositories(search, perPage: perPage).map(\.value)
    }

    /// As ``GitHubRepositories``, without the bytes sent.
    public func searchRepositories(at cursor: PageCursor) async throws -> Page<RepositorySummary> {
        try await sent.searchRepositories(at: cursor).map(\.value)
    }
}
