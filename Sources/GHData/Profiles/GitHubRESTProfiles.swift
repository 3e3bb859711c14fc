import Foundation
import GHDomain
import GHWire

/// Whole profiles from GitHub's REST API, one `GET /users/{login}` a user, with at most
/// `concurrency` in flight (as `show` sends them): what `--full` uses without a token, which
/// GraphQL needs, and offline, since only these answers are cached.
public struct GitHubRESTProfiles: ProfileDirectory {
    private let repository: GitHubUsers
    private let concurrency: Int

    /// Profiles from `repository`, `concurrency` requests at a time.
    public init(repository: GitHubUsers, concurrency: Int = ProfileRequests.defaultConcurrency) {
        self.repository = repository
        self.concurrency = concurrency
    }

    /// One request a user.
    public var costsARequestPerUser: Bool { true }

    /// The user as listed, with no profile members.
    public func listedOnly(_ user: Sent<UserSummary>) -> Sent<UserProfile> {
        Sent(listedOnly: user)
    }

    /// Each user's profile; a login GitHub answers 404 for (or one that is no login at all, which
    /// cannot be asked for) is `nil`, and any other failure is thrown.
    public func profiles(of users: [Sent<UserSummary>]) async throws -> [Sent<UserProfile>?] {
        let logins = users.compactMap { Login($0.login) }
        var found: [String: Sent<UserProfile>] = [:]
        try await ProfileLookup(repository: repository, concurrency: concurrency).profiles(for: logins) { login, result in
            do {
                found[login.rawValue] = try result.get()
            } catch GitHubError.userNotFound {
                // Gone since it was listed: the row stays, without a profile.
            }
        }
        var writer = FullRowWriter()
        let rows = users.map { user -> (Int, UserProfile)? in
            // Another account that took the login since is not the one listed.
            guard let profile = found[user.login], profile.value.summary.id == user.id else { return nil }
            var row = profile.value
            row.summary = user.value
            return (writer.add(user, profile: Self.profileMembers(of: profile)), row)
        }
        return writer.finish(rows)
    }

    /// The profile members `profile` has, as GitHub sent them (left out when it left them out).
    private static func profileMembers(of profile: Sent<UserProfile>) -> [(name: String, json: [UInt8])] {
        GraphQLProfileField.profileMembers.compactMap { field in
            profile.source.value(of: field.rest).map { (field.rest, Array($0)) }
        }
    }
}
