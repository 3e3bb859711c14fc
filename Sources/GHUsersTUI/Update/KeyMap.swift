import GHTerminal

/// Which keys do what, and where: the one table that handles keys, that the help overlay is made
/// from and that the status line's hints are chosen from, so the three cannot disagree.
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

    private static let lists = Scope.on(lists: Set(ListKind.allCases), profiles: false)
    private static let profiles = Scope.on(lists: [], profiles: true)
    private static let accounts = Scope.on(lists: [.users, .organizations, .favorites], profiles: false)
    private static let favoriteTargets = Scope.on(lists: [.users, .favorites], profiles: true)
    private static let repositories = Scope.on(lists: Set(ListKind.allCases.filter(\.holdsRepositories)), profiles: false)

    /// Every built-in binding, in help order. The first that works where a key is pressed wins.
    static let bindings: [Binding] = [
        Binding(keys: [.character("j"), .down], label: "j ↓", summary: "next row", action: .moveDown, scope: lists),
        Binding(keys: [.character("k"), .up], label: "k ↑", summary: "previous row", action: .moveUp, scope: lists),
        Binding(keys: [.control("d"), .pageDown], label: "Ctrl-d PgDn", summary: "page down", action: .pageDown, scope: lists),
        Binding(keys: [.control("u"), .pageUp], label: "Ctrl-u PgUp", summary: "page up", action: .pageUp, scope: lists),
        Binding(keys: [.character("g"), .home], label: "g Home", summary: "first row", action: .first, scope: lists),
        Binding(keys: [.character("G"), .end], label: "G End", summary: "last loaded row, and load more", action: .last, scope: lists),
        Binding(
            keys: [.enter, .character(" ")], label: "Enter Space", summary: "expand a repository to its description and URL",
            action: .expand, scope: repositories),
        Binding(keys: [.enter, .character("l"), .right], label: "Enter l →", summary: "open the profile", action: .open, scope: accounts),
        Binding(
            keys: [.character("u")], label: "u", summary: "open the repository owner's profile", action: .openOwner, scope: repositories),
        Binding(
            keys: [.escape, .character("h"), .left, .backspace], label: "Esc h ← ⌫", summary: "back (first clears a filter)", action: .back),
        Binding(
            keys: [.character("/")], label: "/", summary: "filter the loaded rows; Enter keeps it, Esc clears", action: .filter,
            scope: lists),
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
        Binding(keys: [.character("f")], label: "f", summary: "toggle ★ favorite", action: .toggleFavorite, scope: favoriteTargets),
        Binding(keys: [.character("o")], label: "o", summary: "open in the web browser", action: .openInBrowser, scope: lists),
        Binding(keys: [.character("y")], label: "y", summary: "copy the URL (OSC 52)", action: .copyURL, scope: lists),
        Binding(keys: [.character("r")], label: "r", summary: "refresh, or retry what failed", action: .refresh, scope: lists),
        Binding(
            keys: [.character("p")], label: "p", summary: "show or hide the preview beside the list", action: .togglePreview, scope: lists),
        Binding(keys: [.character("m")], label: "m", summary: "messages of this run", action: .messages),
        Binding(keys: [.character("?")], label: "?", summary: "this help", action: .help),
        Binding(keys: [.character("q"), .control("c")], label: "q Ctrl-c", summary: "quit", action: .quit),
        Binding(keys: [.control("z")], label: "Ctrl-z", summary: "suspend", action: .suspend),
    ]

    /// Every key a built-in binding uses, which a custom key may not take.
    static let builtInKeys: Set<Key> = Set(bindings.flatMap(\.keys))

    /// The action `key` does in `context`, if any: a built-in's, else a custom key's.
    static func action(for key: Key, in context: KeyContext, custom: [CustomKey] = []) -> Action? {
        if let action = bindings.first(where: { $0.scope.contains(context) && $0.keys.contains(key) })?.action { return action }
        guard case .character(let character) = key, let bound = custom.first(where: { $0.key == character }) else { return nil }
        return .custom(bound)
    }

    /// The lines of the help overlay in `context`: each binding that works there as its keys and
    /// what they do, the four section keys as one line, then the custom keys by their names.
    static func help(in context: KeyContext, custom: [CustomKey] = []) -> [(keys: String, summary: String)] {
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
        return lines + custom.map { (String($0.key), $0.name) }
    }

    /// The hints the status line offers, most wanted first; those that fit are shown, but
    /// `? help` and `q quit`, at the end, are the last to go.
    static let hints: [(text: String, action: Action)] = [
        ("j/k move", .moveDown), ("Enter open", .open), ("Enter expand", .expand), ("u owner", .openOwner), ("Tab tabs", .nextTab),
        ("/ filter", .filter), ("s search", .search), ("f ★", .toggleFavorite), ("o web", .openInBrowser),
        ("? help", .help), ("q quit", .quit),
    ]

    /// Whether `action` has a key that works in `context`.
    static func works(_ action: Action, in context: KeyContext) -> Bool {
        bindings.contains { $0.action == action && $0.scope.contains(context) }
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
