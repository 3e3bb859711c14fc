import Foundation
import GHDomain
import GHTerminal
import GHText

/// How the rows of each kind of list look: their columns, headings and cells.
extension ListKind {
    /// The columns for a terminal `width` wide.
    func layout(width: Int) -> RowLayout {
        switch self {
        case .users:
            return RowLayout(
                width: width, first: 16...47, fixed: [.init(width: 12), .init(width: 9, rightAligned: true)], last: 12)
        case .trending:
            return RowLayout(
                width: width, first: 20...60, fixed: [.init(width: 9, rightAligned: true), .init(width: 12)], last: nil)
        case .repositories:
            return RowLayout(
                width: width, first: 16...40, fixed: [.init(width: 9, rightAligned: true), .init(width: 12), .init(width: 10)], last: 12)
        case .organizations:
            return RowLayout(width: width, first: 16...39, fixed: [], last: 10)
        case .favorites:
            return RowLayout(width: width, first: 16...41, fixed: [.init(width: 24), .init(width: 10)], last: 12)
        }
    }

    /// The column headings.
    var headings: [String] {
        switch self {
        case .users: return ["LOGIN", "TYPE", "ID", "PROFILE"]
        case .trending: return ["REPOSITORY", "STARS", "LANGUAGE"]
        case .repositories: return ["NAME", "STARS", "LANGUAGE", "UPDATED", "DESCRIPTION"]
        case .organizations: return ["ORGANIZATION", "DESCRIPTION"]
        case .favorites: return ["LOGIN", "NAME", "ADDED", "PROFILE"]
        }
    }

    /// What an empty list says once it has loaded.
    var emptyText: String {
        switch self {
        case .users: return "No users here."
        case .trending, .repositories: return "No repositories here."
        case .organizations: return "No public organizations."
        case .favorites: return "No favorites yet: press f on a user to keep one."
        }
    }

    /// The cells of `row`, the `index`th loaded (a trending row shows its rank), server text
    /// sanitized, with ★ and STAFF spelled out.
    func cells(_ row: Row, index: Int, state: BrowseState, palette: Palette) -> [(String, Style)] {
        switch row {
        case .user(let user):
            return [
                (account(user.login, id: user.id, staff: user.siteAdmin, state: state), palette.strong),
                (user.type.isEmpty ? "-" : TextSanitizer.line(user.type), palette.dim), (String(user.id), palette.dim),
                (TextSanitizer.line(user.htmlURL), palette.dim),
            ]
        case .favorite(let favorite):
            return [
                (account(favorite.login, id: favorite.id, staff: false, state: state), palette.strong),
                (TextSanitizer.line(favorite.name ?? "-"), palette.plain), (ProfileCard.day(favorite.addedAt), palette.dim),
                (TextSanitizer.line(favorite.htmlURL), palette.dim),
            ]
        case .organization(let organization):
            return [
                (account(organization.login, id: organization.id, staff: false, state: state), palette.strong),
                (TextSanitizer.line(organization.description ?? ""), palette.dim),
            ]
        case .repository(let repository):
            let rank = String(index + 1) + "."
            let name =
                self == .trending
                ? String(repeating: " ", count: max(0, 4 - rank.count)) + rank + " " + repository.fullName : repository.name
            var cells: [(String, Style)] = [
                (TextSanitizer.line(name), palette.strong),
                ("★ " + (repository.stargazersCount.map(NumberText.grouped) ?? "-"), palette.plain),
                (TextSanitizer.line(repository.language ?? "-"), palette.dim),
            ]
            if self == .repositories {
                cells.append((repository.updatedAt?.date.map(ProfileCard.day) ?? "-", palette.dim))
                cells.append((TextSanitizer.line(repository.description ?? ""), palette.dim))
            }
            return cells
        }
    }

    /// `★ octocat STAFF`: the mark and the badge are text, never colour alone.
    private func account(_ login: String, id: Int, staff: Bool, state: BrowseState) -> String {
        let star = state.favorites.ids.contains(id) ? "★ " : "  "
        return star + TextSanitizer.line(login) + (staff ? " STAFF" : "")
    }
}
