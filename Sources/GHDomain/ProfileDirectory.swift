import Foundation

/// Where the whole profiles of listed users come from, many at a time (`--full`): GitHub's
/// GraphQL API, a hundred a query, or its REST API, one request a user. Its users and profiles
/// are the domain's values or, for the command line, those values with GitHub's bytes beside
/// them, as ``UserSource`` says.
public protocol ProfileDirectory<User, Profile>: Sendable {
    /// A listed user.
    associatedtype User: ListedUser
    /// A user's row with its profile.
    associatedtype Profile: Sendable

    /// Whether asking costs one request a user (REST's `GET /users/{login}`), rather than one
    /// for many: what `--full` warns about.
    var costsARequestPerUser: Bool { get }

    /// The profiles of `users`, in the same order: each is the user as listed (its ``UserProfile/summary``)
    /// with the members of its profile; `nil` for a user GitHub no longer knows by that login (renamed
    /// or deleted since it was listed). Throws when the profiles cannot be had at all.
    func profiles(of users: [User]) async throws -> [Profile?]

    /// The row of a user whose profile is missing: the user as listed, with no profile members.
    func listedOnly(_ user: User) -> Profile
}

extension ProfileDirectory where User == UserSummary, Profile == UserProfile {
    /// The user as listed, every profile field absent.
    public func listedOnly(_ user: UserSummary) -> UserProfile {
        UserProfile(summary: user)
    }
}
