import Foundation
import GHDomain
import GHTerminal

/// Something that happened: the user did something at the terminal, or work the runtime carried
/// out came back. `update` turns each into a new state and more work.
public enum BrowseEvent: Sendable {
    /// A key, a paste or a mouse action.
    case input(InputEvent)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// The process was suspended (Ctrl-Z) and has been continued, the terminal now this size
    /// (`nil`: unknown, so unchanged).
    case resumed(TerminalSize?)
    /// A page of a list arrived, or failed.
    case page(LoadTicket, Result<Page<Row>, BrowseFailure>)
    /// A profile arrived, or failed.
    case profile(ScreenID, generation: Int, Result<UserProfile, BrowseFailure>)
    /// A profile for the preview pane arrived, or failed.
    case previewProfile(Login, Result<UserProfile, BrowseFailure>)
    /// The terminal answered whether it shows images, and how.
    case imageSupport(ImageProtocol)
    /// The avatar image fetched from this URL arrived, or could not be had (`nil`).
    case avatar(String, image: [UInt8]?)
    /// The profiles of these people arrived, in the same order (`nil` for one GitHub no longer
    /// knows by that login), or could not be had.
    case details([UserSummary], Result<[UserProfile?], BrowseFailure>)
    /// A timer asked for with ``BrowseEffect/startTimer(_:after:)`` ran out.
    case timerFired(BrowseTimer)
    /// The favorites were read, or could not be.
    case favorites(Result<FavoriteList, BrowseFailure>)
    /// Adding or removing a favorite was saved, or failed (and is undone).
    case favoriteSaved(FavoriteUser, isFavorite: Bool, Result<FavoriteList, BrowseFailure>)
    /// A favorite's login and name were brought up to date, or could not be (it stays as it was).
    case favoriteRefreshed(Result<FavoriteList, BrowseFailure>)
    /// GitHub said whether you follow the login, or could not be asked.
    case followChecked(Login, Result<Bool, BrowseFailure>)
    /// Following or unfollowing the login was done (the journal's run number), or refused.
    case followChanged(Login, follow: Bool, Result<Int, BrowseFailure>)
    /// A notice from the network layer: a retry, a stale answer from the cache.
    case notice(String)
    /// The rate limit the latest answer reported.
    case rateLimit(RateLimitSnapshot)
    /// Opening a page in the web browser failed.
    case openFailed(String)
    /// A custom key's command ended; why it failed, if it did.
    case commandFinished(name: String, problem: String?)
    /// The runtime's note for the status line changed: a rate limit's countdown, say; `nil`
    /// takes it away.
    case statusNote(StatusNote?)
    /// The rate limit that paused loading reset: the lists paused for it on the screen shown
    /// load again.
    case rateLimitReset
    /// The process was asked to end (SIGTERM, SIGHUP, SIGINT): the session ends as `q` ends it.
    case endRequested(signal: Int32)
}

extension BrowseEvent {
    /// What happened at the terminal, as the browser's event.
    init(_ event: TerminalEvent) {
        switch event {
        case .input(let input): self = .input(input)
        case .resize(let size): self = .resize(size)
        case .resumed(let size): self = .resumed(size)
        case .endRequested(let signal): self = .endRequested(signal: signal)
        }
    }
}

/// Names a page request: the screen, which of its lists, and the list's generation then.
public struct LoadTicket: Hashable, Sendable {
    /// The screen that asked.
    public var screen: ScreenID
    /// Which of its lists.
    public var slot: ListSlot
    /// The list's generation when it asked: a refresh since makes the answer stale.
    public var generation: Int
}

/// Why some work failed, as the user is told it.
public struct BrowseFailure: Error, Hashable, Sendable {
    /// What happened, in one line.
    public var message: String
    /// Whether it was a rate limit: loading then waits for the reset (or `r`) rather than trying
    /// again as the user scrolls.
    public var isRateLimit: Bool
    /// Whether GitHub answered that what was asked for is not there (404): trying again cannot
    /// help, so no retry is offered.
    public var isNotFound: Bool

    /// A failure to show.
    public init(message: String, isRateLimit: Bool = false, isNotFound: Bool = false) {
        self.message = message
        self.isRateLimit = isRateLimit
        self.isNotFound = isNotFound
    }
}
