import Foundation
import GHDomain
import GHWire

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
}

extension SourceKeeping {
    /// Keeps `object`, found in `body`, as this object's members as sent.
    mutating func keep(_ object: SentObject, of body: [UInt8]) {
        source = object.source(in: body)
    }
}

/// Where an object lies in a body, and the members of it kept as it was read.
struct SentObject: Sendable {
    /// The members kept, found as the object was read.
    var members: [SourceFields.Member]
    /// The whole object.
    var range: Range<Int>

    /// The object's members as sent, in `body`: those kept, and any other when it is asked for
    /// (`--json node_id`), found then by ``JSONScanner/valueRange(of:inObject:)``.
    func source(in body: [UInt8]) -> SourceFields {
        SourceFields(body: body, members: members, object: range, finder: MemberScan.self)
    }
}

/// Finds a member `SourceFields` did not keep, by walking its object's text with the scanner.
enum MemberScan: SourceFields.MemberFinder {
    static func valueRange(of name: String, inObject object: UnsafeRawBufferPointer) -> Range<Int>? {
        JSONScanner.valueRange(of: name, inObject: object)
    }

    static func memberRanges(inObject object: UnsafeRawBufferPointer) -> [(name: Range<Int>, value: Range<Int>)]? {
        JSONScanner.memberRanges(inObject: object)
    }
}

extension JSONScanner {
    /// Walks the object at the scanner's position without reading its values, and returns
    /// where it and the members named in `names` lie (a member sent twice: both, the first
    /// counting, as it does for `JSONDecoder`).
    mutating func memberRanges(named names: [StaticString]) throws(Failure) -> SentObject {
        let start = valueStart()
        try beginObject()
        var members: [SourceFields.Member] = []
        var first = true
        while let name = try nextMember(first: &first) {
            let range = try skipValue()
            if let kept = names.first(where: { name.is($0) }) {
                members.append(SourceFields.Member(name: kept.description, range: range))
            }
        }
        return SentObject(members: members, range: start..<offset)
    }

    /// Where the value of member `name` lies in `object`, the text of one JSON object (the
    /// first, if it is sent twice, as `JSONDecoder` reads it); `nil` when it has none, or the
    /// text is no object.
    static func valueRange(of name: String, inObject object: UnsafeRawBufferPointer) -> Range<Int>? {
        var scanner = JSONScanner(object)
        guard (try? scanner.beginObject()) != nil else { return nil }
        var first = true
        while let member = try? scanner.nextMember(first: &first) {
            guard let range = try? scanner.skipValue() else { return nil }
            if member.matches(name) { return range }
        }
        return nil
    }

    /// Where each member of `object`, the text of one JSON object, lies: its name with its
    /// quotes, and its value; a member sent twice only where it was first sent, as `JSONDecoder`
    /// reads it. `nil` when the text is no object.
    static func memberRanges(inObject object: UnsafeRawBufferPointer) -> [(name: Range<Int>, value: Range<Int>)]? {
        guard let base = object.baseAddress else { return nil }
        var scanner = JSONScanner(object)
        guard (try? scanner.beginObject()) != nil else { return nil }
        // Room for GitHub's usual objects (a user has 18 members), made once.
        var ranges: [(name: Range<Int>, value: Range<Int>)] = []
        ranges.reserveCapacity(32)
        var names: [MemberName] = []
        names.reserveCapacity(32)
        var first = true
        while true {
            let next: MemberName?
            do { next = try scanner.nextMember(first: &first) } catch { return nil }
            guard let member = next else { return ranges }
            guard let value = try? scanner.skipValue() else { return nil }
            guard !names.contains(where: { $0.isSame(as: member) }) else { continue }
            names.append(member)
            let start = member.raw.baseAddress.map { $0 - base } ?? 0
            ranges.append((name: start - 1..<start + member.raw.count + 1, value: value))
        }
    }

    /// Walks an array of objects and returns each, with its kept members.
    mutating func arrayMemberRanges(named names: [StaticString]) throws(Failure) -> [SentObject] {
        try beginArray()
        var objects: [SentObject] = []
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
        let found = body.withUnsafeBytes { bytes -> [SentObject]? in
            var scanner = JSONScanner(bytes)
            return try? scanner.arrayMemberRanges(named: Element.keptMemberNames)
        }
        guard let found, found.count == count else { return self }
        return zip(self, found).map { element, object in
            var element = element
            element.keep(object, of: body)
            return element
        }
    }
}

extension SearchResultsDTO: SourceAttaching where Item: SourceKeeping {
    func attachingSources(from data: Data) -> SearchResultsDTO<Item> {
        let body = [UInt8](data)
        let found = body.withUnsafeBytes { bytes -> [SentObject]? in
            var scanner = JSONScanner(bytes)
            guard (try? scanner.beginObject()) != nil else { return nil }
            var first = true
            var items: [SentObject]?
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
        let kept = zip(items, found).map { item, object in
            var item = item
            item.keep(object, of: body)
            return item
        }
        return SearchResultsDTO(totalCount: totalCount, incompleteResults: incompleteResults, items: kept)
    }
}
