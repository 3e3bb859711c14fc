import Foundation

/// A search for repositories: GitHub's query text and how to sort the results.
public struct RepositorySearch: Hashable, Sendable {
    /// What repository results are sorted by.
    public enum Sort: String, Sendable {
        /// Number of stars: the trending list's order, and the only one gh-users asks for.
        case stars
    }

    /// The query, as GitHub reads it.
    public let query: String
    /// The sort key.
    public let sort: Sort
    /// The direction.
    public let order: SearchOrder

    /// Creates a search.
    public init(query: String, sort: Sort, order: SearchOrder) {
        self.query = query
        self.sort = sort
        self.order = order
    }

    /// The most-starred repositories, optionally in one language and created after a day:
    /// `language:swift created:>2026-01-01`. Without a language or a day, every repository
    /// with more than one star (GitHub refuses an empty query). A language with spaces is
    /// quoted (`language:"Visual Basic"`); `nil` when it holds a quote, which cannot be.
    public static func trending(language: String?, createdAfter: CalendarDay?) -> RepositorySearch? {
        var qualifiers: [String] = []
        if let language {
            let trimmed = language.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.contains("\""), trimmed.allSatisfy({ !$0.isNewline }) else { return nil }
            qualifiers.append(trimmed.contains(where: \.isWhitespace) ? "language:\"\(trimmed)\"" : "language:\(trimmed)")
        }
        if let createdAfter {
            qualifiers.append("created:>\(createdAfter)")
        }
        if qualifiers.isEmpty {
            qualifiers.append("stars:>1")
        }
        return RepositorySearch(query: qualifiers.joined(separator: " "), sort: .stars, order: .descending)
    }
}
