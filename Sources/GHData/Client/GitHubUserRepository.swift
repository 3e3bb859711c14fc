import Foundation
import GHDomain
import GHWire

/// Users from GitHub's REST API as the domain's values: ``GitHubUsers``' answers without the
/// bytes GitHub sent, for what reads users and prints no JSON (the browser).
public struct GitHubUserRepository: UserRepository, OrganizationRoster, UserSearchPages {
    private let sent: GitHubUsers

    /// Creates a repository that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        sent = GitHubUsers(configuration: configuration, transport: transport)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func users(since: Int, perPage: Int) async throws -> Page<UserSummary> {
        try await sent.users(since: since, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func users(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await sent.users(at: cursor).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func profile(of login: Login) async throws -> UserProfile {
        try await sent.profile(of: login).value
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func followers(of login: Login, perPage: Int) async throws -> Page<UserSummary> {
        try await sent.followers(of: login, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func following(of login: Login, perPage: Int) async throws -> Page<UserSummary> {
        try await sent.following(of: login, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func organizations(of login: Login, perPage: Int) async throws -> Page<Organization> {
        try await sent.organizations(of: login, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func organizations(at cursor: PageCursor) async throws -> Page<Organization> {
        try await sent.organizations(at: cursor).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<UserSummary> {
        try await sent.searchUsers(search, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func searchUsers(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await sent.searchUsers(at: cursor).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent: for the browser's sweep past 1,000 results.
    public func searchUsers(_ search: UserSearch, perPage: Int, page: Int) async throws -> Page<UserSummary> {
        try await sent.searchUsers(search, perPage: perPage, page: page).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func members(of organization: Login, role: MemberRole?, perPage: Int) async throws -> Page<UserSummary> {
        try await sent.members(of: organization, role: role, perPage: perPage).map(\.value)
    }

    /// As ``GitHubUsers``, without the bytes sent.
    public func members(at cursor: PageCursor) async throws -> Page<UserSummary> {
        try await sent.members(at: cursor).map(\.value)
    }

    /// As ``GitHubUsers``.
    public func visibility(in organization: Login) async throws -> MemberVisibility {
        try await sent.visibility(in: organization)
    }
}
