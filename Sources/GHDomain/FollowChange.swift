import Foundation

/// One change a follow run makes: follow or stop following one user, and where it stands.
public struct FollowChange: Equatable, Sendable {
    /// Where a change stands.
    public enum State: String, Equatable, Sendable {
        /// Not sent yet.
        case planned
        /// Written down as about to be sent, and not yet marked: it may or may not have reached
        /// GitHub (the run stopped while it was under way). A resume asks GitHub before sending it.
        case sending
        /// GitHub made it (or, on a resume, it was found made).
        case done
        /// GitHub refused it for this user alone (no such user); the others went on.
        case failed
    }

    /// Whom it is about.
    public var login: Login
    /// Follow (`true`) or stop following (`false`).
    public var follow: Bool
    /// Where it stands.
    public var state: State
    /// When it was marked done or failed.
    public var finishedAt: Date?
    /// Why it failed, as the error said.
    public var note: String?

    /// A change not sent yet.
    public init(login: Login, follow: Bool, state: State = .planned, finishedAt: Date? = nil, note: String? = nil) {
        self.login = login
        self.follow = follow
        self.state = state
        self.finishedAt = finishedAt
        self.note = note
    }

    /// The change that takes this one back.
    public var reversed: FollowChange { FollowChange(login: login, follow: !follow) }

    /// Whether a run still has it to do.
    public var isPending: Bool { state == .planned || state == .sending }
}
