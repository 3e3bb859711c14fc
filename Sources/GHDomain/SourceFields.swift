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

    /// The whole response and the members found in it; `nil` for a value made here.
    private let text: (body: [UInt8], members: [Member])?

    /// None: the value that carries it was made here, not read from a response.
    public init() {
        text = nil
    }

    /// The members at `members` in `body`, the whole response they were read from (offsets
    /// count from its first byte). Each value must be one whole JSON value.
    public init(body: [UInt8], members: [Member]) {
        text = (body, members)
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
        guard let text, let member = text.members.first(where: { $0.name == name }) else { return nil }
        return text.body[member.range]
    }

    /// Calls `use` with the JSON text of member `name`'s value, as sent, or `nil` when GitHub
    /// left the member out or nothing was read; the text is lent, not copied.
    public func withValue<Result>(of name: String, _ use: (UnsafeRawBufferPointer?) throws -> Result) rethrows -> Result {
        guard let text, let member = text.members.first(where: { $0.name == name }) else { return try use(nil) }
        return try text.body.withUnsafeBytes { try use(UnsafeRawBufferPointer(rebasing: $0[member.range])) }
    }

    /// Always: the text takes no part in what a value means.
    public static func == (lhs: SourceFields, rhs: SourceFields) -> Bool { true }

    /// Adds nothing, for the same reason.
    public func hash(into hasher: inout Hasher) {}
}
