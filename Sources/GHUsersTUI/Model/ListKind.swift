/// What a list holds, the one classification the browser uses: which columns its rows have,
/// which keys work on it, and what it says when it is empty.
enum ListKind: Hashable, Sendable, CaseIterable {
    /// Users: every user, a search's results, followers, following.
    case users
    /// The most-starred repositories, ranked.
    case trending
    /// A user's own repositories.
    case repositories
    /// The repositories a user starred, each named with its owner.
    case starred
    /// The organizations a user belongs to.
    case organizations
    /// The favorites kept on this machine.
    case favorites

    /// Whether the rows are repositories, which expand to their description and URL.
    var holdsRepositories: Bool { self == .trending || self == .repositories || self == .starred }
}
