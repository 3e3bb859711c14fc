import GHDomain

/// What `F` asks on the status line before it changes anything on GitHub: follow `login`, or
/// stop following them.
struct FollowQuestion: Hashable, Sendable {
    /// Whom it is about.
    var login: Login
    /// Follow (`true`) or stop following (`false`).
    var follow: Bool

    /// The question: `Follow user2? y/n`.
    var text: String {
        "\(follow ? "Follow" : "Stop following") \(login.rawValue)? y/n"
    }
}
