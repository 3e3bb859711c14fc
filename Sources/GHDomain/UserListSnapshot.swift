import Foundation

/// A user's followers, or the users they follow, as they were at one time: kept between runs
/// so that the next run can say who arrived and who left (`--changes`). Its users are the
/// domain's values or, as the command line keeps them, those values with GitHub's bytes.
public struct ListSnapshot<User: ListedUser>: Sendable {
    /// Which list a snapshot is of, and whose.
    public typealias Key = ListSnapshotKey

    /// When the list was fetched.
    public var takenAt: Date
    /// The users, in the order GitHub listed them, each once.
    public var users: [User]

    /// A snapshot of `users` taken at `takenAt`.
    public init(takenAt: Date, users: [User]) {
        self.takenAt = takenAt
        self.users = users
    }
}

/// A snapshot of the domain's users.
public typealias UserListSnapshot = ListSnapshot<UserSummary>

/// Which list a snapshot is of, and whose, on which GitHub.
public struct ListSnapshotKey: Hashable, Sendable {
    /// Which of a user's lists.
    public enum List: String, Sendable {
        /// The users who follow the login.
        case followers
        /// The users the login follows.
        case following
    }

    /// The API host, as favorites name it (`api.github.com`, `ghe.example.com:8443`): ids
    /// are unique within one GitHub only.
    public var host: String
    /// Whose list.
    public var login: Login
    /// Which list.
    public var list: List

    /// The key of `login`'s `list` on `host`.
    public init(host: String, login: Login, list: List) {
        self.host = host
        self.login = login
        self.list = list
    }
}
