/// An organization a user publicly belongs to, as a profile names it.
public struct MemberOrganization: Hashable, Sendable {
    /// The organization's login.
    public var login: String
    /// Its display name, when it has one and the source says it.
    public var name: String?
    /// Whether the source says the display name: GraphQL does (`null` when there is none),
    /// REST's list of a user's organizations does not, so `--json` leaves `name` out then
    /// rather than print a `null` GitHub never sent.
    public var namesItself: Bool
    /// Its avatar's address.
    public var avatarURL: String?

    /// An organization whose source gives its display name, `nil` when it has none.
    public init(login: String, name: String?, avatarURL: String? = nil) {
        self.login = login
        self.name = name
        self.namesItself = true
        self.avatarURL = avatarURL
    }

    /// An organization whose source does not say its display name.
    public init(login: String, avatarURL: String? = nil) {
        self.login = login
        self.name = nil
        self.namesItself = false
        self.avatarURL = avatarURL
    }
}
