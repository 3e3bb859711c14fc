import Foundation

/// Where users come from. The data layer implements it over GitHub's REST API; tests can
/// implement it in memory.
public protocol UserRepository: Sendable {
    /// The first page of all users whose id is greater than `since`.
    func users(since: Int, perPage: Int) async throws -> Page<UserSummary>

    /// The page a previous page's cursor points to.
    func users(at cursor: PageCursor) async throws -> Page<UserSummary>

    /// One user's full profile.
    func profile(of login: Login) async throws -> UserProfile
}
