import GHDomain
import GHTerminal
import GHText

/// A profile screen: the card (with the avatar beside it when the terminal shows images), the
/// tab bar, and the current tab's list.
enum ProfileView {
    static func draw(_ profile: ProfileScreen, screen: Screen, in state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let lines = ProfileCard.lines(profile, width: Layout.cardWidth(state), limit: Layout.cardLimit(state.size))
        for (offset, line) in lines.enumerated() {
            draw(line, user: profile.profile?.summary, row: 1 + offset, state: state, into: &frame, palette: palette)
        }
        let tabRow = 1 + lines.count
        tabBar(profile, row: tabRow, into: &frame, palette: palette)
        guard let list = profile.tabs[profile.tab] else { return }
        let kind = profile.tab.source(profile.login).kind
        let width = Layout.listWidth(state)
        ListView.rows(
            list, kind: kind, layout: RowLayout(kind, longest: list.longest, width: width, headings: false), from: tabRow + 1,
            height: Layout.listHeight(screen, in: state), width: width, state: state, into: &frame, palette: palette)
    }

    /// Draws one line of a card at `row`; the title gets the STAFF badge and the ★.
    static func draw(
        _ line: ProfileCard.Line, user: UserSummary?, row: Int, column: Int = 0, width: Int? = nil, state: BrowseState,
        into frame: inout ScreenBuffer, palette: Palette
    ) {
        let width = width ?? frame.width - column
        switch line.kind {
        case .title:
            var used = frame.put(line.text, row: row, column: column, style: palette.strong, maxWidth: width)
            if let user {
                if user.siteAdmin {
                    used += frame.put("  STAFF", row: row, column: column + used, style: palette.badge, maxWidth: width - used)
                }
                if state.favorites.ids.contains(user.id) {
                    frame.put("  ★", row: row, column: column + used, style: palette.star, maxWidth: width - used)
                }
            }
        case .detail, .bio:
            let indent = line.kind == .bio ? 2 : 0
            frame.put(
                line.text, row: row, column: column + indent, style: line.kind == .detail ? palette.dim : palette.plain,
                maxWidth: width - indent)
        case .link:
            frame.put(line.text, row: row, column: column, style: palette.dim, maxWidth: width)
        case .error:
            frame.put(line.text, row: row, column: column, style: palette.error, maxWidth: width)
        }
    }

    /// `[Repos 8]  Starred  Followers 20  Following 0  Orgs`: the current tab in brackets and
    /// reverse video, each with its count where the profile gives one. When the counts do not
    /// fit, the names alone; when those do not either, the tabs from one that keeps the current
    /// tab in sight, after a `‹`.
    private static func tabBar(_ profile: ProfileScreen, row: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let tabs = ProfileTab.allCases
        let withCounts = tabs.map { tab in
            count(tab, profile.profile).map { "\(tab.title) \(NumberText.grouped($0))" } ?? tab.title
        }
        let fits = withCounts.reduce(0) { $0 + TerminalText.width($1) + 3 } <= frame.width
        let labels = fits ? withCounts : tabs.map(\.title)
        let current = tabs.firstIndex(of: profile.tab) ?? 0
        // The first tab shown: the earliest from which the current one still fits.
        var first = 0
        while first < current, labels[first...current].reduce(2, { $0 + TerminalText.width($1) + 3 }) > frame.width { first += 1 }
        var column = first > 0 ? frame.put("‹ ", row: row, column: 0, style: palette.dim) : 0
        for index in first..<tabs.count {
            let isCurrent = index == current
            let text = isCurrent ? "[\(labels[index])]" : " \(labels[index]) "
            column += frame.put(text, row: row, column: column, style: isCurrent ? palette.selected(palette.strong) : palette.dim)
            column += frame.put(" ", row: row, column: column)
        }
    }

    private static func count(_ tab: ProfileTab, _ profile: UserProfile?) -> Int? {
        switch tab {
        case .repositories: return profile?.publicRepos
        case .followers: return profile?.followers
        case .following: return profile?.following
        case .starred, .organizations: return nil
        }
    }
}
