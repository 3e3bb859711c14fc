import GHDomain

/// Work `update` asks the runtime to do. Results come back as ``BrowseEvent``s tagged with what
/// asked, so a late answer for a screen that is gone can be dropped.
public enum BrowseEffect: Hashable, Sendable {
    /// Fetch a page of `source`: the first when `cursor` is `nil`, else the one it points to.
    case load(LoadTicket, ListSource, cursor: PageCursor?)
    /// Fetch `login`'s profile.
    case loadProfile(ScreenID, generation: Int, Login)
    /// Read the favorites.
    case loadFavorites
    /// Add or remove a favorite.
    case saveFavorite(FavoriteUser, isFavorite: Bool)
    /// Stop every request the screen made: it was left.
    case cancel(ScreenID)
    /// Open a page in the web browser.
    case open(String)
    /// Put text on the clipboard (OSC 52, which works over SSH).
    case copy(String)
    /// Give the terminal back and stop the process (Ctrl-Z); it repaints when continued.
    case suspend
    /// End the session.
    case quit
}
