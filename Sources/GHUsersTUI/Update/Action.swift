/// What a key does, whatever key it is.
enum Action: Hashable, Sendable {
    case moveDown, moveUp, pageDown, pageUp, first, last
    case open, expand, back, openOwner
    case filter, search, setLanguage, nextPeriod
    case section(Section)
    case nextTab, previousTab
    case toggleFavorite, toggleFollow, openInBrowser, copyURL, refresh
    case togglePreview, messages
    case help, quit, suspend
    /// A key from `browse.keys`: runs its command.
    case custom(CustomKey)
    /// Over the help or the messages: scroll, or close it.
    case scrollDown, scrollUp, close
    /// Typing a filter: keep it, or clear it.
    case keepFilter, clearFilter
    /// Typing a line: run it, leave it, or show an earlier or later line of this run's.
    case submit, leavePrompt, earlierLine, laterLine
    /// Asked a question: yes, or no.
    case confirm, decline
}
