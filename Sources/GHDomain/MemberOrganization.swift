/// An organization a user publicly belongs to, as a profile names it.
public struct MemberOrganization: Hashable, Sendable {
    /// The organization's login.
    public var login: String
    /// Its display name, when it has one.
    public var name: String?
    /// Its avatar's address.
    public var avatarURL: String?

    /// An organization from its parts.
    public init(login: String, name: String? = nil, avatarURL: String? = nil) {
        self.login = login
        self.name = name
        self.avatarURL = avatarURL
    }
}
