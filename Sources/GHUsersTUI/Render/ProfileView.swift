import GHDomain
import GHTerminal
import GHText

/// A profile screen: the card in a panel (the avatar at its top left, or a tile of initials
/// where the terminal shows no images), then the current tab's list in a panel whose top
/// border holds the tabs.
enum ProfileView {
    static func draw(
        _ profile: ProfileScreen, screen: Screen, in state: BrowseState, bottom: Int, into frame: inout ScreenBuffer, palette: Palette
    ) {
        let rows = Layout.cardRows(profile, in: state)
        let card = Panel(top: 1, left: 0, width: frame.width, height: rows + 2)
        var inner = card.inner
        let avatar = Layout.avatarRows(state)
        var textColumn = 1
        if avatar > 0 {
            let user = profile.profile?.summary
            let showsImage = user.map { state.avatars.imageProtocol != nil && state.avatars.image(for: $0.avatarURL) != nil } ?? false
            if !showsImage {
                AvatarTile.draw(
                    login: profile.login.rawValue, name: profile.profile?.name, id: user?.id, row: 0, column: 1, rows: avatar,
                    into: &inner, palette: palette)
            }
            textColumn += avatar * 2 + 2
        }
        let textWidth = Layout.cardTextWidth(profile, in: state)
        let lines = ProfileCard.lines(profile, width: textWidth, limit: Layout.cardLimit(state.size) - 2)
        for (offset, line) in lines.enumerated() {
            draw(
                line, user: profile.profile?.summary, row: offset, column: textColumn, width: min(textWidth, inner.width - textColumn - 1),
                state: state, into: &inner, palette: palette)
        }
        let weeks = Layout.calendarWeeks(profile, in: state)
        if weeks > 0, let calendar = profile.profile?.extras.contributions {
            CalendarView.draw(calendar, weeks: weeks, row: 0, column: textColumn + textWidth + 2, into: &inner, palette: palette)
        }
        let type = profile.profile?.summary.type == "Organization" ? "Organization" : "Profile"
        card.draw(titles: [Panel.Title(text: type)], focused: false, contents: inner, into: &frame, palette: palette)
        let listTop = Layout.listTop(screen, in: state)
        let panel = Panel(top: listTop - 1, left: 0, width: Layout.listWidth(state), height: bottom - listTop + 1)
        var contents = panel.inner
        if let list = profile.tabs[profile.tab] {
            let kind = profile.tab.source(profile.login).kind
            let width = contents.width
            ListView.rows(
                list, kind: kind,
                layout: RowLayout(kind, longest: list.longest, width: width, headings: false, details: state.people.isAvailable), from: 0,
                height: contents.height, width: width, state: state, into: &contents, palette: palette,
                emptyText: emptyText(profile.tab, login: profile.login.rawValue),
                subject: listName(profile.tab, login: profile.login.rawValue))
        }
        panel.draw(titles: tabTitles(profile, width: panel.width - 4), focused: true, contents: contents, into: &frame, palette: palette)
    }

    /// Draws one line of a card at `row`; the title gets the STAFF badge and the ★.
    static func draw(
        _ line: ProfileCard.Line, user: UserSummary?, row: Int, column: Int = 0, width: Int? = nil, state: BrowseState,
        into frame: inout ScreenBuffer, palette: Palette
    ) {
        let width = width ?? frame.width - column
        switch line.kind {
        case .title:
            let used = frame.put(line.text, row: row, column: column, style: palette.accent, maxWidth: width)
            if let user {
                var badges: [Badge] = user.siteAdmin ? [.staff] : []
                if state.favorites.ids.contains(user.id) { badges.append(.favorite) }
                Badges.draw(badges, row: row, column: column + used + 1, width: width - used - 1, into: &frame, palette: palette)
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

    /// `Repos 8`, `Starred`, `Followers 20`, `Following 0`, `Orgs`: the tabs, the current one
    /// marked, each with its count where the profile gives one. When the counts do not fit in
    /// `width`, the names alone; when those do not either, the tabs from one that keeps the
    /// current tab in sight, after a `‹`.
    static func tabTitles(_ profile: ProfileScreen, width: Int) -> [Panel.Title] {
        let tabs = profile.availableTabs
        let withCounts = tabs.map { tab in
            count(tab, profile.profile).map { "\(tab.title) \(NumberText.grouped($0))" } ?? tab.title
        }
        let fits = withCounts.reduce(0) { $0 + TerminalText.width($1) + 3 } <= width
        let labels = fits ? withCounts : tabs.map(\.title)
        let current = tabs.firstIndex(of: profile.tab) ?? 0
        // The first tab shown: the earliest from which the current one still fits.
        var first = 0
        while first < current, labels[first...current].reduce(4, { $0 + TerminalText.width($1) + 3 }) > width { first += 1 }
        var titles = (first..<tabs.count).map { Panel.Title(text: labels[$0], isCurrent: $0 == current) }
        if first > 0 { titles.insert(Panel.Title(text: "‹"), at: 0) }
        return titles
    }

    /// What an empty tab says, naming whose it is: `mojombo follows no one yet.`
    static func emptyText(_ tab: ProfileTab, login: String) -> String {
        let login = TextSanitizer.line(login)
        switch tab {
        case .repositories: return "\(login) has no public repositories yet."
        case .starred: return "\(login) has starred no repositories yet."
        case .followers: return "No one follows \(login) yet."
        case .following: return "\(login) follows no one yet."
        case .organizations: return "\(login) belongs to no public organization."
        case .members: return "\(login) has no public members."
        }
    }

    /// A tab's list by name, for what its failure says: `Repositories of mojombo`.
    static func listName(_ tab: ProfileTab, login: String) -> String {
        let login = TextSanitizer.line(login)
        switch tab {
        case .repositories: return "Repositories of \(login)"
        case .starred: return "Repositories \(login) starred"
        case .followers: return "Followers of \(login)"
        case .following: return "Users \(login) follows"
        case .organizations: return "Organizations of \(login)"
        case .members: return "Members of \(login)"
        }
    }

    private static func count(_ tab: ProfileTab, _ profile: UserProfile?) -> Int? {
        switch tab {
        case .repositories: return profile?.publicRepos
        case .followers: return profile?.followers
        case .following: return profile?.following
        case .starred, .organizations, .members: return nil
        }
    }
}
