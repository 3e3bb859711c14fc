import GHDomain

/// What the runtime's work brings back: pages, profiles, favorites, notices. A result for a
/// screen no longer on a stack, or for an older generation of a list, is dropped.
enum Results {
    static func handle(_ event: BrowseEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        switch event {
        case .page(let ticket, let result):
            receive(ticket, result, &state)
        case .profile(let id, let generation, let result):
            var effects: [BrowseEffect] = []
            if case .success(let loaded) = result, let kept = state.favorites.list?.users.first(where: { $0.id == loaded.summary.id }),
                kept.login != loaded.summary.login || kept.name != loaded.name
            {
                // A favorite kept under an old login, or without its name (added from a list), is
                // brought up to date, as fav add does.
                effects.append(.saveFavorite(FavoriteUser(profile: loaded, host: kept.host, addedAt: kept.addedAt), isFavorite: true))
            }
            state.updateScreen(id) { screen in
                guard case .profile(var profile) = screen.body, profile.generation == generation else { return }
                switch result {
                case .success(let loaded):
                    profile.profile = loaded
                    profile.status = .loaded
                case .failure(let failure):
                    profile.status = .failed(failure.message)
                }
                screen.body = .profile(profile)
            }
            return effects
        case .favorites(.success(let list)):
            state.favorites.list = list
            state.favorites.ids = list.ids
        case .favorites(.failure(let failure)):
            state.favorites.problem = "Favorites cannot be used: \(failure.message)"
            state.message = Message(isError: true, text: state.favorites.problem ?? "")
        case .favoriteSaved(let favorite, let isFavorite, .success(let list)):
            state.favorites.list = list
            state.favorites.ids = list.ids
            let name = favorite.login
            state.message = Message(isError: false, text: isFavorite ? "★ \(name) is a favorite" : "\(name) is no longer a favorite")
        case .favoriteSaved(let favorite, let isFavorite, .failure(let failure)):
            if isFavorite { state.favorites.ids.remove(favorite.id) } else { state.favorites.ids.insert(favorite.id) }
            state.message = Message(isError: true, text: failure.message)
        case .notice(let text):
            state.message = Message(isError: text.hasPrefix("Warning:"), text: text)
        case .rateLimit(let snapshot):
            state.rateLimit = snapshot
        case .openFailed(let text):
            state.message = Message(isError: true, text: text)
        case .input, .resize, .resumed:
            break
        }
        return []
    }

    private static func receive(_ ticket: LoadTicket, _ result: Result<Page<Row>, BrowseFailure>, _ state: inout BrowseState) {
        state.updateScreen(ticket.screen) { screen in
            // The cap of the list the page was asked for, which need not be the one in focus.
            let cap = screen.source(of: ticket.slot)?.resultCap
            change(ticket.slot, of: &screen) { list in
                switch result {
                case .success(let page):
                    _ = list.receive(page, generation: ticket.generation, cap: cap)
                case .failure(let failure):
                    list.fail(failure.isRateLimit ? .paused(failure.message) : .failed(failure.message), generation: ticket.generation)
                }
            }
        }
    }

    /// Changes the list in `slot` of `screen`.
    private static func change(_ slot: ListSlot, of screen: inout Screen, _ change: (inout PagedList) -> Void) {
        switch (slot, screen.body) {
        case (.main, .list(var list)):
            change(&list.list)
            screen.body = .list(list)
        case (.tab(let tab), .profile(var profile)):
            guard var list = profile.tabs[tab] else { return }
            change(&list)
            profile.tabs[tab] = list
            screen.body = .profile(profile)
        default:
            break
        }
    }
}
