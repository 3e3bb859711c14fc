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
    /// The organization's members as GitHub sent them, when it came from a response.
    public var source: SourceFields?

    /// Creates an organization from its fields.
    public init(login: String, id: Int, description: String?, avatarURL: String?, source: SourceFields? = nil) {
        self.login = login
        self.id = id
        self.description = description
        self.avatarURL = avatarURL
        self.source = source
    }

    /// Whether every field but ``source`` is the same.
    public static func == (lhs: Organization, rhs: Organization) -> Bool {
        (lhs.login, lhs.id, lhs.description, lhs.avatarURL) == (rhs.login, rhs.id, rhs.description, rhs.avatarURL)
    }

    /// Hashes the fields that identify it; ``source`` is left out.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(login)
        hasher.combine(id)
    }
}
