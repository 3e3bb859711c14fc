import GHDomain
import GHTerminal
import GHText

/// The pane beside the list: the selected account's card once its profile is here, or a
/// repository's description and URL, which the row already holds.
enum PreviewView {
    /// Draws the pane in its panel, from screen line `top` (the panel's top border) to `bottom`
    /// (exclusive); a user's card starts with their small avatar, or a tile of initials.
    static func draw(_ state: BrowseState, top: Int, bottom: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let panel = Panel(top: top, left: Layout.listWidth(state), width: frame.width - Layout.listWidth(state), height: bottom - top)
        guard panel.innerWidth > 6, panel.innerHeight > 0 else { return }
        var inner = panel.inner
        let column = 1
        let width = inner.width - 2
        var title = "Preview"
        var lines: [ProfileCard.Line] = []
        var user: UserSummary?
        if let row = state.top?.focusedList?.selectedRow {
            switch row {
            case .repository(let repository):
                title = "Repository"
                lines = repositoryLines(repository, width: width)
            case .user, .organization, .favorite:
                let login = row.login ?? ""
                title = "@" + login
                switch state.preview.entry(for: login) {
                case .loaded(let profile)?:
                    user = profile.summary
                    if let image = Browser.smallAvatar(row, instance: -1, state: state) {
                        inner.place(ImageSlot(identity: image, position: CellPosition(row: 0, column: column), columns: 2, rows: 1))
                    } else {
                        AvatarTile.draw(
                            login: login, name: profile.name, id: profile.summary.id, row: 0, column: column, rows: 1, into: &inner,
                            palette: palette)
                    }
                    lines = ProfileCard.lines(profile, width: width, limit: inner.height)
                case .failed(let message)?:
                    lines = TerminalText.wrap("Error: \(message)", to: width).map { ProfileCard.Line(text: $0, kind: .error) }
                case .loading?, nil:
                    lines = [
                        ProfileCard.Line(text: TextSanitizer.line(login), kind: .title), ProfileCard.Line(text: "Loading…", kind: .detail),
                    ]
                }
            }
        }
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            let indent = user != nil && offset == 0 ? 4 : 0
            ProfileView.draw(
                line, user: user, row: offset, column: column + indent, width: width - indent, state: state, into: &inner,
                palette: palette)
        }
        panel.draw(titles: [Panel.Title(text: title)], focused: false, contents: inner, into: &frame, palette: palette)
    }

    /// A repository's full name, description (wrapped), stars and language, and URL.
    private static func repositoryLines(_ repository: RepositorySummary, width: Int) -> [ProfileCard.Line] {
        var lines = [ProfileCard.Line(text: TextSanitizer.line(repository.fullName), kind: .title)]
        let description = TextSanitizer.line(repository.description ?? "(no description)")
        lines += TerminalText.wrap(description, to: width, breakingLongWords: true).prefix(6).map { ProfileCard.Line(text: $0, kind: .bio) }
        let stars = repository.stargazersCount.map { NumberText.counted($0, "star", "stars") }
        let facts = [stars, repository.language.map(TextSanitizer.line)].compactMap { $0 }
        if !facts.isEmpty { lines.append(ProfileCard.Line(text: facts.joined(separator: " · "), kind: .detail)) }
        if let url = repository.htmlURL, !url.isEmpty { lines.append(ProfileCard.Line(text: TextSanitizer.line(url), kind: .link)) }
        return lines
    }
}
