import GHDomain

/// One screen on the coordinator's stack: a list, or a profile with tabs. Screens are values;
/// they never make other screens, they only ask the coordinator to (see ``Intent``).
struct Screen: Sendable {
    /// What the screen shows.
    enum Body: Sendable {
        /// A list of users, repositories or favorites.
        case list(ListScreen)
        /// A user's profile and its tabs.
        case profile(ProfileScreen)
    }

    /// The screen's identity for its life on the stack: results for a screen no longer there
    /// are dropped.
    let id: ScreenID
    /// What the screen shows.
    var body: Body
    /// The tab of the profile this screen was opened from, named in the breadcrumb.
    var openedFrom: ProfileTab?

    /// The list the keys move in: the list screen's, or the profile's current tab.
    var focusedList: PagedList? {
        switch body {
        case .list(let screen): return screen.list
        case .profile(let profile): return profile.tabs[profile.tab]
        }
    }

    /// Changes the focused list in place (a profile's tab list is made if it is not there yet).
    mutating func updateFocusedList(_ change: (inout PagedList) -> Void) {
        updateList(focusedSlot, creating: true, change)
    }

    /// Changes the list in `slot` in place; nothing when the screen has no such list, or when it
    /// is a profile tab not made yet and `creating` is false.
    ///
    /// In place, without a copy of the rows: the screen's body is set to a placeholder while the
    /// list is changed, so that the list changed is the only reference to its rows, and a page
    /// appended to 100,000 rows copies none of them.
    mutating func updateList(_ slot: ListSlot, creating: Bool = false, _ change: (inout PagedList) -> Void) {
        let taken = body
        switch consume taken {
        case .list(var screen):
            guard slot == .main else { return }
            body = .list(ListScreen(source: screen.source))
            change(&screen.list)
            body = .list(screen)
        case .profile(var profile):
            guard case .tab(let tab) = slot, creating || profile.tabs[tab] != nil else { return }
            body = .profile(ProfileScreen(login: profile.login))
            var list = profile.tabs.removeValue(forKey: tab) ?? PagedList()
            change(&list)
            profile.tabs[tab] = list
            body = .profile(profile)
        }
    }

    /// The focused list's slot, to tag its requests with.
    var focusedSlot: ListSlot {
        if case .profile(let profile) = body { return .tab(profile.tab) }
        return .main
    }

    /// Where the list in `slot` comes from; `nil` when the screen has no such list.
    func source(of slot: ListSlot) -> ListSource? {
        switch (slot, body) {
        case (.main, .list(let screen)): return screen.source
        case (.tab(let tab), .profile(let profile)): return tab.source(profile.login)
        default: return nil
        }
    }
}

/// Names a screen for as long as it lives.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    /// A number no other screen of the session has.
    public let value: Int

    /// `#3`.
    public var description: String { "#\(value)" }
}

/// Which of a screen's lists a page belongs to.
public enum ListSlot: Hashable, Sendable {
    /// The one list of a list screen.
    case main
    /// A tab of a profile.
    case tab(ProfileTab)
}

/// A screen that is a list.
struct ListScreen: Sendable {
    /// Where its rows come from.
    var source: ListSource
    /// The rows and what the user sees of them.
    var list = PagedList()
}

/// A profile's tabs, each its own list.
public enum ProfileTab: Int, CaseIterable, Hashable, Sendable {
    case repositories, starred, followers, following, organizations
    /// An organization's members: its card alone has this tab.
    case members

    /// The tab's name: `Repos`, `Starred`, `Followers`, `Following`, `Orgs`, `Members`.
    var title: String {
        switch self {
        case .members: return "Members"
        case .repositories: return "Repos"
        case .starred: return "Starred"
        case .followers: return "Followers"
        case .following: return "Following"
        case .organizations: return "Orgs"
        }
    }

    /// Where the tab's rows come from for `login`.
    func source(_ login: Login) -> ListSource {
        switch self {
        case .repositories: return .repositories(login)
        case .starred: return .starred(login)
        case .followers: return .followers(login)
        case .following: return .following(login)
        case .organizations: return .organizations(login)
        case .members: return .members(login)
        }
    }
}

/// A screen that shows one user's profile, with tabs.
struct ProfileScreen: Sendable {
    /// How far the profile itself has come.
    enum Status: Hashable, Sendable {
        /// Not asked for yet: it is, as soon as the screen is shown.
        case idle
        case loading
        case failed(BrowseFailure)
        case loaded
    }

    /// The login it shows.
    var login: Login
    /// The profile, once it has arrived.
    var profile: UserProfile?
    /// Whether it is on its way, failed, or here.
    var status = Status.idle
    /// Whether it failed on a rate limit: it is asked for again when the limit resets.
    var failedOnRateLimit = false
    /// Counts refreshes: a profile requested for an older generation is dropped.
    var generation = 0
    /// The tab shown.
    var tab = ProfileTab.repositories
    /// Each tab's list, made when the tab is first shown.
    var tabs: [ProfileTab: PagedList] = [:]

    /// The tabs this card has, in order: an organization's (once its profile says it is one)
    /// adds Members.
    var availableTabs: [ProfileTab] {
        ProfileTab.allCases.filter { $0 != .members || profile?.summary.type == "Organization" }
    }
}
