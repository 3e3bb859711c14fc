import GHDomain

/// Work `update` asks the runtime to do. Results come back as ``BrowseEvent``s tagged with what
/// asked, so a late answer for a screen that is gone can be dropped.
public enum BrowseEffect: Hashable, Sendable {
    /// Fetch a page of `source`: the first when `cursor` is `nil`, else the one it points to.
    case load(LoadTicket, ListSource, cursor: PageCursor?)
    /// Fetch `login`'s profile.
    case loadProfile(ScreenID, generation: Int, Login)
    /// Fetch `login`'s profile for the preview pane.
    case loadPreview(Login)
    /// Fetch the avatar image at this URL (never with the token).
    case loadAvatar(String)
    /// Fetch the names, locations and followers of these people, in one request.
    case loadDetails([UserSummary])
    /// Read the favorites.
    case loadFavorites
    /// Add or remove a favorite, as the user asked.
    case saveFavorite(FavoriteUser, isFavorite: Bool)
    /// Ask GitHub whether you follow `login` (changing nothing).
    case checkFollowing(Login)
    /// Follow `login`, or stop following them, as a journaled run of one change, paced as every
    /// change is; quitting waits for it as for a favorite being written.
    case setFollowing(Login, follow: Bool)
    /// Bring a favorite's login and name up to date from its profile; a user no longer on the
    /// list is not added back.
    case refreshFavorite(FavoriteUser)
    /// Stop every request the screen made: it was left.
    case cancel(ScreenID)
    /// Report `timer` once `delay` has passed; a newer wait on the same timer replaces it.
    case startTimer(BrowseTimer, after: Duration)
    /// Open a page in the web browser.
    case open(String)
    /// Put text on the clipboard (OSC 52, which works over SSH).
    case copy(String)
    /// Run a custom key's command through `/bin/sh -c`, giving it the terminal until it ends.
    case runCommand(String, name: String)
    /// Give the terminal back and stop the process (Ctrl-Z); it repaints when continued.
    case suspend
    /// End the session, once the favorites being written are saved.
    case quit
}

/// A wait `update` asked for.
public enum BrowseTimer: Hashable, Sendable {
    /// The selection has rested: the wait with this number, started when it reached its row.
    case previewRest(Int)
}
