/// A repository or gist pinned to a profile.
public struct PinnedItem: Hashable, Sendable {
    /// Which kind of thing is pinned.
    public enum Kind: String, Hashable, Sendable {
        case repository, gist
    }

    /// A repository's primary language, with the colour GitHub gives it.
    public struct Language: Hashable, Sendable {
        /// The language's name.
        public var name: String
        /// Its colour, `#RRGGBB` as GitHub sends it (from github-linguist), when it has one.
        public var color: String?

        /// A language from its parts.
        public init(name: String, color: String? = nil) {
            self.name = name
            self.color = color
        }
    }

    /// A repository or a gist.
    public var kind: Kind
    /// A repository's `owner/name`, or a gist's name.
    public var name: String
    /// The description, when it has one.
    public var description: String?
    /// How many stars.
    public var stars: Int?
    /// How many forks (repositories).
    public var forks: Int?
    /// A repository's primary language.
    public var language: Language?
    /// Its address on GitHub.
    public var url: String?

    /// An item from its parts.
    public init(
        kind: Kind, name: String, description: String? = nil, stars: Int? = nil, forks: Int? = nil, language: Language? = nil,
        url: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.description = description
        self.stars = stars
        self.forks = forks
        self.language = language
        self.url = url
    }
}
