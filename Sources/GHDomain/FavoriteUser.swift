import Foundation

/// A user kept as a favorite: what is needed to list and link them without asking GitHub
/// again, and when they were added. Identified by GitHub's numeric id, which survives a
/// change of login.
public struct FavoriteUser: Hashable, Sendable {
    /// GitHub's numeric id: the favorite's identity.
    public var id: Int
    /// The login, as GitHub spelled it when the favorite was added or last refreshed.
    public var login: String
    /// The display name, if the user has one.
    public var name: String?
    /// The avatar image URL, as GitHub sent it.
    public var avatarURL: String
    /// The profile page URL, as GitHub sent it.
    public var htmlURL: String
    /// When the user was added.
    public var addedAt: Date

    /// Creates a favorite from its fields.
    public init(id: Int, login: String, name: String?, avatarURL: String, htmlURL: String, addedAt: Date) {
        self.id = id
        self.login = login
        self.name = name
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.addedAt = addedAt
    }

    /// The favorite for `profile`, added at `addedAt`.
    public init(profile: UserProfile, addedAt: Date) {
        self.init(
            id: profile.summary.id,
            login: profile.summary.login,
            name: profile.name,
            avatarURL: profile.summary.avatarURL,
            htmlURL: profile.summary.htmlURL,
            addedAt: addedAt
        )
    }

    /// Whether `login` names this favorite; GitHub logins ignore case.
    public func hasLogin(_ login: String) -> Bool {
        self.login.lowercased() == login.lowercased()
    }

    /// Whether `text` occurs in the login or the name, ignoring case.
    public func matches(_ text: String) -> Bool {
        login.range(of: text, options: .caseInsensitive) != nil || name?.range(of: text, options: .caseInsensitive) != nil
    }
}
