import Foundation

/// Where users come from. The data layer implements it over GitHub's REST API; tests can
/// implement it in memory.
public protocol UserRepository: Sendable {
    /// The first page of all users whose id is greater than `since`.
    func users(since: Int, perPage: Int) async throws -> Page<UserSummary>

    /// The page a previous page's cursor points to, for any listing of users that is not a
    /// search: all users, followers, following.
    func users(at cursor: PageCursor) async throws -> Page<UserSummary>

    /// One user's full profile.
    func profile(of login: Login) async throws -> UserProfile

    /// The first page of the users who follow `login`.
    func followers(of login: Login, perPage: Int) async throws -> Page<UserSummary>

    /// The first page of the users `login` follows.
    func following(of login: Login, perPage: Int) async throws -> Page<UserSummary>

    /// The first page of the public organizations `login` belongs to.
    func organizations(of login: Login, perPage: Int) async throws -> Page<Organization>

    /// The page of organizations a previous page's cursor points to.
    func organizations(at cursor: PageCursor) async throws -> Page<Organization>

    /// The first page of the users matching `search`, with the total number of matches.
    func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<UserSummary>

    /// The page of search results a previous page's cursor points to.
    func searchUsers(at cursor: PageCursor) async throws -> Page<UserSummary>
}
