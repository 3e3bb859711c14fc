import Foundation
import GHDomain
import GHTerminal
import GHText

/// How the rows of each kind of list look: their columns, headings and cells. Column widths
/// follow the rules of the command line's tables (``ColumnFit``), measured on the rows loaded.
extension ListKind {
    /// The columns: headings and how each gives way when the terminal is narrow. Number columns
    /// keep no room for longer numbers: the widths are measured again when a page arrives. A
    /// description (see ``describes``) is the last, and shows only in the room the others leave.
    var columns: [(heading: String, fit: ColumnFit.Column)] {
        func text(_ heading: String, maximum: Int, flexibility: Int, isKey: Bool = false) -> (String, ColumnFit.Column) {
            (
                heading,
                ColumnFit.Column(headerWidth: TerminalText.width(heading), maximumWidth: maximum, flexibility: flexibility, isKey: isKey)
            )
        }
        func number(_ heading: String) -> (String, ColumnFit.Column) {
            (heading, ColumnFit.Column(headerWidth: TerminalText.width(heading), isNumber: true))
        }
        let stars = number("★")
        let language = text("LANGUAGE", maximum: 16, flexibility: 0)
        let description = text("DESCRIPTION", maximum: 200, flexibility: 3)
        switch self {
        case .users:
            // No profile URL: it is one key away (o opens it, y copies it). The name, location
            // and followers are the profiles' (``detailColumns``), shown where they can be had.
            return [
                text("LOGIN", maximum: 48, flexibility: 1, isKey: true), text("NAME", maximum: Self.nameWidth, flexibility: 2),
                text("LOCATION", maximum: Self.locationWidth, flexibility: 3), number("FOLLOWERS"),
                text("TYPE", maximum: 12, flexibility: 0), number("ID"),
            ]
        case .trending, .starred:
            return [text("REPOSITORY", maximum: 60, flexibility: 1, isKey: true), stars, language, description]
        case .repositories:
            return [
                text("NAME", maximum: 48, flexibility: 1, isKey: true), stars, language, text("UPDATED", maximum: 10, flexibility: 0),
                description,
            ]
        case .organizations:
            return [text("ORGANIZATION", maximum: 48, flexibility: 1, isKey: true), description]
        case .favorites:
            return [
                text("LOGIN", maximum: 48, flexibility: 1, isKey: true), text("NAME", maximum: 40, flexibility: 2),
                text("ADDED", maximum: 10, flexibility: 0),
            ]
        }
    }

    /// The columns that come from people's profiles rather than the listing (name, location,
    /// followers): left out where they cannot be had (no token), and the first to give way.
    var detailColumns: Set<Int> {
        self == .users ? [1, 2, 3] : []
    }

    /// The order in which columns are left out, a whole column at a time, while a detail column
    /// shown is narrower than its ``minimumWidth(_:)`` or the login would be cut: the id and the
    /// type first, then the location, the followers, the name.
    var detailDropOrder: [Int] {
        self == .users ? [5, 4, 2, 3, 1] : []
    }

    /// The narrowest detail column `index` is shown: a name or a place cut shorter says little.
    func minimumWidth(_ index: Int) -> Int {
        switch index {
        case 1: return 12
        case 2: return 10
        default: return 0
        }
    }

    /// The width a name and a location are measured at, whatever they hold: they arrive after
    /// the rows, which must not change their layout then.
    static let nameWidth = 20
    static let locationWidth = 18
    /// The width of a short count of followers (`999k`, `1.2M`), and of one with its unit.
    static let followersWidth = 4
    static let countedWidth = 14

    /// The columns of counts that need their unit where there are no headings (a profile's tab).
    var countedColumns: [Int] {
        self == .users ? [3] : []
    }

    /// Whether the last column is a description, shown only in the room the other columns leave
    /// (at least ``RowLayout/narrowestDescription`` cells), so a narrow terminal keeps names whole
    /// and a wide one gives descriptions the room.
    var describes: Bool {
        switch self {
        case .trending, .starred, .repositories, .organizations: return true
        case .users, .favorites: return false
        }
    }

    /// The columns a filter's match is marked in: those holding what it searches.
    var searchedColumns: Set<Int> {
        self == .favorites ? [0, 1] : [0]
    }

    /// What an empty list says once it has loaded.
    var emptyText: String {
        switch self {
        case .users: return "No users here."
        case .trending, .repositories: return "No repositories here."
        case .starred: return "No starred repositories."
        case .organizations: return "No public organizations."
        case .favorites: return "No favorites yet: press f on a user to keep one."
        }
    }

    /// The width of each cell of `row`, the `index`th loaded, for the columns to fit.
    func measure(_ row: Row, _ index: Int) -> [Int] {
        var widths = texts(row, index: index, isFavorite: false, tiles: true, person: nil).map { TerminalText.width($0) }
        if case .user = row {
            // The details come later: their columns are as wide as they may be from the start.
            widths[1] = Self.nameWidth
            widths[2] = Self.locationWidth
            widths[3] = Self.followersWidth
        }
        return widths
    }

    /// Where the account's initials tile goes in the first cell (after the favorite's mark),
    /// and the cells it takes with the gap after it: user, organization and favorite rows.
    static let tileWidth = 3

    /// Whether rows `width` cells wide show initials tiles: from 40 cells, so that a narrow
    /// list keeps its room for the login.
    static func showsTiles(width: Int) -> Bool {
        width >= 40
    }

    /// The cells of `row`, the `index`th loaded, server text sanitized, with ★ and STAFF spelled
    /// out (``ListView`` draws them again as badges), each with its style.
    func cells(_ row: Row, index: Int, state: BrowseState, palette: Palette, tiles: Bool, units: Bool = false) -> [(String, Style)] {
        let isFavorite: Bool
        if case .account(let id) = row.identity { isFavorite = state.favorites.ids.contains(id) } else { isFavorite = false }
        var person: PeopleDetails.Person?
        if case .user(let user) = row { person = state.people.person(user.id) }
        var texts = texts(row, index: index, isFavorite: isFavorite, tiles: tiles, person: person)
        var styles: [Style]
        switch row {
        case .user(let user):
            styles = [palette.strong, palette.plain, palette.dim, palette.plain, palette.dim, palette.dim]
            if units, let followers = person?.followers { texts[3] += followers == 1 ? " follower" : " followers" }
            if person == nil, state.people.problem == nil {
                // Not here yet: a dim bar where each detail will be, the layout as it will be.
                for (column, length) in zip([1, 2, 3], Self.placeholderLengths(user.id)) {
                    texts[column] = String(repeating: "░", count: length)
                    styles[column] = palette.dim
                }
            }
        case .favorite: styles = [palette.strong, palette.plain, palette.dim]
        case .organization: styles = [palette.strong, palette.dim]
        case .repository: styles = [palette.strong, palette.star, palette.plain, palette.dim, palette.dim]
        }
        return zip(texts, styles).map { ($0, $1) }
    }

    /// The lengths of the placeholders of an account's name, location and followers: varied a
    /// little by its id, as the rows they stand for vary.
    static func placeholderLengths(_ id: Int) -> [Int] {
        [6 + abs(id % 7), 4 + abs(id % 5), 3]
    }

    /// The text of each cell of `row`: a trending row shows its rank, a starred one its owner; a
    /// user's details are `person`'s (blank while `nil`).
    private func texts(_ row: Row, index: Int, isFavorite: Bool, tiles: Bool, person: PeopleDetails.Person?) -> [String] {
        let star = (isFavorite ? "★ " : "  ") + String(repeating: " ", count: tiles ? Self.tileWidth : 0)
        switch row {
        case .user(let user):
            let login = star + TextSanitizer.line(user.login) + (user.siteAdmin ? " STAFF" : "")
            return [
                login, TextSanitizer.line(person?.name ?? ""), TextSanitizer.line(person?.location ?? ""),
                person?.followers.map(NumberText.short) ?? "", user.type.isEmpty ? "-" : TextSanitizer.line(user.type), String(user.id),
            ]
        case .favorite(let favorite):
            return [star + TextSanitizer.line(favorite.login), TextSanitizer.line(favorite.name ?? "-"), ProfileCard.day(favorite.addedAt)]
        case .organization(let organization):
            return [star + TextSanitizer.line(organization.login), TextSanitizer.line(organization.description ?? "")]
        case .repository(let repository):
            var name = TextSanitizer.line(self == .repositories ? repository.name : repository.fullName)
            if self == .trending {
                let rank = String(index + 1) + "."
                name = String(repeating: " ", count: max(0, 4 - rank.count)) + rank + " " + name
            }
            // Stars for the eye (1.2k; the preview and --json keep the exact count); the language
            // after a dot in its linguist colour (``ListView`` colours it).
            var texts = [
                name, repository.stargazersCount.map(NumberText.short) ?? "-",
                repository.language.map { "● " + TextSanitizer.line($0) } ?? "-",
            ]
            if self == .repositories { texts.append(repository.updatedAt?.date.map(ProfileCard.day) ?? "-") }
            texts.append(TextSanitizer.line(repository.description ?? ""))
            return texts
        }
    }
}
