/// An organization a user belongs to, as GitHub lists them: enough to name it and open it.
public struct Organization: Hashable, Sendable {
    /// The organization's login.
    public var login: String
    /// GitHub's numeric id.
    public var id: Int
    /// The one-line description, if it has one.
    public var description: String?
    /// The avatar image URL, as GitHub sent it, if it did.
    public var avatarURL: String?

    /// Creates an organization from its fields.
    public init(login: String, id: Int, description: String?, avatarURL: String?) {
        self.login = login
        self.id = id
        self.description = description
        self.avatarURL = avatarURL
    }
}
