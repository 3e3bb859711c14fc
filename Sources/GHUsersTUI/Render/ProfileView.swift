import GHDomain
import GHTerminal
import GHText

/// A profile screen: the card, the tab bar, and the current tab's list.
enum ProfileView {
    static func draw(_ profile: ProfileScreen, screen: Screen, in state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let lines = ProfileCard.lines(profile, width: frame.width, limit: Layout.cardLimit(state.size))
        for (offset, line) in lines.enumerated() {
            draw(line, profile: profile, row: 1 + offset, state: state, into: &frame, palette: palette)
        }
        let tabRow = 1 + lines.count
        tabBar(profile, row: tabRow, into: &frame, palette: palette)
        guard let list = profile.tabs[profile.tab] else { return }
        let kind = profile.tab.source(profile.login).kind
        ListView.rows(
            list, kind: kind, layout: kind.layout(width: frame.width), from: tabRow + 1,
            height: Layout.listHeight(screen, size: state.size),
            state: state, into: &frame, palette: palette)
    }

    private static func draw(
        _ line: ProfileCard.Line, profile: ProfileScreen, row: Int, state: BrowseState, into frame: inout ScreenBuffer, palette: Palette
    ) {
        switch line.kind {
        case .title:
            var column = frame.put(line.text, row: row, column: 0, style: palette.strong)
            if let user = profile.profile?.summary {
                if user.siteAdmin { column += frame.put("  STAFF", row: row, column: column, style: palette.badge) }
                if state.favorites.ids.contains(user.id) { frame.put("  ★", row: row, column: column, style: palette.star) }
            }
        case .detail, .bio:
            frame.put(line.text, row: row, column: line.kind == .bio ? 2 : 0, style: line.kind == .detail ? palette.dim : palette.plain)
        case .link:
            frame.put(line.text, row: row, column: 0, style: palette.dim)
        case .error:
            frame.put(line.text, row: row, column: 0, style: palette.error)
        }
    }

    /// `[Repos 8]  Followers 20  Following 0  Orgs`: the current tab in brackets and reverse
    /// video, each with its count where the profile gives one.
    /// When the counts do not fit, the names alone.
    private static func tabBar(_ profile: ProfileScreen, row: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let withCounts = ProfileTab.allCases.map { tab in
            count(tab, profile.profile).map { "\(tab.title) \(NumberText.grouped($0))" } ?? tab.title
        }
        let fits = withCounts.reduce(0) { $0 + TerminalText.width($1) + 3 } <= frame.width
        var column = 0
        for (index, tab) in ProfileTab.allCases.enumerated() {
            let label = fits ? withCounts[index] : tab.title
            let current = tab == profile.tab
            let text = current ? "[\(label)]" : " \(label) "
            column += frame.put(text, row: row, column: column, style: current ? palette.selected(palette.strong) : palette.dim)
            column += frame.put(" ", row: row, column: column)
        }
    }

    private static func count(_ tab: ProfileTab, _ profile: UserProfile?) -> Int? {
        switch tab {
        case .repositories: return profile?.publicRepos
        case .followers: return profile?.followers
        case .following: return profile?.following
        case .organizations: return nil
        }
    }
}
