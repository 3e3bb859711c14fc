import Foundation

/// One repository as GitHub lists it: enough to name, rank and link it.
public struct RepositorySummary: Hashable, Sendable {
    /// The repository's owner: a user or an organization.
    public struct Owner: Hashable, Sendable {
        /// The owner's login.
        public var login: String
        /// The owner's avatar image URL, as GitHub sent it.
        public var avatarURL: String

        /// Creates an owner from its fields.
        public init(login: String, avatarURL: String) {
            self.login = login
            self.avatarURL = avatarURL
        }
    }

    /// GitHub's numeric id.
    public var id: Int
    /// The name within the owner: `Hello-World`.
    public var name: String
    /// `owner/name`: `octocat/Hello-World`.
    public var fullName: String
    /// The one-line description, if the owner wrote one.
    public var description: String?
    /// The main language, as GitHub detected it, if any.
    public var language: String?
    /// Stars.
    public var stargazersCount: Int
    /// Forks.
    public var forksCount: Int
    /// The repository page URL, as GitHub sent it.
    public var htmlURL: String
    /// When the repository was last updated, if GitHub said.
    public var updatedAt: Date?
    /// Who owns it.
    public var owner: Owner

    /// Creates a summary from its fields.
    public init(
        id: Int,
        name: String,
        fullName: String,
        description: String?,
        language: String?,
        stargazersCount: Int,
        forksCount: Int,
        htmlURL: String,
        updatedAt: Date?,
        owner: Owner
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.htmlURL = htmlURL
        self.updatedAt = updatedAt
        self.owner = owner
    }
}
