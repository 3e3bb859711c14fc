import GHDomain

/// `F`: follow, or stop following, the user whose profile is shown, else whose row is selected.
/// GitHub is asked first whether you follow them, so the question the status line asks is right
/// whatever the card showed; `y` then makes the change through the same paced lane and journal
/// as `gh-users follow`. The cards' and the preview's "you follow" (and follower count) change
/// at once, and back when GitHub refuses, whose reason the status line says.
enum Following {
    /// `F`: asks GitHub whether you follow the user.
    static func start(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let screen = state.top, let login = candidate(on: screen) else {
            state.say("Select a user to follow or unfollow", isError: true)
            return []
        }
        state.followAsked = login
        state.say("Asking GitHub whether you follow \(login.rawValue)…", isError: false)
        return [.checkFollowing(login)]
    }

    /// GitHub said whether you follow `login`: the question is asked, unless `F` was pressed for
    /// someone else since, or a line is being typed.
    static func checked(_ login: Login, _ result: Result<Bool, BrowseFailure>, _ state: inout BrowseState) {
        guard state.followAsked == login else { return }
        state.followAsked = nil
        switch result {
        case .failure(let failure):
            state.say(failure.message, isError: true)
        case .success(let following):
            mark(login, youFollow: following, &state)
            guard state.mode == .normal else { return }
            state.message = nil
            state.mode = .question(FollowQuestion(login: login, follow: !following))
        }
    }

    /// The answer: yes makes the change and shows it at once; no leaves everything as it was.
    static func answer(yes: Bool, _ state: inout BrowseState) -> [BrowseEffect] {
        guard case .question(let question) = state.mode else { return [] }
        state.mode = .normal
        guard yes else {
            state.say("Nothing was changed", isError: false)
            return []
        }
        mark(question.login, youFollow: question.follow, followers: question.follow ? 1 : -1, &state)
        state.say("\(question.follow ? "Following" : "Unfollowing") \(question.login.rawValue)…", isError: false)
        return [.setFollowing(question.login, follow: question.follow)]
    }

    /// GitHub made the change (run `run` of the journal), or did not: then the marks go back.
    static func changed(_ login: Login, follow: Bool, _ result: Result<Int, BrowseFailure>, _ state: inout BrowseState) {
        switch result {
        case .success(let run):
            state.say("\(follow ? "Followed" : "Unfollowed") \(login.rawValue) (run \(run) of the journal)", isError: false)
        case .failure(let failure):
            mark(login, youFollow: !follow, followers: follow ? -1 : 1, &state)
            state.say(failure.message, isError: true)
        }
    }

    /// The login `F` is about on `screen`: the profile shown, else the user selected.
    private static func candidate(on screen: Screen) -> Login? {
        if case .profile(let profile) = screen.body { return profile.login }
        switch screen.focusedList?.selectedRow {
        case .user(let user): return Login(user.login)
        case .favorite(let favorite): return Login(favorite.login)
        case .organization, .repository, nil: return nil
        }
    }

    /// Every card and preview of `login` shows whether you follow them; where that changes, its
    /// follower count moves by `followers`.
    private static func mark(_ login: Login, youFollow: Bool, followers: Int = 0, _ state: inout BrowseState) {
        let key = login.rawValue.lowercased()
        func update(_ profile: inout UserProfile) {
            let was = profile.extras.youFollow
            profile.extras.youFollow = youFollow
            if was != youFollow, let count = profile.followers { profile.followers = max(0, count + followers) }
        }
        for (section, screens) in state.stacks {
            for (index, screen) in screens.enumerated() {
                guard case .profile(var profile) = screen.body, profile.login.rawValue.lowercased() == key, var loaded = profile.profile
                else { continue }
                update(&loaded)
                profile.profile = loaded
                state.stacks[section]![index].body = .profile(profile)
            }
        }
        if case .loaded(var profile)? = state.preview.entry(for: login.rawValue) {
            update(&profile)
            state.preview.remember(login.rawValue, .loaded(profile))
        }
    }
}
