import GHDomain
import GHTerminal

/// The browser's pure core: a state, events in, effects out, and frames drawn from the state
/// alone (bubbletea's loop, ratatui's immediate mode). Everything that touches the network, the
/// disk or the terminal is the runtime's.
public enum Browser {
    /// The state a session starts in and the work it starts with.
    public static func start(_ start: StartScreen, size: TerminalSize, options: BrowseOptions) -> (BrowseState, [BrowseEffect]) {
        var state = Coordinator.start(start, size: size, options: options)
        let effects = [BrowseEffect.loadFavorites] + settle(&state)
        return (state, effects)
    }

    /// Applies `event` to `state` and returns the work it calls for.
    public static func update(_ state: inout BrowseState, _ event: BrowseEvent) -> [BrowseEffect] {
        var effects: [BrowseEffect]
        switch event {
        case .input(let input):
            effects = Input.handle(input, &state)
        case .resize(let size), .resumed(let size?):
            state.size = size
            if let screen = state.top {
                let height = Layout.listHeight(screen, in: state)
                state.updateTop { screen in
                    screen.updateFocusedList { Scrolling.keepSelectionVisible(&$0, height: height) }
                }
            }
            effects = []
        case .resumed(nil):
            effects = []
        case .endRequested:
            state.isFinished = true
            effects = [.quit]
        default:
            effects = Results.handle(event, &state)
        }
        return effects + settle(&state)
    }

    /// Asks for what the screen on top needs and does not have: its profile and avatars, its
    /// list's first page, the next page once the selection nears the end of what is loaded, and
    /// a wait before previewing the selected row. Only the screen shown asks, so nothing is
    /// fetched for screens out of sight.
    static func settle(_ state: inout BrowseState) -> [BrowseEffect] {
        guard !state.isFinished, let screen = state.top else { return [] }
        var effects: [BrowseEffect] = []
        if case .profile(var profile) = screen.body {
            if profile.status == .idle {
                profile.status = .loading
                effects.append(.loadProfile(screen.id, generation: profile.generation, profile.login))
            }
            if profile.tabs[profile.tab] == nil { profile.tabs[profile.tab] = PagedList() }
            state.updateTop { $0.body = .profile(profile) }
        }
        effects += AvatarRequests.next(&state)
        effects += DetailRequests.next(&state)
        effects += PreviewPane.rest(&state)
        guard let top = state.top, let list = top.focusedList, list.wantsMore(height: Layout.listHeight(top, in: state)) else {
            return effects
        }
        return effects + loadFocused(&state)
    }

    /// Asks for the focused list's next page (its first, if none came yet or it is being
    /// refreshed), if it can load.
    static func loadFocused(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let top = state.top, let list = top.focusedList, list.canLoad, let source = top.source(of: top.focusedSlot) else { return [] }
        var ticket = LoadTicket(screen: top.id, slot: top.focusedSlot, generation: 0)
        var cursor: PageCursor?
        let height = Layout.listHeight(top, in: state)
        state.updateTop { screen in
            screen.updateFocusedList { list in
                ticket.generation = list.beginLoading()
                cursor = list.nextCursor
                // `Loading…` shows under the last row.
                Scrolling.keepSelectionVisible(&list, height: height)
            }
        }
        return [.load(ticket, source, cursor: cursor)]
    }
}
