/// A search for users: GitHub's query text, passed on unchanged so its qualifiers work
/// (`tom location:lisbon followers:>100 type:user`), and how to sort the results.
public struct UserSearch: Hashable, Sendable {
    /// What search results can be sorted by; without one, GitHub sorts by best match.
    public enum Sort: String, CaseIterable, Sendable {
        /// Number of followers.
        case followers
        /// Number of public repositories.
        case repositories
        /// When the account was created.
        case joined
    }

    /// The query, as typed.
    public let query: String
    /// The sort key, or `nil` for best match.
    public let sort: Sort?
    /// The direction, or `nil` for GitHub's default.
    public let order: SearchOrder?

    /// A search for `query`; `nil` when the query is empty or only spaces, which GitHub refuses.
    public init?(query: String, sort: Sort? = nil, order: SearchOrder? = nil) {
        guard query.contains(where: { !$0.isWhitespace }) else { return nil }
        self.query = query
        self.sort = sort
        self.order = order
    }
}
