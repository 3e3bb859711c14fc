/// The direction search results are sorted in.
public enum SearchOrder: String, CaseIterable, Sendable {
    /// Smallest first.
    case ascending = "asc"
    /// Largest first (GitHub's default).
    case descending = "desc"
}
