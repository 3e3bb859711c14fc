import Foundation

extension SearchResultsDTO: ScannableBody where Item: ScannableObject {
    /// A search answer read as ``init(from:)`` decodes one: `total_count` and `items`
    /// required, `incomplete_results` false when absent or `null`.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> SearchResultsDTO<Item> {
        try scanning(data) { scanner, body throws(JSONScanner.Failure) in
            try scanner.beginObject()
            var totalCount: Int?
            var incomplete: Bool??
            var items: [Item]?
            var first = true
            while let name = try scanner.nextMember(first: &first) {
                let start = scanner.valueStart()
                if name.is("total_count") {
                    guard totalCount == nil else { throw JSONScanner.Failure(offset: start) }
                    totalCount = try scanner.readInt()
                } else if name.is("incomplete_results") {
                    guard incomplete == nil else { throw JSONScanner.Failure(offset: start) }
                    incomplete = .some(scanner.readNull() ? nil : try scanner.readBool())
                } else if name.is("items") {
                    guard items == nil else { throw JSONScanner.Failure(offset: start) }
                    items = try scanner.scanArray(of: Item.self, body: body)
                } else {
                    try scanner.skipValue()
                }
            }
            guard let totalCount, let items else { throw JSONScanner.Failure(offset: 0) }
            return SearchResultsDTO(totalCount: totalCount, incompleteResults: (incomplete ?? nil) ?? false, items: items)
        }
    }
}
