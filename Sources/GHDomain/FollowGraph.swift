import Foundation

/// The logged-in user's follows, which can be read and changed: the one part of GitHub that
/// gh-users changes. The data layer implements it over GitHub's REST API (`/user` and
/// `/user/following/{login}`); tests can implement it in memory.
public protocol FollowGraph: Sendable {
    /// The login the token belongs to (`GET /user`), asked once a run.
    func viewer() async throws -> Login

    /// Whether the viewer follows `login` (`GET /user/following/{login}`). Never changes anything.
    func isFollowing(_ login: Login) async throws -> Bool

    /// Makes the viewer follow `login` (`true`) or stop following them (`false`): the one
    /// changing request. Throws ``GitHubError/userNotFound(login:)`` when there is no such user,
    /// and ``GitHubError/missingScope(needed:granted:)`` when the token may not do it.
    func setFollowing(_ login: Login, to follow: Bool) async throws
}
