import GHDomain
import GHTerminal

/// Owns the stacks: the only code that makes, pushes, pops or replaces screens. Screens ask for
/// it through intents; it decides where to go and which requests to stop.
enum Coordinator {
    /// The state a session starts in, with every section's root made lazily: nothing is
    /// requested until a screen is shown.
    static func start(_ start: StartScreen, size: TerminalSize, options: BrowseOptions) -> BrowseState {
        switch start {
        case .users(let since):
            var state = BrowseState(section: .users, size: size, options: options)
            state.stack = [state.makeScreen(.list(ListScreen(source: .users(since: since))))]
            return state
        case .profile(let login):
            var state = BrowseState(section: .users, size: size, options: options)
            state.stack = [
                state.makeScreen(.list(ListScreen(source: .users(since: 0)))),
                state.makeScreen(.profile(ProfileScreen(login: login))),
            ]
            return state
        case .search(let search):
            var state = BrowseState(section: .search, size: size, options: options)
            state.stack = [state.makeScreen(.list(ListScreen(source: .search(search))))]
            return state
        case .trending(let language):
            var state = BrowseState(section: .trending, size: size, options: options)
            state.stack = [state.makeScreen(.list(ListScreen(source: .trending(language: language))))]
            return state
        case .favorites:
            var state = BrowseState(section: .favorites, size: size, options: options)
            state.stack = [state.makeScreen(.list(ListScreen(source: .favorites)))]
            return state
        }
    }

    /// Opens `login`'s profile on top of the current stack; `from` is the tab it was opened
    /// from, for the breadcrumb.
    static func open(_ login: Login, from tab: ProfileTab?, in state: inout BrowseState) {
        let screen = state.makeScreen(.profile(ProfileScreen(login: login)), openedFrom: tab)
        state.stack.append(screen)
        // An avatar that failed before is asked for again when a profile is opened.
        state.avatars.forgetFailures()
    }

    /// Goes back one screen, stopping its requests; at a root, nothing.
    static func back(in state: inout BrowseState) -> [BrowseEffect] {
        guard state.stack.count > 1, let left = state.stack.popLast() else { return [] }
        return [.cancel(left.id)]
    }

    /// Shows `section`, making its root if it has none. Requests of the section left are
    /// stopped; its screens keep their rows and ask again for what was stopped when shown.
    static func show(_ section: Section, in state: inout BrowseState) -> [BrowseEffect] {
        guard section != state.section else { return [] }
        let effects = leave(state.section, in: &state)
        state.section = section
        if state.stack.isEmpty {
            switch section {
            case .users: state.stack = [state.makeScreen(.list(ListScreen(source: .users(since: 0))))]
            case .trending: state.stack = [state.makeScreen(.list(ListScreen(source: .trending(language: nil))))]
            case .favorites: state.stack = [state.makeScreen(.list(ListScreen(source: .favorites)))]
            case .search: state.mode = .prompt(PromptLine(.search))
            }
        } else if section == .favorites, case .list(var root) = state.stack[0].body, root.source == .favorites {
            // Favorites may have been added or removed elsewhere since the list was read: it is
            // read again, its rows kept until the new ones arrive.
            root.list.restart()
            state.stack[0].body = .list(root)
        }
        return effects
    }

    /// Replaces the search section's screens with the results for `search`, and shows them.
    static func search(_ search: UserSearch, in state: inout BrowseState) -> [BrowseEffect] {
        var effects = show(.search, in: &state)
        effects += (state.stacks[.search] ?? []).map { .cancel($0.id) }
        state.stacks[.search] = [state.makeScreen(.list(ListScreen(source: .search(search))))]
        if case .prompt(let line) = state.mode, line.purpose == .search { state.mode = .normal }
        return effects
    }

    /// Replaces the trending section's screens with the ranking for `language` over `period`.
    static func trending(language: String?, period: TrendingPeriod = .all, in state: inout BrowseState) -> [BrowseEffect] {
        var effects = show(.trending, in: &state)
        effects += (state.stacks[.trending] ?? []).map { .cancel($0.id) }
        state.stacks[.trending] = [state.makeScreen(.list(ListScreen(source: .trending(language: language, period: period))))]
        return effects
    }

    /// Stops the requests of every screen of `section` and marks them to be asked again.
    private static func leave(_ section: Section, in state: inout BrowseState) -> [BrowseEffect] {
        guard var screens = state.stacks[section] else { return [] }
        for index in screens.indices {
            switch screens[index].body {
            case .list(var screen):
                screen.list.abandonLoading()
                screens[index].body = .list(screen)
            case .profile(var profile):
                if profile.status == .loading {
                    profile.status = .idle
                    profile.generation += 1
                }
                for tab in profile.tabs.keys { profile.tabs[tab]?.abandonLoading() }
                screens[index].body = .profile(profile)
            }
        }
        state.stacks[section] = screens
        return screens.map { .cancel($0.id) }
    }
}
