/// A user as a listing hands it over: the user, and whatever the data layer keeps beside it
/// (the command line's listings carry GitHub's bytes as sent). The listing rules (``ListChanges``,
/// ``RelationDifference``) read only the user, and so work the same on either.
public protocol ListedUser: Sendable {
    /// The user.
    var user: UserSummary { get }

    /// The same user, keeping nothing of the page it came on: what a list held long after its
    /// pages (a snapshot's users) keeps.
    func detached() -> Self
}

extension UserSummary: ListedUser {
    /// The user itself.
    public var user: UserSummary { self }

    /// The user itself: it holds nothing of its page.
    public func detached() -> UserSummary { self }
}
