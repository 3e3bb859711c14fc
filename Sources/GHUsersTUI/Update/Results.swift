import GHDomain

/// What the runtime's work brings back: pages, profiles, favorites, notices. A result for a
/// screen no longer on a stack, or for an older generation of a list, is dropped.
enum Results {
    static func handle(_ event: BrowseEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        // "retrying in 0.4s (attempt 2 of 3)" is over when the screen shown tells how it failed.
        if state.message?.isProgress == true, let failed = failedScreen(of: event), failed == state.top?.id {
            state.message = nil
        }
        switch event {
        case .page(let ticket, let result):
            receive(ticket, result, &state)
        case .profile(let id, let generation, let result):
            return profile(id, generation, result, &state)
        case .previewProfile(let login, let result):
            PreviewPane.received(login, result, &state)
        case .timerFired(.previewRest(let token)):
            return PreviewPane.rested(token, &state)
        case .imageSupport(let imageProtocol):
            state.avatars.imageProtocol = imageProtocol
        case .avatar(let url, let image):
            state.avatars.receive(url, image: image)
        case .details(let users, let result):
            state.people.receive(users, result)
            if case .failure(let failure) = result {
                state.say("Names, locations and followers could not be had: \(failure.message) — r asks again", isError: true)
            }
        case .favorites(.success(let list)):
            state.favorites.list = list
            state.favorites.ids = list.ids
        case .favorites(.failure(let failure)):
            let problem = "Favorites cannot be used: \(failure.message)"
            state.favorites.problem = problem
            state.say(problem, isError: true)
        case .favoriteSaved(let favorite, let isFavorite, .success(let list)):
            state.favorites.list = list
            state.favorites.ids = list.ids
            let name = favorite.login
            state.say(isFavorite ? "★ \(name) is a favorite" : "\(name) is no longer a favorite", isError: false)
        case .favoriteSaved(let favorite, let isFavorite, .failure(let failure)):
            if isFavorite { state.favorites.ids.remove(favorite.id) } else { state.favorites.ids.insert(favorite.id) }
            state.say(failure.message, isError: true)
        case .favoriteRefreshed(.success(let list)):
            // Housekeeping the user did not ask for: the list changes, nothing is said.
            state.favorites.list = list
        case .favoriteRefreshed(.failure):
            break
        case .followChecked(let login, let result):
            Following.checked(login, result, &state)
        case .followChanged(let login, let follow, let result):
            Following.changed(login, follow: follow, result, &state)
        case .notice(let text):
            state.say(text, isError: text.hasPrefix("Warning:"))
            state.message?.isProgress = !text.hasPrefix("Warning:")
        case .rateLimit(let snapshot):
            state.rateLimit = snapshot
        case .openFailed(let text):
            state.say(text, isError: true)
        case .commandFinished(let name, let problem):
            if let problem { state.say("\(name): \(problem)", isError: true) }
        case .statusNote(let note):
            state.statusNote = note
        case .rateLimitReset:
            // The profile on screen, when the limit stopped it, is asked for again (by `settle`).
            state.updateTop { screen in
                guard case .profile(var profile) = screen.body, case .failed = profile.status, profile.failedOnRateLimit else { return }
                profile.status = .idle
                profile.generation += 1
                screen.body = .profile(profile)
            }
            guard case .paused? = state.top?.focusedList?.status else { return [] }
            state.updateTop { $0.updateFocusedList { $0.clearFailure() } }
            return Browser.loadFocused(&state)
        case .input, .resize, .resumed, .endRequested:
            break
        }
        return []
    }

    /// The screen a failed page or profile was for; `nil` for any other event.
    private static func failedScreen(of event: BrowseEvent) -> ScreenID? {
        switch event {
        case .page(let ticket, .failure): return ticket.screen
        case .profile(let id, _, .failure): return id
        default: return nil
        }
    }

    /// A profile arrived, or failed. A favorite kept under an old login, or without its name
    /// (added from a list), is brought up to date, as `fav add` does.
    private static func profile(
        _ id: ScreenID, _ generation: Int, _ result: Result<UserProfile, BrowseFailure>, _ state: inout BrowseState
    ) -> [BrowseEffect] {
        var effects: [BrowseEffect] = []
        if case .success(let loaded) = result, let kept = state.favorites.list?.users.first(where: { $0.id == loaded.summary.id }),
            kept.login != loaded.summary.login || kept.name != loaded.name
        {
            effects.append(.refreshFavorite(FavoriteUser(profile: loaded, host: kept.host, addedAt: kept.addedAt)))
        }
        state.updateScreen(id) { screen in
            guard case .profile(var profile) = screen.body, profile.generation == generation else { return }
            switch result {
            case .success(let loaded):
                profile.profile = loaded
                profile.status = .loaded
            case .failure(let failure):
                profile.status = .failed(failure)
                profile.failedOnRateLimit = failure.isRateLimit
            }
            screen.body = .profile(profile)
        }
        if case .success(let loaded) = result {
            state.preview.remember(loaded.summary.login, .loaded(loaded))
            state.people.learn(loaded)
        }
        return effects
    }

    private static func receive(_ ticket: LoadTicket, _ result: Result<Page<Row>, BrowseFailure>, _ state: inout BrowseState) {
        state.updateScreen(ticket.screen) { screen in
            // The source of the list the page was asked for, which need not be the one in focus.
            guard let source = screen.source(of: ticket.slot) else { return }
            screen.updateList(ticket.slot) { list in
                switch result {
                case .success(let page):
                    _ = list.receive(page, generation: ticket.generation, cap: source.resultCap, measure: source.kind.measure)
                case .failure(let failure):
                    list.fail(failure.isRateLimit ? .paused(failure.message) : .failed(failure), generation: ticket.generation)
                }
            }
        }
    }
}
