import GHDomain

/// Where a browsing session starts: `gh-users browse [<login>] [--search …] [--trending …]
/// [--favorites] [--since …]`.
public enum StartScreen: Hashable, Sendable {
    /// The users list after an id.
    case users(since: Int)
    /// A profile, with the users list beneath it.
    case profile(Login)
    /// Search results.
    case search(UserSearch)
    /// The most-starred repositories, in a language or all.
    case trending(language: String?)
    /// The favorites.
    case favorites
}
