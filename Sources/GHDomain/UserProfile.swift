import Foundation

/// A user's full public profile. Optional fields are `nil` where GitHub sent `null` or
/// nothing at all.
public struct UserProfile: Hashable, Sendable {
    /// The fields every listing has.
    public var summary: UserSummary
    /// The display name.
    public var name: String?
    /// The company, free text.
    public var company: String?
    /// The blog or website; GitHub sends an empty string when there is none.
    public var blog: String?
    /// The location, free text.
    public var location: String?
    /// The public email address.
    public var email: String?
    /// Whether the user is open to job offers.
    public var hireable: Bool?
    /// The biography, free text.
    public var bio: String?
    /// The Twitter/X handle, without `@`.
    public var twitterUsername: String?
    /// How many public repositories the account owns.
    public var publicRepos: Int?
    /// How many public gists the account owns.
    public var publicGists: Int?
    /// How many accounts follow this one.
    public var followers: Int?
    /// How many accounts this one follows.
    public var following: Int?
    /// When the account was created.
    public var createdAt: Timestamp?
    /// When the profile last changed.
    public var updatedAt: Timestamp?

    /// What GraphQL adds to REST's profile (status, badges, calendar, …), where it was asked.
    public var extras = ProfileExtras()

    /// Creates a profile; every field but the summary defaults to absent.
    public init(
        summary: UserSummary,
        name: String? = nil,
        company: String? = nil,
        blog: String? = nil,
        location: String? = nil,
        email: String? = nil,
        hireable: Bool? = nil,
        bio: String? = nil,
        twitterUsername: String? = nil,
        publicRepos: Int? = nil,
        publicGists: Int? = nil,
        followers: Int? = nil,
        following: Int? = nil,
        createdAt: Timestamp? = nil,
        updatedAt: Timestamp? = nil
    ) {
        self.summary = summary
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.hireable = hireable
        self.bio = bio
        self.twitterUsername = twitterUsername
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
