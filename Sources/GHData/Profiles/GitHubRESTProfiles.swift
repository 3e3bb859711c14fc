import Foundation
import GHDomain

/// Whole profiles from GitHub's REST API, one `GET /users/{login}` a user, with at most
/// `concurrency` in flight (as `show` sends them): what `--full` uses without a token, which
/// GraphQL needs, and offline, since only these answers are cached.
public struct GitHubRESTProfiles: ProfileDirectory {
    private let repository: any UserRepository
    private let concurrency: Int

    /// Profiles from `repository`, `concurrency` requests at a time.
    public init(repository: any UserRepository, concurrency: Int = ProfileLookup.defaultConcurrency) {
        self.repository = repository
        self.concurrency = concurrency
    }

    /// Each user's profile; a login GitHub answers 404 for (or one that is no login at all, which
    /// cannot be asked for) is `nil`, and any other failure is thrown.
    public func profiles(of users: [UserSummary]) async throws -> [UserProfile?] {
        let logins = users.compactMap { Login($0.login) }
        var found: [String: UserProfile] = [:]
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
            guard let profile = found[user.login], profile.summary.id == user.id else { return nil }
            var row = profile
            row.summary = user
            return (writer.add(user, profile: Self.profileMembers(of: profile)), row)
        }
        return writer.finish(rows)
    }

    /// The profile members `profile` has, as GitHub sent them (left out when it left them out).
    private static func profileMembers(of profile: UserProfile) -> [(name: String, json: [UInt8])] {
        GraphQLProfileField.profileMembers.compactMap { field in
            profile.source.value(of: field.rest).map { (field.rest, Array($0)) }
        }
    }
}
