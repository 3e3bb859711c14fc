import GHTerminal

/// Which keys do what, on which screens: the one table that handles keys and that the help
/// overlay is made from, so the two cannot disagree.
enum KeyMap {
    /// One line of the table.
    struct Binding: Sendable {
        /// The keys, any of which does the action.
        var keys: [Key]
        /// How the keys are written in the help: `j k ↓ ↑`.
        var label: String
        /// What they do, in a few words.
        var summary: String
        /// The action.
        var action: Action
        /// Where it works.
        var scope = Scope.anywhere
    }

    /// Where a binding works.
    enum Scope: Hashable, Sendable {
        /// On every screen, and with none (the search section before a search).
        case anywhere
        /// Where the focused list is one of `lists`, and on every profile if `profiles`.
        case on(lists: Set<ListKind>, profiles: Bool)

        /// Whether a key with this scope works in `context`.
        func contains(_ context: KeyContext) -> Bool {
            switch self {
            case .anywhere: return true
            case .on(let lists, let profiles): return (profiles && context.onProfile) || context.list.map(lists.contains) ?? false
            }
        }
    }

    private static let profiles = Scope.on(lists: [], profiles: true)
    private static let accounts = Scope.on(lists: [.users, .favorites], profiles: true)
    private static let repositories = Scope.on(lists: Set(ListKind.allCases.filter(\.holdsRepositories)), profiles: false)

    /// Every binding, in help order.
    static let bindings: [Binding] = [
        Binding(keys: [.character("j"), .down], label: "j ↓", summary: "next row", action: .moveDown),
        Binding(keys: [.character("k"), .up], label: "k ↑", summary: "previous row", action: .moveUp),
        Binding(keys: [.control("d"), .pageDown], label: "Ctrl-d PgDn", summary: "page down", action: .pageDown),
        Binding(keys: [.control("u"), .pageUp], label: "Ctrl-u PgUp", summary: "page up", action: .pageUp),
        Binding(keys: [.character("g"), .home], label: "g Home", summary: "first row", action: .first),
        Binding(keys: [.character("G"), .end], label: "G End", summary: "last loaded row, and load more", action: .last),
        Binding(
            keys: [.enter, .character("l"), .right], label: "Enter l →", summary: "open the profile; expand a repository", action: .open),
        Binding(
            keys: [.character(" ")], label: "Space", summary: "expand a repository to its description and URL", action: .expand,
            scope: repositories),
        Binding(
            keys: [.escape, .character("h"), .left, .backspace], label: "Esc h ← ⌫", summary: "back (first clears a filter)", action: .back),
        Binding(keys: [.character("/")], label: "/", summary: "filter the loaded rows; Enter keeps it, Esc clears", action: .filter),
        Binding(keys: [.character("s")], label: "s", summary: "new search (GitHub's qualifiers work)", action: .search),
        Binding(
            keys: [.character("L")], label: "L", summary: "set the language", action: .setLanguage,
            scope: .on(lists: [.trending], profiles: false)),
        Binding(keys: [.character("1")], label: "1", summary: "Users", action: .section(.users)),
        Binding(keys: [.character("2")], label: "2", summary: "Search", action: .section(.search)),
        Binding(keys: [.character("3")], label: "3", summary: "Trending", action: .section(.trending)),
        Binding(keys: [.character("4")], label: "4", summary: "Favorites", action: .section(.favorites)),
        Binding(keys: [.tab], label: "Tab", summary: "next tab", action: .nextTab, scope: profiles),
        Binding(keys: [.backTab], label: "Shift-Tab", summary: "previous tab", action: .previousTab, scope: profiles),
        Binding(keys: [.character("f")], label: "f", summary: "toggle ★ favorite", action: .toggleFavorite, scope: accounts),
        Binding(keys: [.character("o")], label: "o", summary: "open in the web browser", action: .openInBrowser),
        Binding(keys: [.character("y")], label: "y", summary: "copy the URL (OSC 52)", action: .copyURL),
        Binding(keys: [.character("r")], label: "r", summary: "refresh, or retry what failed", action: .refresh),
        Binding(keys: [.character("?")], label: "?", summary: "this help", action: .help),
        Binding(keys: [.character("q"), .control("c")], label: "q Ctrl-c", summary: "quit", action: .quit),
        Binding(keys: [.control("z")], label: "Ctrl-z", summary: "suspend", action: .suspend),
    ]

    /// The action `key` does in `context`, if any.
    static func action(for key: Key, in context: KeyContext) -> Action? {
        bindings.first { $0.scope.contains(context) && $0.keys.contains(key) }?.action
    }

    /// The lines of the help overlay in `context`: each binding that works there as its keys and
    /// what they do, the four section keys as one line.
    static func help(in context: KeyContext) -> [(keys: String, summary: String)] {
        var lines: [(keys: String, summary: String)] = []
        var sections: [Binding] = []
        for binding in bindings where binding.scope.contains(context) {
            guard case .section = binding.action else {
                lines.append((binding.label, binding.summary))
                continue
            }
            if sections.isEmpty { lines.append(("", "")) }
            sections.append(binding)
            lines[lines.count - 1] = (sections.map(\.label).joined(separator: " "), sections.map(\.summary).joined(separator: " · "))
        }
        return lines
    }
}

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
