import Foundation
import GHDomain
import GHTerminal

/// Everything the browser knows: one stack of screens per section, what is being typed, the
/// favorites, the messages, the preview and the terminal's size. `update` changes it; `render`
/// draws it. Nothing in it does any I/O.
public struct BrowseState: Sendable {
    /// What the keyboard is doing.
    enum Mode: Hashable, Sendable {
        /// Keys are commands.
        case normal
        /// Typing a filter for the focused list (`/`).
        case filter(LineEditor)
        /// Typing a line: a search query (`s`) or a language (`L`).
        case prompt(PromptLine)
        /// The help overlay is shown; j and k scroll it, any other key closes it.
        case help
        /// The message log is shown; j and k scroll it, any other key closes it.
        case messages
        /// The status line asks whether to follow or stop following a user (`F`); `y` does it,
        /// any other key does not.
        case question(FollowQuestion)
    }

    /// The favorites as far as the browser knows them.
    struct Favorites: Sendable {
        /// The ids marked ★; changed at once when `f` is pressed.
        var ids: Set<Int> = []
        /// The saved list, once read.
        var list: FavoriteList?
        /// Why favorites cannot be read or kept, if they cannot.
        var problem: String?
    }

    /// The section shown.
    var section: Section
    /// Each section's screens, the root first; a section not yet visited has none.
    var stacks: [Section: [Screen]] = [:]
    /// What the keyboard is doing.
    var mode = Mode.normal
    /// How far the help overlay or the message log is scrolled, when it does not fit.
    var overlayScroll = 0
    /// The lines typed at each prompt this run, oldest first, for ↑ and ↓.
    var history: [Prompt: [String]] = [:]
    /// The favorites.
    var favorites = Favorites()
    /// A line for the status bar until the next key: an error, a notice, a confirmation.
    var message: Message?
    /// Every message of this run, oldest first, the last ``messageLogLimit``: the log `m` shows.
    private(set) var messageLog: [Message] = []
    /// A note the runtime keeps on the status line until it changes it: how long until the rate
    /// limit resets, that no token is used.
    var statusNote: StatusNote?
    /// The rate limit the latest answer reported.
    var rateLimit: RateLimitSnapshot?
    /// The pane beside the list that previews the selected row.
    var preview: Preview
    /// The avatar images: whether and how the terminal shows them, and those that arrived.
    var avatars = Avatars()
    /// The names, locations and followers of the people in user lists, as far as they arrived.
    var people = PeopleDetails()
    /// The login `F` asked GitHub about, whose answer becomes the question; `nil` when none is
    /// awaited.
    var followAsked: Login?
    /// The terminal's size.
    var size: TerminalSize
    /// Fixed for the session (colour, mouse, time zone), but for the background, which the
    /// terminal tells once the first requests are on their way, before anything is drawn.
    var options: BrowseOptions
    /// Whether the session should end.
    var isFinished = false
    private var screensMade = 0

    /// A state with no screens yet, `size` big, showing `section`.
    init(section: Section, size: TerminalSize, options: BrowseOptions) {
        self.section = section
        self.size = size
        self.options = options
        preview = Preview(setting: options.preview)
        people.isAvailable = options.peopleDetails
        statusNote = options.statusNote
        for text in options.startupMessages { say(text, isError: text.hasPrefix("Warning:")) }
    }

    /// The most messages the log keeps.
    static let messageLogLimit = 100

    /// Shows `text` on the status line until the next key, and keeps it in the log.
    mutating func say(_ text: String, isError: Bool) {
        let said = Message(isError: isError, text: text)
        message = said
        messageLog.append(said)
        if messageLog.count > Self.messageLogLimit { messageLog.removeFirst(messageLog.count - Self.messageLogLimit) }
    }

    /// The first row the list in focus shows, for measuring.
    public var topRow: Int { top?.focusedList?.top ?? 0 }

    /// How many rows the list in focus has loaded, for measuring.
    public var rowsLoaded: Int { top?.focusedList?.rows.count ?? 0 }

    /// The screens of the current section.
    var stack: [Screen] {
        get { stacks[section] ?? [] }
        set { stacks[section] = newValue }
    }

    /// The screen on top of the current section's stack.
    var top: Screen? { stack.last }

    /// Changes the top screen in place.
    mutating func updateTop(_ change: (inout Screen) -> Void) {
        // Changed where it lies, not copied out and back: a copy would copy the rows of its lists.
        guard let count = stacks[section]?.count, count > 0 else { return }
        change(&stacks[section]![count - 1])
    }

    /// A new screen with an id no other screen of the session has had.
    mutating func makeScreen(_ body: Screen.Body, openedFrom: ProfileTab? = nil) -> Screen {
        screensMade += 1
        return Screen(id: ScreenID(value: screensMade), body: body, openedFrom: openedFrom)
    }

    /// Finds the screen `id` in any section and changes it in place; `false` when it is gone.
    @discardableResult
    mutating func updateScreen(_ id: ScreenID, _ change: (inout Screen) -> Void) -> Bool {
        var found: (section: Section, index: Int)?
        for (section, screens) in stacks {
            if let index = screens.firstIndex(where: { $0.id == id }) {
                found = (section, index)
                break
            }
        }
        // Changed where it lies, once nothing else holds the stacks, as `updateTop` does.
        guard let found else { return false }
        change(&stacks[found.section]![found.index])
        return true
    }
}

/// A line for the status bar.
struct Message: Hashable, Sendable {
    /// Whether it reports a failure (shown in red where colour is on).
    var isError: Bool
    /// The text.
    var text: String
    /// Whether it is the network layer's word on a request under way (a retry): the request's
    /// failure, told where it failed, replaces it.
    var isProgress = false
}

/// What a typed line is for.
enum Prompt: Hashable, Sendable {
    case search
    case language
}

/// A line being typed at a prompt: what it is for, the line, and, while ↑ and ↓ walk this run's
/// history, which line is shown and the one that was being typed.
struct PromptLine: Hashable, Sendable {
    /// What the line is for.
    var purpose: Prompt
    /// The line.
    var editor: LineEditor
    /// The index into the history of the line shown; `nil` when it is the one being typed.
    var recalled: Int?
    /// The line being typed, kept while the history is shown.
    var draft: LineEditor?

    /// A prompt for `purpose` holding `text`.
    init(_ purpose: Prompt, _ text: String = "") {
        self.purpose = purpose
        editor = LineEditor(text)
    }
}
