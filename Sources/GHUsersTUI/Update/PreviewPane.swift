import GHDomain

/// The preview pane's rules: a profile is asked for once the selection has rested on an
/// account's row for ``Preview/restDelay``, never while it moves, and at most once per login
/// while it is kept.
enum PreviewPane {
    /// Starts a wait when the selection reached a row it was not on, while the pane shows.
    static func rest(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.preview.isShown(columns: state.size.columns) else { return [] }
        let row = state.top?.focusedList?.selectedRow
        guard row?.identity != state.preview.restingOn else { return [] }
        state.preview.restingOn = row?.identity
        state.preview.restToken += 1
        guard let login = row?.login, state.preview.entry(for: login) == nil else { return [] }
        return [.startTimer(.previewRest(state.preview.restToken), after: Preview.restDelay)]
    }

    /// The wait numbered `token` ended: the profile of the row the selection rests on is asked
    /// for, if the selection has not moved since.
    static func rested(_ token: Int, _ state: inout BrowseState) -> [BrowseEffect] {
        guard token == state.preview.restToken, state.preview.isShown(columns: state.size.columns),
            let text = state.top?.focusedList?.selectedRow?.login, state.preview.entry(for: text) == nil, let login = Login(text)
        else { return [] }
        state.preview.remember(text, .loading)
        return [.loadPreview(login)]
    }

    /// A profile for the pane arrived, or failed.
    static func received(_ login: Login, _ result: Result<UserProfile, BrowseFailure>, _ state: inout BrowseState) {
        switch result {
        case .success(let profile):
            state.preview.remember(login.rawValue, .loaded(profile))
            state.people.learn(profile)
        case .failure(let failure): state.preview.remember(login.rawValue, .failed(failure.message))
        }
    }
}
