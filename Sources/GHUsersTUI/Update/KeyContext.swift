/// Where a key is pressed, as the key map sees it: what the focused list holds, and whether it
/// is a profile's tab.
struct KeyContext: Hashable, Sendable {
    /// What the focused list holds; `nil` when there is no list (the search section before a
    /// search).
    var list: ListKind?
    /// Whether the screen is a profile.
    var onProfile: Bool

    /// The context of `state`'s top screen.
    init(_ state: BrowseState) {
        switch state.top?.body {
        case .list(let screen)?: self.init(list: screen.source.kind, onProfile: false)
        case .profile(let profile)?: self.init(list: profile.tab.source(profile.login).kind, onProfile: true)
        case nil: self.init(list: nil, onProfile: false)
        }
    }

    /// A context.
    init(list: ListKind?, onProfile: Bool) {
        self.list = list
        self.onProfile = onProfile
    }
}
