/// What a key does in normal mode, whatever key it is.
enum Action: Hashable, Sendable {
    case moveDown, moveUp, pageDown, pageUp, first, last
    case open, expand, back
    case filter, search, setLanguage
    case section(Section)
    case nextTab, previousTab
    case toggleFavorite, openInBrowser, copyURL, refresh
    case help, quit, suspend
}
