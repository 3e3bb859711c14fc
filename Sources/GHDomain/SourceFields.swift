import Foundation

/// Some members of a JSON object exactly as GitHub sent them: the text of each value, by name.
///
/// Output that promises GitHub's values (`--json`) copies them from here, so a date keeps the
/// form it was sent in, a member GitHub left out stays out, and `null` stays `null`. The text
/// is a fact about where a value came from, not part of what it means, so this is an opaque
/// carrier: any two compare equal and hash alike, whatever text they hold or whether they hold
/// any, and a value that carries one keeps the equality the compiler gives it.
public struct SourceFields: Hashable, Sendable {
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

    /// Finds member `name` in an object's JSON text: where its value lies, counted from the
    /// object's first byte; `nil` when the object has no such member.
    public typealias Finder = @Sendable (_ name: String, _ object: UnsafeRawBufferPointer) -> Range<Int>?

    /// What was read: the whole response, the members found in it, and where the whole object
    /// lies with a way to find its other members when they are asked for.
    private struct Text: Sendable {
        var body: [UInt8]
        var members: [Member]
        var object: Range<Int>?
        var find: Finder?
    }

    /// `nil` for a value made here, not read from a response.
    private let text: Text?

    /// None: the value that carries it was made here, not read from a response.
    public init() {
        text = nil
    }

    /// The members at `members` in `body`, the whole response they were read from (offsets
    /// count from its first byte). Each value must be one whole JSON value.
    public init(body: [UInt8], members: [Member]) {
        text = Text(body: body, members: members)
    }

    /// The members at `members` in `body`, as ``init(body:members:)`` keeps them, and any other
    /// member of the object at `object` when it is asked for, found by `find`: the members most
    /// output prints are found once, as the object is read, and the rest (`--json node_id`) only
    /// when asked, so that keeping them costs nothing until then.
    public init(body: [UInt8], members: [Member], object: Range<Int>, find: @escaping Finder) {
        text = Text(body: body, members: members, object: object, find: find)
    }

    /// The same members in a body of their own, holding only their text: what a value kept
    /// long after its page (a snapshot's users) carries, so that it does not keep the page alive.
    public func compacted() -> SourceFields {
        guard let text else { return self }
        var compact: [UInt8] = []
        compact.reserveCapacity(text.members.reduce(0) { $0 + $1.range.count })
        let moved = text.members.map { member in
            let start = compact.count
            compact += text.body[member.range]
            return Member(name: member.name, range: start..<compact.count)
        }
        return SourceFields(body: compact, members: moved)
    }

    /// Whether no text is kept: the value that carries it was made here, not read from a response.
    public var isEmpty: Bool { text == nil }

    /// Whether GitHub said nothing about member `name`: left it out, or sent `null`; `false`
    /// when nothing was read.
    public func saysNothing(about name: String) -> Bool {
        guard !isEmpty else { return false }
        return withValue(of: name) { raw in raw.map { $0.elementsEqual("null".utf8) } ?? true }
    }

    /// The JSON text of member `name`'s value, as sent (a member sent twice: the first, as
    /// `JSONDecoder` reads it); `nil` when GitHub left the member out or nothing was read.
    public func value(of name: String) -> ArraySlice<UInt8>? {
        guard let text, let range = range(of: name) else { return nil }
        return text.body[range]
    }

    /// Calls `use` with the JSON text of member `name`'s value, as sent, or `nil` when GitHub
    /// left the member out or nothing was read; the text is lent, not copied.
    public func withValue<Result>(of name: String, _ use: (UnsafeRawBufferPointer?) throws -> Result) rethrows -> Result {
        guard let text, let range = range(of: name) else { return try use(nil) }
        return try text.body.withUnsafeBytes { try use(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Where member `name`'s value lies in the body: among the members kept, else in the object.
    private func range(of name: String) -> Range<Int>? {
        guard let text else { return nil }
        if let member = text.members.first(where: { $0.name == name }) { return member.range }
        guard let object = text.object, let find = text.find else { return nil }
        let found = text.body.withUnsafeBytes { find(name, UnsafeRawBufferPointer(rebasing: $0[object])) }
        return found.map { $0.lowerBound + object.lowerBound..<$0.upperBound + object.lowerBound }
    }

    /// Always: the text takes no part in what a value means.
    public static func == (lhs: SourceFields, rhs: SourceFields) -> Bool { true }

    /// Adds nothing, for the same reason.
    public func hash(into hasher: inout Hasher) {}
}
