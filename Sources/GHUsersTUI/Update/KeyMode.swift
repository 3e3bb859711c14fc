/// What the keyboard is doing, as the key map sees it: each of ``BrowseState/Mode``'s, the help
/// and the messages as one.
enum KeyMode: CaseIterable, Hashable, Sendable {
    /// Browsing: keys are commands.
    case normal
    /// Typing a filter (`/`).
    case filter
    /// Typing a search (`s`) or a language (`L`).
    case prompt
    /// The help (`?`) or the messages (`m`) over the screen.
    case overlay
    /// A question on the status line, answered with one key (`F`'s).
    case question

    /// The mode `mode` is.
    init(_ mode: BrowseState.Mode) {
        switch mode {
        case .normal: self = .normal
        case .filter: self = .filter
        case .prompt: self = .prompt
        case .help, .messages: self = .overlay
        case .question: self = .question
        }
    }

    /// How the help names the mode, on the line of its keys.
    var title: String {
        switch self {
        case .normal: return ""
        case .filter: return "In a filter"
        case .prompt: return "At s and L"
        case .overlay: return "In ? and m"
        case .question: return "Asked y/n"
        }
    }
}
