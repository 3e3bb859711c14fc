import Foundation

/// Where the whole profiles of listed users come from, many at a time (`--full`): GitHub's
/// GraphQL API, a hundred a query, or its REST API, one request a user.
public protocol ProfileDirectory: Sendable {
    /// The profiles of `users`, in the same order: each is the user as listed (its ``UserProfile/summary``)
    /// with the members of its profile; `nil` for a user GitHub no longer knows by that login (renamed
    /// or deleted since it was listed). Throws when the profiles cannot be had at all.
    func profiles(of users: [UserSummary]) async throws -> [UserProfile?]
}
