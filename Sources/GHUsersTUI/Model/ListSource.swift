import GHDomain

/// Where a list's rows come from; the runtime turns it into repository calls.
public enum ListSource: Hashable, Sendable {
    /// Every user, in sign-up order, after the id `since`.
    case users(since: Int)
    /// Users matching a search.
    case search(UserSearch)
    /// The users who follow a login.
    case followers(Login)
    /// The users a login follows.
    case following(Login)
    /// A login's public repositories.
    case repositories(Login)
    /// The repositories a login starred, most recently starred first.
    case starred(Login)
    /// The organizations a login belongs to.
    case organizations(Login)
    /// The members of an organization the caller may see.
    case members(Login)
    /// The most-starred repositories created within `period`, in one language or all.
    case trending(language: String?, period: TrendingPeriod = .all)
    /// The favorites kept on this machine.
    case favorites

    /// What the list holds.
    var kind: ListKind {
        switch self {
        case .users, .search, .followers, .following, .members: return .users
        case .trending: return .trending
        case .repositories: return .repositories
        case .starred: return .starred
        case .organizations: return .organizations
        case .favorites: return .favorites
        }
    }

    /// The most rows GitHub serves for this source: 1,000 for a search, else no limit.
    var resultCap: Int? {
        switch self {
        case .search, .trending: return SearchLimit.maximumResults
        default: return nil
        }
    }
}
