import Foundation

/// A user kept as a favorite: what is needed to list and link them without asking GitHub
/// again, and when they were added. Identified by the API host and GitHub's numeric id, which
/// survives a change of login: ids are only unique within one GitHub (github.com's user 1 is
/// not a GitHub Enterprise Server's user 1).
public struct FavoriteUser: Hashable, Sendable {
    /// The API host the user belongs to, with its port when not the scheme's default:
    /// `api.github.com`, `ghe.example.com`, `127.0.0.1:8080`.
    public var host: String
    /// GitHub's numeric id on ``host``.
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
    /// Fields of the stored favorite that this version does not know (a newer version's),
    /// kept so that saving the favorites does not lose them.
    public var otherFields: [String: AnyJSON] = [:]

    /// Creates a favorite from its fields.
    public init(host: String, id: Int, login: String, name: String?, avatarURL: String, htmlURL: String, addedAt: Date) {
        self.host = host
        self.id = id
        self.login = login
        self.name = name
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.addedAt = addedAt
    }

    /// The favorite for `profile`, from the API on `host`, added at `addedAt`.
    public init(profile: UserProfile, host: String, addedAt: Date) {
        self.init(
            host: host,
            id: profile.summary.id,
            login: profile.summary.login,
            name: profile.name,
            avatarURL: profile.summary.avatarURL,
            htmlURL: profile.summary.htmlURL,
            addedAt: addedAt
        )
    }

    /// Whether `other` is the same user: the same host and id.
    func isSameUser(as other: FavoriteUser) -> Bool {
        host == other.host && id == other.id
    }

    /// Whether `login` names this favorite; GitHub logins ignore case.
    func hasLogin(_ login: String) -> Bool {
        self.login.lowercased() == login.lowercased()
    }

    /// Whether `text` occurs in the login or the name, ignoring case.
    public func matches(_ text: String) -> Bool {
        login.range(of: text, options: .caseInsensitive) != nil || name?.range(of: text, options: .caseInsensitive) != nil
    }
}
