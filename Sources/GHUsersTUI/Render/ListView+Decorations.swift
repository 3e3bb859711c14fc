import GHDomain
import GHTerminal
import GHText

extension ListView {
    /// Draws over a row's plain cells what only colour shows: an account's avatar (on a terminal
    /// that shows images, once it arrived) or initials tile, the
    /// ★ and STAFF as badges, a repository's language dot in linguist's colour
    /// (``GHText/LanguageColor``); none of it runs past the cell it belongs to.
    static func decorate(
        _ row: Row, line: Int, layout: RowLayout, width: Int, selected: Bool, state: BrowseState, into frame: inout ScreenBuffer,
        palette: Palette
    ) {
        guard let first = layout.columns.first else { return }
        let end = min(width, 2 + first.width)
        func style(_ style: Style) -> Style { selected ? palette.selected(style) : style }
        switch row {
        case .repository(let repository):
            guard layout.columns.count > 2, let language = repository.language else { return }
            let column = layout.start(of: 2)
            guard column < width, palette.color else { return }
            let dot = LanguageColor.rgb(language).map { Style(foreground: Palette.nearest($0)) }
            frame.put(dot == nil ? " " : "●", row: line, column: column, style: style(dot ?? .plain))
        case .user, .organization, .favorite:
            var (id, login, name) = account(row)
            // A person's initials come from their name once the details brought it.
            if case .user = row, let known = state.people.person(id)?.name { name = known }
            let isFavorite = state.favorites.ids.contains(id)
            if isFavorite, end > 2 { frame.put("★", row: line, column: 2, style: style(palette.star)) }
            let tiles = ListKind.showsTiles(width: width)
            if tiles, let image = Browser.smallAvatar(row, instance: id, state: state) {
                frame.place(ImageSlot(identity: image, position: CellPosition(row: line, column: 4), columns: 2, rows: 1))
            } else if palette.color, tiles {
                AvatarTile.draw(login: login, name: name, id: id, row: line, column: 4, rows: 1, into: &frame, palette: palette)
            }
            if case .user(let user) = row, user.siteAdmin {
                let column = 2 + 2 + (tiles ? ListKind.tileWidth : 0) + TerminalText.width(TextSanitizer.line(user.login))
                Badges.draw([.staff], row: line, column: column, width: end - column, selected: selected, into: &frame, palette: palette)
            }
        }
    }

    private static func account(_ row: Row) -> (id: Int, login: String, name: String?) {
        switch row {
        case .user(let user): return (user.id, user.login, nil)
        case .organization(let organization): return (organization.id, organization.login, nil)
        case .favorite(let favorite): return (favorite.id, favorite.login, favorite.name)
        case .repository(let repository): return (repository.id, repository.fullName, nil)
        }
    }
}
