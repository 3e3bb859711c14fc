import Foundation

/// One user as GitHub lists them: enough to name, link and badge them.
public struct UserSummary: Hashable, Sendable {
    /// The account's login.
    public var login: String
    /// GitHub's numeric id; stable for the life of the account and the cursor for paging.
    public var id: Int
    /// `User`, `Organization` or `Bot`, as GitHub says.
    public var type: String
    /// Whether the account is GitHub staff (shown as a STAFF badge).
    public var siteAdmin: Bool
    /// The avatar image URL, as GitHub sent it.
    public var avatarURL: String
    /// The profile page URL, as GitHub sent it.
    public var htmlURL: String

    /// Creates a summary from its fields.
    public init(
        login: String, id: Int, type: String, siteAdmin: Bool, avatarURL: String, htmlURL: String
    ) {
        self.login = login
        self.id = id
        self.type = type
        self.siteAdmin = siteAdmin
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
    }
}
