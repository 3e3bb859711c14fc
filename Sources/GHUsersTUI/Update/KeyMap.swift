import GHTerminal

/// Which keys do what, and where: the one table that handles keys in every mode (browsing, a
/// filter or a line being typed, an overlay, a question on the status line), that the help
/// overlay is made from and that the status line's hints are chosen from, so the three cannot
/// disagree. What a filter or a line does with the keys no binding takes is the line's own
/// editing (see ``LineEditor``).
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
        /// The modes it works in.
        var modes: Set<KeyMode> = [.normal]
        /// Whether it takes every key that no other binding of its modes takes ("any other key
        /// closes").
        var takesOtherKeys = false
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
    /// Every mode but browsing, where `q` and Ctrl-c quit.
    private static let notBrowsing = Set(KeyMode.allCases).subtracting([.normal])

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
        Binding(keys: [.character("/")], label: "/", summary: "filter the loaded rows", action: .filter, scope: lists),
        Binding(keys: [.character("s")], label: "s", summary: "new search (GitHub's qualifiers work)", action: .search),
        Binding(
            keys: [.character("L")], label: "L", summary: "set the language", action: .setLanguage,
            scope: .on(lists: [.trending], profiles: false)),
        Binding(
            keys: [.character("P")], label: "P", summary: "next period: day, week, month, year, all time", action: .nextPeriod,
            scope: .on(lists: [.trending], profiles: false)),
        Binding(keys: [.character("1")], label: "1", summary: "Users", action: .section(.users)),
        Binding(keys: [.character("2")], label: "2", summary: "Search", action: .section(.search)),
        Binding(keys: [.character("3")], label: "3", summary: "Trending", action: .section(.trending)),
        Binding(keys: [.character("4")], label: "4", summary: "Favorites", action: .section(.favorites)),
        Binding(keys: [.tab], label: "Tab", summary: "next tab", action: .nextTab, scope: profiles),
        Binding(keys: [.backTab], label: "Shift-Tab", summary: "previous tab", action: .previousTab, scope: profiles),
        Binding(keys: [.character("f")], label: "f", summary: "toggle ★ favorite", action: .toggleFavorite, scope: favoriteTargets),
        Binding(
            keys: [.character("F")], label: "F", summary: "follow or unfollow on GitHub, asked y/n first", action: .toggleFollow,
            scope: favoriteTargets),
        Binding(keys: [.character("o")], label: "o", summary: "open in the web browser", action: .openInBrowser, scope: lists),
        Binding(keys: [.character("y")], label: "y", summary: "copy the URL (OSC 52)", action: .copyURL, scope: lists),
        Binding(keys: [.character("r")], label: "r", summary: "refresh, or retry what failed", action: .refresh, scope: lists),
        Binding(
            keys: [.character("p")], label: "p", summary: "show or hide the preview beside the list", action: .togglePreview, scope: lists),
        Binding(keys: [.character("m")], label: "m", summary: "messages of this run", action: .messages),
        Binding(keys: [.character("?")], label: "?", summary: "this help", action: .help),
        Binding(keys: [.character("q"), .control("c")], label: "q Ctrl-c", summary: "quit", action: .quit),
        Binding(keys: [.control("z")], label: "Ctrl-z", summary: "suspend", action: .suspend),
        // Typing a filter.
        Binding(keys: [.enter], label: "Enter", summary: "keeps it", action: .keepFilter, modes: [.filter]),
        Binding(keys: [.escape], label: "Esc", summary: "clears it", action: .clearFilter, modes: [.filter]),
        Binding(keys: [.down], label: "↓", summary: "next row", action: .moveDown, modes: [.filter]),
        Binding(keys: [.up], label: "↑", summary: "previous row", action: .moveUp, modes: [.filter]),
        // Typing a search or a language.
        Binding(keys: [.enter], label: "Enter", summary: "runs it", action: .submit, modes: [.prompt]),
        Binding(keys: [.escape], label: "Esc", summary: "leaves it", action: .leavePrompt, modes: [.prompt]),
        Binding(keys: [.up], label: "↑", summary: "an earlier line", action: .earlierLine, modes: [.prompt]),
        Binding(keys: [.down], label: "↓", summary: "a later line", action: .laterLine, modes: [.prompt]),
        // The help and the messages.
        Binding(keys: [.character("j"), .down], label: "j ↓", summary: "scroll down", action: .scrollDown, modes: [.overlay]),
        Binding(keys: [.character("k"), .up], label: "k ↑", summary: "scroll up", action: .scrollUp, modes: [.overlay]),
        Binding(keys: [], label: "any other key", summary: "closes", action: .close, modes: [.overlay], takesOtherKeys: true),
        // A question on the status line.
        Binding(keys: [.character("y"), .character("Y")], label: "y", summary: "yes", action: .confirm, modes: [.question]),
        Binding(keys: [], label: "any other key", summary: "no", action: .decline, modes: [.question], takesOtherKeys: true),
        // Whatever is being typed or shown, Ctrl-c quits and Ctrl-z suspends, as the help says.
        Binding(keys: [.control("c")], label: "Ctrl-c", summary: "quit", action: .quit, modes: notBrowsing),
        Binding(keys: [.control("z")], label: "Ctrl-z", summary: "suspend", action: .suspend, modes: notBrowsing),
    ]

    /// Every key a built-in binding uses while browsing, which a custom key may not take.
    static let builtInKeys: Set<Key> = Set(bindings.filter { $0.modes.contains(.normal) }.flatMap(\.keys))

    /// The action `key` does in `mode` and `context`, if any: a built-in's, else the mode's
    /// binding for any other key, else (browsing) a custom key's.
    static func action(for key: Key, in context: KeyContext, mode: KeyMode = .normal, custom: [CustomKey] = []) -> Action? {
        let here = bindings.filter { $0.modes.contains(mode) && $0.scope.contains(context) }
        if let bound = here.first(where: { $0.keys.contains(key) }) ?? here.first(where: \.takesOtherKeys) { return bound.action }
        guard mode == .normal, case .character(let character) = key, let bound = custom.first(where: { $0.key == character }) else {
            return nil
        }
        return .custom(bound)
    }

    /// The lines of the help overlay in `context`: each binding that works there as its keys and
    /// what they do, the four section keys as one line, the custom keys by their names, then one
    /// line for each other mode, its keys and what they do.
    static func help(in context: KeyContext, custom: [CustomKey] = []) -> [(keys: String, summary: String)] {
        var lines: [(keys: String, summary: String)] = []
        var sections: [Binding] = []
        for binding in bindings where binding.modes.contains(.normal) && binding.scope.contains(context) {
            guard case .section = binding.action else {
                lines.append((binding.label, binding.summary))
                continue
            }
            if sections.isEmpty { lines.append(("", "")) }
            sections.append(binding)
            lines[lines.count - 1] = (sections.map(\.label).joined(separator: " "), sections.map(\.summary).joined(separator: " · "))
        }
        let modes = KeyMode.allCases.filter { $0 != .normal }.map { mode in
            (mode.title, bindings.filter { $0.modes == [mode] }.map { "\($0.label) \($0.summary)" }.joined(separator: " · "))
        }
        return lines + custom.map { (String($0.key), $0.name) } + modes
    }

    /// The hints the status line offers, most wanted first; those that fit are shown, but
    /// `? help` and `q quit`, at the end, are the last to go.
    static let hints: [(text: String, action: Action)] = [
        ("j/k move", .moveDown), ("Enter open", .open), ("Enter expand", .expand), ("u owner", .openOwner), ("Tab tabs", .nextTab),
        ("/ filter", .filter), ("s search", .search), ("f ★", .toggleFavorite), ("F follow", .toggleFollow), ("P period", .nextPeriod),
        ("o web", .openInBrowser),
        ("? help", .help), ("q quit", .quit),
    ]

    /// Whether `action` has a key that works in `context`.
    static func works(_ action: Action, in context: KeyContext) -> Bool {
        bindings.contains { $0.action == action && $0.modes.contains(.normal) && $0.scope.contains(context) }
    }
}
