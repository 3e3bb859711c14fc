/// What a user's repositories can be sorted by; GitHub's default is the full name.
public enum RepositoryListSort: String, CaseIterable, Sendable {
    /// Newest first.
    case created
    /// Most recently updated first.
    case updated
    /// Most recently pushed to first.
    case pushed
    /// Alphabetically by `owner/name`.
    case fullName = "full_name"
}
