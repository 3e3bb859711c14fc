import Foundation

/// A page of search results as `GET /search/...` sends it.
struct SearchResultsDTO<Item: Decodable & Sendable>: Decodable, Sendable {
    /// `nil` when GitHub's number does not fit 64 bits: the total is then unknown, and the page
    /// still counts.
    let totalCount: Int?
    let incompleteResults: Bool
    let items: [Item]

    enum CodingKeys: String, CodingKey {
        case items
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
    }

    /// Results from values already read.
    init(totalCount: Int?, incompleteResults: Bool, items: [Item]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let count = try? container.decode(Int.self, forKey: .totalCount) {
            totalCount = count
        } else {
            // A number, but past what 64 bits hold: unknown. Anything else is an error.
            _ = try container.decode(Double.self, forKey: .totalCount)
            totalCount = nil
        }
        // Recordings from before 2014 leave it out; its absence means the search finished.
        incompleteResults = try container.decodeIfPresent(Bool.self, forKey: .incompleteResults) ?? false
        items = try container.decode([Item].self, forKey: .items)
    }
}
