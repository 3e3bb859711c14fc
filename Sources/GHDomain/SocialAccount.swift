/// A social account a user lists on their profile.
public struct SocialAccount: Hashable, Sendable {
    /// The provider as REST names it, in lower case: `twitter`, `mastodon`, `linkedin`, `generic`, ….
    public var provider: String
    /// The account's address.
    public var url: String
    /// The name GitHub shows for it, when it says.
    public var displayName: String?

    /// An account from its parts.
    public init(provider: String, url: String, displayName: String? = nil) {
        self.provider = provider
        self.url = url
        self.displayName = displayName
    }
}
