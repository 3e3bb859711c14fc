/// What a key does in normal mode, whatever key it is.
enum Action: Hashable, Sendable {
    case moveDown, moveUp, pageDown, pageUp, first, last
    case open, expand, back, openOwner
    case filter, search, setLanguage
    case section(Section)
    case nextTab, previousTab
    case toggleFavorite, openInBrowser, copyURL, refresh
    case togglePreview, messages
    case help, quit, suspend
    /// A key from `browse.keys`: runs its command.
    case custom(CustomKey)
}
