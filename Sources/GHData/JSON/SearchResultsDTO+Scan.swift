import Foundation

extension SearchResultsDTO: ScannableBody where Item: ScannableObject {
    /// A search answer read as ``init(from:)`` decodes one: `total_count` and `items`
    /// required, `incomplete_results` false when absent or `null`.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> SearchResultsDTO<Item> {
        try scanning(data) { scanner, body throws(JSONScanner.Failure) in
            try scanner.beginObject()
            var totalCount: Int??
            var incomplete: Bool??
            var items: [Item]?
            var first = true
            while let name = try scanner.nextMember(first: &first) {
                let start = scanner.valueStart()
                if name.is("total_count") {
                    guard totalCount == nil else { throw JSONScanner.Failure(offset: start) }
                    totalCount = .some(try readCount(&scanner, body: body))
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

extension SearchResultsDTO {
    /// Reads a whole number that may be past what 64 bits hold (`nil` then), as a search's
    /// `total_count` may be; anything but a whole number is a ``JSONScanner/Failure``.
    fileprivate static func readCount(_ scanner: inout JSONScanner, body: [UInt8]) throws(JSONScanner.Failure) -> Int? {
        var probe = scanner
        if let count = try? probe.readInt() {
            scanner = probe
            return count
        }
        let range = try scanner.skipValue()
        let digits = body[range].drop { $0 == UInt8(ascii: "-") }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw JSONScanner.Failure(offset: range.lowerBound)
        }
        return nil
    }
}
