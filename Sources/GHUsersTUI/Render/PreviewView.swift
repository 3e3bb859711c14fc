import GHDomain
import GHTerminal
import GHText

/// The pane beside the list: the selected account's card once its profile is here, or a
/// repository's description and URL, which the row already holds.
enum PreviewView {
    /// Draws the pane, with its border, from screen line `top` to `bottom` (exclusive).
    static func draw(_ state: BrowseState, top: Int, bottom: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let border = Layout.listWidth(state)
        let column = border + 2
        let width = frame.width - column
        guard width > 4, bottom > top else { return }
        for row in top..<bottom { frame.put("│", row: row, column: border, style: palette.dim) }
        guard let row = state.top?.focusedList?.selectedRow else { return }
        var lines: [ProfileCard.Line] = []
        var user: UserSummary?
        switch row {
        case .repository(let repository):
            lines = repositoryLines(repository, width: width)
        case .user, .organization, .favorite:
            let login = row.login ?? ""
            switch state.preview.entry(for: login) {
            case .loaded(let profile)?:
                user = profile.summary
                lines = ProfileCard.lines(profile, width: width, limit: bottom - top)
            case .failed(let message)?:
                lines = TerminalText.wrap("Error: \(message)", to: width, breakingLongWords: true).map {
                    ProfileCard.Line(text: $0, kind: .error)
                }
            case .loading?, nil:
                lines = [
                    ProfileCard.Line(text: TextSanitizer.line(login), kind: .title), ProfileCard.Line(text: "Loading…", kind: .detail),
                ]
            }
        }
        for (offset, line) in lines.prefix(bottom - top).enumerated() {
            ProfileView.draw(
                line, user: user, row: top + offset, column: column, width: width, state: state, into: &frame, palette: palette)
        }
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
