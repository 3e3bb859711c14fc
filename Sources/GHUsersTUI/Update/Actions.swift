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
        case .openOwner: return openOwner(&state)
        case .back: return back(&state)
        case .filter:
            guard let list = state.top?.focusedList else { return [] }
            state.mode = .filter(LineEditor(list.filter))
            return []
        case .search:
            state.mode = .prompt(PromptLine(.search, currentQuery(state) ?? ""))
            return []
        case .setLanguage:
            if case .list(let screen) = state.top?.body, case .trending(let language, _) = screen.source {
                state.mode = .prompt(PromptLine(.language, language ?? ""))
            }
            return []
        case .nextPeriod:
            guard case .list(let screen) = state.top?.body, case .trending(let language, let period) = screen.source else { return [] }
            return Coordinator.trending(language: language, period: period.next, in: &state)
        case .section(let section): return Coordinator.show(section, in: &state)
        case .nextTab: return switchTab(by: 1, &state)
        case .previousTab: return switchTab(by: -1, &state)
        case .toggleFavorite: return Favorites.toggle(&state)
        case .toggleFollow: return Following.start(&state)
        case .openInBrowser, .copyURL: return link(action, &state)
        case .refresh: return refresh(&state)
        case .togglePreview:
            state.preview.toggled = !state.preview.isShown(columns: state.size.columns)
            if state.preview.toggled == true && state.size.columns < Preview.narrowestWidth {
                state.say("The preview needs a terminal \(Preview.narrowestWidth) columns wide", isError: true)
            }
            return []
        case .messages:
            state.mode = .messages
            return []
        case .help:
            state.mode = .help
            return []
        case .quit:
            state.isFinished = true
            return [.quit]
        case .suspend: return [.suspend]
        case .custom(let key): return CustomCommand.run(key, &state)
        case .scrollDown, .scrollUp, .close, .keepFilter, .clearFilter, .submit, .leavePrompt, .earlierLine, .laterLine, .confirm,
            .decline:
            return ModeActions.perform(action, &state)
        }
    }

    private static func move(by delta: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        let height = state.top.map { Layout.listHeight($0, in: state) } ?? 1
        state.updateTop { screen in
            screen.updateFocusedList { Scrolling.move(&$0, by: delta, height: height) }
        }
        return []
    }

    private static func move(byPages pages: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        guard let top = state.top else { return [] }
        return move(by: pages * max(1, Layout.listHeight(top, in: state) - 1), &state)
    }

    /// Enter: anything with a login opens its profile.
    private static func open(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let row = state.top?.focusedList?.selectedRow, let text = row.login else { return [] }
        openProfile(text, &state)
        return []
    }

    /// `u`: a repository's owner's profile.
    private static func openOwner(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let owner = state.top?.focusedList?.selectedRow?.ownerLogin else { return [] }
        openProfile(owner, &state)
        return []
    }

    /// Opens the profile of `text` above the screen shown, if it is a login.
    private static func openProfile(_ text: String, _ state: inout BrowseState) {
        guard let screen = state.top else { return }
        guard let login = Login(text) else {
            state.say("'\(text)' is not a login gh-users can open", isError: true)
            return
        }
        var tab: ProfileTab?
        if case .profile(let profile) = screen.body { tab = profile.tab }
        Coordinator.open(login, from: tab, in: &state)
    }

    private static func expand(_ state: inout BrowseState) -> [BrowseEffect] {
        let height = state.top.map { Layout.listHeight($0, in: state) } ?? 1
        state.updateTop { screen in
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
            let tabs = profile.availableTabs
            let index = ((tabs.firstIndex(of: profile.tab) ?? 0) + step + tabs.count) % tabs.count
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
            state.say("Nothing here has a web page", isError: true)
            return []
        }
        if action == .copyURL {
            state.say("Copied \(url)", isError: false)
            return [.copy(url)]
        }
        state.say("Opening \(url) in the browser", isError: false)
        return [.open(url)]
    }

    /// The query of the search shown, for `s` to start from.
    private static func currentQuery(_ state: BrowseState) -> String? {
        guard case .list(let screen) = state.stacks[.search]?.first?.body, case .search(let search) = screen.source else { return nil }
        return search.query
    }

    /// `r`: everything on the screen that failed or waits for the rate limit (the profile, its
    /// tab, the list) is asked again at once; when nothing did, the list (and a profile) is
    /// fetched afresh from its first page, revalidated through the cache, its rows kept on
    /// screen until the new ones arrive.
    private static func refresh(_ state: inout BrowseState) -> [BrowseEffect] {
        state.avatars.forgetFailures()
        state.people.forgetFailure()
        guard let screen = state.top, let list = screen.focusedList else { return [] }
        var profileFailed = false
        if case .profile(let profile) = screen.body, case .failed = profile.status { profileFailed = true }
        let listFailed = list.status != .idle && list.status != .loading
        guard listFailed || profileFailed else {
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
        state.updateTop { screen in
            if case .profile(var profile) = screen.body {
                if case .failed = profile.status { profile.status = .idle }
                // Tabs out of sight that failed ask again when shown.
                for tab in profile.tabs.keys where tab != profile.tab { profile.tabs[tab]?.clearFailure() }
                screen.body = .profile(profile)
            }
            screen.updateFocusedList { $0.clearFailure() }
        }
        return Browser.loadFocused(&state)
    }
}
