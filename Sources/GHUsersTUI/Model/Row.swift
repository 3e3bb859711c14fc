import Foundation
import GHDomain

/// One row of a list the browser shows: a user, a repository, an organization or a favorite.
/// Indirect, so that a row is one reference wherever it is kept or copied, whatever its kind.
public indirect enum Row: Hashable, Sendable {
    /// A user, as `/users`, searches and follower lists give them.
    case user(UserSummary)
    /// A repository, as a user's list or the trending search gives them.
    case repository(RepositorySummary)
    /// An organization a user belongs to.
    case organization(Organization)
    /// A favorite kept on this machine.
    case favorite(FavoriteUser)

    /// What a row stands for, the same across refreshes: an account (a user, an organization or
    /// a favorite) or a repository, by GitHub's id.
    enum Identity: Hashable, Sendable {
        case account(Int)
        case repository(Int)
    }

    /// What the row stands for.
    var identity: Identity {
        switch self {
        case .user(let user): return .account(user.id)
        case .organization(let organization): return .account(organization.id)
        case .favorite(let favorite): return .account(favorite.id)
        case .repository(let repository): return .repository(repository.id)
        }
    }

    /// The login whose profile the row opens, if it opens one.
    var login: String? {
        switch self {
        case .user(let user): return user.login
        case .organization(let organization): return organization.login
        case .favorite(let favorite): return favorite.login
        case .repository: return nil
        }
    }

    /// The row's page on GitHub, as GitHub sent it; `nil` for an organization, whose listing
    /// carries none (its profile does).
    var webURL: String? {
        switch self {
        case .user(let user): return user.htmlURL.isEmpty ? nil : user.htmlURL
        case .repository(let repository): return repository.htmlURL.flatMap { $0.isEmpty ? nil : $0 }
        case .favorite(let favorite): return favorite.htmlURL.isEmpty ? nil : favorite.htmlURL
        case .organization: return nil
        }
    }

    /// Whether a repository's row can be expanded to its description and URL.
    var isExpandable: Bool {
        if case .repository = self { return true }
        return false
    }

    /// For a repository, its owner's login, which `u` opens: the owner GitHub sent, else the
    /// part of the full name before the slash.
    var ownerLogin: String? {
        guard case .repository(let repository) = self else { return nil }
        return repository.owner?.login ?? repository.fullName.split(separator: "/").first.map(String.init)
    }

    /// What a filter searches, lower-cased: the login (and a favorite's name), or a
    /// repository's full name.
    var searchText: String {
        switch self {
        case .user(let user): return user.login.lowercased()
        case .organization(let organization): return organization.login.lowercased()
        case .favorite(let favorite): return (favorite.login + "\n" + (favorite.name ?? "")).lowercased()
        case .repository(let repository): return repository.fullName.lowercased()
        }
    }
}
