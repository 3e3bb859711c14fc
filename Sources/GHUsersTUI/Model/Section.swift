/// The four places the browser can be, each with its own stack of screens: `1`–`4` switch.
public enum Section: Int, CaseIterable, Hashable, Sendable {
    case users = 1
    case search, trending, favorites

    /// `Users`, `Search`, `Trending`, `Favorites`.
    var title: String {
        switch self {
        case .users: return "Users"
        case .search: return "Search"
        case .trending: return "Trending"
        case .favorites: return "Favorites"
        }
    }
}
