import Foundation
import GHDomain

/// A body `JSONDecoder` read (the scanner left it) whose objects still get their members as
/// sent, so that `--json` prints a user the same way whichever of the two read the page.
protocol SourceAttaching: Sendable {
    /// The body, its objects given the members `data` holds for them; unchanged when `data`
    /// cannot be walked (it was read, so it is valid JSON; this is only a guard).
    func attachingSources(from data: Data) -> Self
}

/// An object that keeps some of its members as sent.
protocol SourceKeeping: Sendable {
    /// The names of the members kept.
    static var keptMemberNames: [StaticString] { get }
    /// The members as sent.
    var source: SourceFields { get set }
    /// Keeps `members`, found in `body`, as this object's members as sent (and, for an object
    /// with objects inside it, theirs).
    mutating func keep(_ members: [SourceFields.Member], of body: [UInt8])
}

extension SourceKeeping {
    mutating func keep(_ members: [SourceFields.Member], of body: [UInt8]) {
        source = SourceFields(body: body, members: members)
    }
}

extension JSONScanner {
    /// Walks the object at the scanner's position without reading its values, and returns
    /// where the members named in `names` lie (a member sent twice: both, the first counting, as
    /// it does for `JSONDecoder`).
    mutating func memberRanges(named names: [StaticString]) throws(Failure) -> [SourceFields.Member] {
        try beginObject()
        var members: [SourceFields.Member] = []
        var first = true
        while let name = try nextMember(first: &first) {
            let range = try skipValue()
            if let kept = names.first(where: { name.is($0) }) {
                members.append(SourceFields.Member(name: kept.description, range: range))
            }
        }
        return members
    }

    /// Walks an array of objects and returns the kept members of each.
    mutating func arrayMemberRanges(named names: [StaticString]) throws(Failure) -> [[SourceFields.Member]] {
        try beginArray()
        var objects: [[SourceFields.Member]] = []
        var first = true
        while try nextElement(first: &first) {
            objects.append(try memberRanges(named: names))
        }
        return objects
    }
}

extension Array: SourceAttaching where Element: SourceKeeping {
    func attachingSources(from data: Data) -> [Element] {
        let body = [UInt8](data)
        let found = body.withUnsafeBytes { bytes -> [[SourceFields.Member]]? in
            var scanner = JSONScanner(bytes)
            return try? scanner.arrayMemberRanges(named: Element.keptMemberNames)
        }
        guard let found, found.count == count else { return self }
        return zip(self, found).map { element, members in
            var element = element
            element.keep(members, of: body)
            return element
        }
    }
}

extension SearchResultsDTO: SourceAttaching where Item: SourceKeeping {
    func attachingSources(from data: Data) -> SearchResultsDTO<Item> {
        let body = [UInt8](data)
        let found = body.withUnsafeBytes { bytes -> [[SourceFields.Member]]? in
            var scanner = JSONScanner(bytes)
            guard (try? scanner.beginObject()) != nil else { return nil }
            var first = true
            var items: [[SourceFields.Member]]?
            while let name = try? scanner.nextMember(first: &first) {
                if name.is("items") {
                    items = try? scanner.arrayMemberRanges(named: Item.keptMemberNames)
                } else if (try? scanner.skipValue()) == nil {
                    return nil
                }
            }
            return items
        }
        guard let found, found.count == items.count else { return self }
        let kept = zip(items, found).map { item, members in
            var item = item
            item.keep(members, of: body)
            return item
        }
        return SearchResultsDTO(totalCount: totalCount, incompleteResults: incompleteResults, items: kept)
    }
}
