import GHDomain

/// What each action does to the state, and the work it starts.
enum Actions {
    static func perform(_ action: Action, _ state: inout BrowseState) -> [BrowseEffect] {
        switch action {
        case .moveDown: return move(by: 1, &state)
        case .moveUp: return move(by: -1, &state)
        case .pageDown: return move(byPages: 1, &state)
        case .pageUp: return move(byPages: -1, &state)
        case .first: return move(by: Int.min / 2, &state)
        case .last:
            _ = move(by: Int.max / 2, &state)
            // The end of what is loaded, and more: even with a filter, which stops scrolling
            // from paging on its own.
            return Browser.loadFocused(&state)
        case .open: return open(&state)
        case .expand: return expand(&state)
        case .back: return back(&state)
        case .filter:
            guard let list = state.top?.focusedList else { return [] }
            state.mode = .filter(list.filter)
            return []
        case .search:
            state.mode = .prompt(.search, "")
            return []
        case .setLanguage:
            if case .list(let screen) = state.top?.body, case .trending(let language) = screen.source {
                state.mode = .prompt(.language, language ?? "")
            }
            return []
        case .section(let section): return Coordinator.show(section, in: &state)
        case .nextTab: return switchTab(by: 1, &state)
        case .previousTab: return switchTab(by: -1, &state)
        case .toggleFavorite: return Favorites.toggle(&state)
        case .openInBrowser, .copyURL: return link(action, &state)
        case .refresh: return refresh(&state)
        case .help:
            state.mode = .help
            return []
        case .quit:
            state.isFinished = true
            return [.quit]
        case .suspend: return [.suspend]
        }
    }

    private static func move(by delta: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        let size = state.size
        state.updateTop { screen in
            let height = Layout.listHeight(screen, size: size)
            screen.updateFocusedList { Scrolling.move(&$0, by: delta, height: height) }
        }
        return []
    }

    private static func move(byPages pages: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        guard let top = state.top else { return [] }
        return move(by: pages * max(1, Layout.listHeight(top, size: state.size) - 1), &state)
    }

    /// Enter: a repository expands; anything with a login opens its profile.
    private static func open(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let screen = state.top, let row = screen.focusedList?.selectedRow else { return [] }
        if row.isExpandable { return expand(&state) }
        guard let text = row.login else { return [] }
        guard let login = Login(text) else {
            state.message = Message(isError: true, text: "'\(text)' is not a login gh-users can open")
            return []
        }
        var tab: ProfileTab?
        if case .profile(let profile) = screen.body { tab = profile.tab }
        Coordinator.open(login, from: tab, in: &state)
        return []
    }

    private static func expand(_ state: inout BrowseState) -> [BrowseEffect] {
        let size = state.size
        state.updateTop { screen in
            let height = Layout.listHeight(screen, size: size)
            screen.updateFocusedList { list in
                guard let row = list.selectedRow, row.isExpandable else { return }
                let index = list.rowIndex(visible: list.selected)
                if list.expanded.remove(index) == nil { list.expanded.insert(index) }
                Scrolling.keepSelectionVisible(&list, height: height)
            }
        }
        return []
    }

    /// Back: an active filter is cleared first; then the screen is left.
    private static func back(_ state: inout BrowseState) -> [BrowseEffect] {
        if let list = state.top?.focusedList, !list.filter.isEmpty {
            state.updateTop { $0.updateFocusedList { $0.setFilter("") } }
            return []
        }
        return Coordinator.back(in: &state)
    }

    private static func switchTab(by step: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        state.updateTop { screen in
            guard case .profile(var profile) = screen.body else { return }
            let tabs = ProfileTab.allCases
            let index = (tabs.firstIndex(of: profile.tab)! + step + tabs.count) % tabs.count
            profile.tab = tabs[index]
            screen.body = .profile(profile)
        }
        return []
    }

    /// `o` opens, `y` copies: the selected row's page, else the profile's.
    private static func link(_ action: Action, _ state: inout BrowseState) -> [BrowseEffect] {
        guard let screen = state.top else { return [] }
        var url = screen.focusedList?.selectedRow?.webURL
        if url == nil, case .profile(let profile) = screen.body, let page = profile.profile?.summary.htmlURL, !page.isEmpty {
            url = page
        }
        guard let url else {
            state.message = Message(isError: true, text: "Nothing here has a web page")
            return []
        }
        if action == .copyURL {
            state.message = Message(isError: false, text: "Copied \(url)")
            return [.copy(url)]
        }
        return [.open(url)]
    }

    /// `r`: what failed or waits for the rate limit is asked again; otherwise the list (and a
    /// profile) is fetched afresh from its first page, revalidated through the cache.
    private static func refresh(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let screen = state.top, let list = screen.focusedList else { return [] }
        switch list.status {
        case .failed, .paused:
            state.updateTop { $0.updateFocusedList { $0.status = .idle } }
            return Browser.loadFocused(&state)
        case .idle, .loading:
            state.updateTop { screen in
                screen.updateFocusedList { $0.restart() }
                if case .profile(var profile) = screen.body {
                    profile.generation += 1
                    profile.status = .idle
                    screen.body = .profile(profile)
                }
            }
            return []
        }
    }
}
