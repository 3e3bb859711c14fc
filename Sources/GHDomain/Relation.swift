import Foundation

/// How a user's followers and the users they follow overlap (`gh-users relations`).
public enum Relation: String, CaseIterable, Sendable {
    /// They follow each other.
    case mutual
    /// They follow the user, who does not follow them back.
    case followersOnly
    /// The user follows them, and they do not follow back.
    case followingOnly

    /// The list printed, in the order GitHub lists it; the other list is held as ids.
    /// `mutual` prints followers, in their order.
    var printsFollowers: Bool { self != .followingOnly }

    /// Whether a user of the printed list belongs, given whether the other list has them.
    func keeps(inOtherList: Bool) -> Bool {
        self == .mutual ? inOtherList : !inOtherList
    }
}
