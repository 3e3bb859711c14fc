import Foundation

/// Some members of a JSON object exactly as GitHub sent them: the text of each value, by name.
///
/// Output that promises GitHub's values (`--json`) copies them from here, so a date keeps the
/// form it was sent in, a member GitHub left out stays out, and `null` stays `null`. The text
/// is a fact about where a value came from, not part of what it means: it travels beside the
/// domain's value (``Sent``), never inside it, and has no equality of its own.
public struct SourceFields: Sendable {
    /// One member: its name, and where its value's text lies in the body.
    public struct Member: Sendable {
        /// The member's name, as sent.
        public var name: String
        /// The value's bytes, as offsets into the body.
        public var range: Range<Int>

        /// A member named `name` whose value is at `range`.
        public init(name: String, range: Range<Int>) {
            self.name = name
            self.range = range
        }
    }

    /// What finds a member in an object's JSON text: where its value lies, counted from the
    /// object's first byte; `nil` when the object has no such member. A type, not a closure, so
    /// that a value carrying it costs no reference count to copy.
    public protocol MemberFinder: Sendable {
        /// Where member `name`'s value lies in `object`, one JSON object's text.
        static func valueRange(of name: String, inObject object: UnsafeRawBufferPointer) -> Range<Int>?

        /// Where each member of `object` lies, in the order sent: its name's text, quotes
        /// included, and its value's; a member sent twice once, where it was first sent.
        /// `nil` when the text is no object.
        static func memberRanges(inObject object: UnsafeRawBufferPointer) -> [(name: Range<Int>, value: Range<Int>)]?
    }

    // The parts are kept side by side, not in one optional struct: reading a member then copies
    // nothing, where binding the struct copied (and reference-counted) every part each time.
    /// The whole response the members were read from; empty when nothing was read.
    private let body: [UInt8]
    /// The members found as the object was read.
    private let members: [Member]
    /// Where the whole object lies in ``body``, to find other members in when asked.
    private let object: Range<Int>?
    /// What finds them.
    private let finder: (any MemberFinder.Type)?
    /// Whether anything was read.
    private let isRead: Bool

    /// None: the value that carries it was made here, not read from a response.
    public init() {
        body = []
        members = []
        object = nil
        finder = nil
        isRead = false
    }

    /// The members at `members` in `body`, the whole response they were read from (offsets
    /// count from its first byte). Each value must be one whole JSON value.
    public init(body: [UInt8], members: [Member]) {
        self.body = body
        self.members = members
        object = nil
        finder = nil
        isRead = true
    }

    /// The members at `members` in `body`, as ``init(body:members:)`` keeps them, and any other
    /// member of the object at `object` when it is asked for, found by `finder`: the members most
    /// output prints are found once, as the object is read, and the rest (`--json node_id`) only
    /// when asked, so that keeping them costs nothing until then.
    public init(body: [UInt8], members: [Member], object: Range<Int>, finder: any MemberFinder.Type) {
        self.body = body
        self.members = members
        self.object = object
        self.finder = finder
        isRead = true
    }

    /// The same members in a body of their own, holding only their text: what a value kept
    /// long after its page (a snapshot's users) carries, so that it does not keep the page alive.
    public func compacted() -> SourceFields {
        guard isRead else { return self }
        var compact: [UInt8] = []
        compact.reserveCapacity(members.reduce(0) { $0 + $1.range.count })
        let moved = members.map { member in
            let start = compact.count
            compact += body[member.range]
            return Member(name: member.name, range: start..<compact.count)
        }
        return SourceFields(body: compact, members: moved)
    }

    /// Whether no text is kept: the value that carries it was made here, not read from a response.
    public var isEmpty: Bool { !isRead }

    /// Whether GitHub said nothing about member `name`: left it out, or sent `null`; `false`
    /// when nothing was read.
    public func saysNothing(about name: String) -> Bool {
        guard !isEmpty else { return false }
        return withValue(of: name) { raw in raw.map { $0.elementsEqual("null".utf8) } ?? true }
    }

    /// The JSON text of member `name`'s value, as sent (a member sent twice: the first, as
    /// `JSONDecoder` reads it); `nil` when GitHub left the member out or nothing was read.
    public func value(of name: String) -> ArraySlice<UInt8>? {
        guard let range = range(of: name) else { return nil }
        return body[range]
    }

    /// Calls `use` with the JSON text of member `name`'s value, as sent, or `nil` when GitHub
    /// left the member out or nothing was read; the text is lent, not copied.
    public func withValue<Result>(of name: String, _ use: (UnsafeRawBufferPointer?) throws -> Result) rethrows -> Result {
        guard let range = range(of: name) else { return try use(nil) }
        return try body.withUnsafeBytes { try use(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `use` with every member of the object as sent, in the order sent: the JSON text of
    /// its name (quotes included) and of its value, lent, not copied. `false`, calling nothing,
    /// when only some members were kept, not the whole object.
    public func forEachSentMember(_ use: (_ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer) -> Void) -> Bool {
        guard let object, let finder else { return false }
        return body.withUnsafeBytes { bytes in
            let text = UnsafeRawBufferPointer(rebasing: bytes[object])
            guard let ranges = finder.memberRanges(inObject: text) else { return false }
            for (name, value) in ranges {
                use(UnsafeRawBufferPointer(rebasing: text[name]), UnsafeRawBufferPointer(rebasing: text[value]))
            }
            return true
        }
    }

    /// The members of the object member `name` holds (a repository's `owner`), each found when
    /// asked, as the members this one did not keep are; empty when there is no such member or
    /// nothing can find members in it.
    public func nested(_ name: String) -> SourceFields {
        guard let range = range(of: name), let finder else { return SourceFields() }
        return SourceFields(body: body, members: [], object: range, finder: finder)
    }

    /// Where member `name`'s value lies in the body: among the members kept, else in the object.
    private func range(of name: String) -> Range<Int>? {
        if let member = members.first(where: { $0.name == name }) { return member.range }
        guard let object, let finder else { return nil }
        let found = body.withUnsafeBytes { finder.valueRange(of: name, inObject: UnsafeRawBufferPointer(rebasing: $0[object])) }
        return found.map { $0.lowerBound + object.lowerBound..<$0.upperBound + object.lowerBound }
    }
}
