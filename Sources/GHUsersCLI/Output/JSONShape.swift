import Foundation
import GHDomain
import GHWire

/// The JSON object `--json` prints for one kind of item: its members, named as GitHub names
/// them, each copied as sent from the item's ``GHDomain/SourceFields`` when it has them (left
/// out when GitHub left it out), else made from the item's typed value.
///
/// A shape knows every member the kind offers (``fields``, what `--json <fields>` may name) and
/// prints some of them: with no field list, every member GitHub sent, in its order, as `gh api`
/// does (an item made here, not read whole from a response, gets the kind's usual members); with
/// one, those named, in the order named (see ``selecting(_:)``).
///
/// An item that came from a response is written straight to the output, member by member, with
/// no ``JSONValue`` built for it: on a listing of many pages that is most of the work `--json`
/// does.
struct JSONShape<Item>: Sendable {
    /// One member: its name, and its value made from the typed item when there is no source.
    struct Member: Sendable {
        let name: String
        let typed: @Sendable (Item) -> JSONValue
        /// Whether the value is copied from the members sent, when the item has them; a member
        /// built from parts (a repository's owner) is always made by ``typed``.
        let isCopied: Bool
        /// Whether the member is gh-users' own addition to what GitHub sent (a profile's extras
        /// from GraphQL): printed after every member sent, when bare `--json` prints those.
        let isAddedAfterSent: Bool
        /// `"name": ` as written before the value, made once rather than for every item.
        let key: [UInt8]

        /// A member copied as sent, else made by `typed`.
        init(_ name: String, _ typed: @escaping @Sendable (Item) -> JSONValue) {
            self.init(name, isCopied: true, typed)
        }

        /// A member copied as sent when `isCopied`, else always made by `typed`.
        init(_ name: String, isCopied: Bool, _ typed: @escaping @Sendable (Item) -> JSONValue) {
            self.init(name, isCopied: isCopied, isAddedAfterSent: false, typed)
        }

        /// A member that GitHub's object never holds, always made by `typed`, and printed after
        /// the members sent (left out where `typed` gives ``JSONValue/absent``).
        static func added(_ name: String, _ typed: @escaping @Sendable (Item) -> JSONValue) -> Member {
            Member(name, isCopied: false, isAddedAfterSent: true, typed)
        }

        fileprivate init(_ name: String, isCopied: Bool, isAddedAfterSent: Bool, _ typed: @escaping @Sendable (Item) -> JSONValue) {
            self.name = name
            self.typed = typed
            self.isCopied = isCopied
            self.isAddedAfterSent = isAddedAfterSent
            var key = OutputBytes()
            key.append(jsonString: name)
            key.append(": ")
            self.key = key.bytes
        }

        /// A member copied as sent, and left out of an item that was not read from a response.
        static func sent(_ name: String) -> Member {
            Member(name) { _ in .absent }
        }
    }

    /// Members copied as sent, as ``Member/sent(_:)`` makes them.
    static func sent(_ names: [String]) -> [Member] {
        names.map(Member.sent)
    }

    /// The item's members as sent, empty unless it came from a response.
    let source: @Sendable (Item) -> SourceFields
    /// Every member the kind offers: those bare `--json` prints, then the others.
    let available: [Member]
    /// The members printed, in order, when ``printsAllSent`` does not apply.
    let members: [Member]
    /// Whether an item read whole from a response is printed with every member it was sent
    /// with, in its order: bare `--json`, which names no fields.
    let printsAllSent: Bool

    /// A shape that prints `members`, in that order, when `--json` names no fields, and offers
    /// `extras` as well to `--json <fields>`.
    init(source: @escaping @Sendable (Item) -> SourceFields, members: [Member], extras: [Member] = []) {
        self.source = source
        self.available = members + extras
        self.members = members
        printsAllSent = true
    }

    fileprivate init(
        source: @escaping @Sendable (Item) -> SourceFields, available: [Member], members: [Member], printsAllSent: Bool
    ) {
        self.source = source
        self.available = available
        self.members = members
        self.printsAllSent = printsAllSent
    }

    /// The same members for items of another kind that each hold an `Item` (a change on a list
    /// holds the user), found by `item`.
    func pulledBack<Other>(_ item: @escaping @Sendable (Other) -> Item) -> JSONShape<Other> {
        let pull = { (member: Member) in
            JSONShape<Other>.Member(member.name, isCopied: member.isCopied, isAddedAfterSent: member.isAddedAfterSent) {
                member.typed(item($0))
            }
        }
        let source = self.source
        return JSONShape<Other>(
            source: { source(item($0)) }, available: available.map(pull), members: members.map(pull), printsAllSent: printsAllSent)
    }

    /// The names `--json <fields>` may give: those bare `--json` prints, then the others.
    var fields: [String] { available.map(\.name) }

    /// This shape printing `fields`, in that order; as it is when `fields` is `nil`. A name that is not one of ``fields`` is passed over (``JSONOptions``
    /// refuses one before anything is sent).
    func selecting(_ fields: [String]?) -> JSONShape {
        guard let fields else { return self }
        let chosen = fields.compactMap { name in available.first { $0.name == name } }
        return JSONShape(source: source, available: available, members: chosen, printsAllSent: false)
    }

    /// The item as a JSON value.
    func value(of item: Item) -> JSONValue {
        let source = source(item)
        if printsAllSent {
            var sent: [(String, JSONValue)] = []
            let whole = source.forEachSentMember { name, value in
                sent.append((Self.name(name), .sent(ArraySlice(value))))
            }
            if whole { return .object(sent + members.filter(\.isAddedAfterSent).map { ($0.name, $0.typed(item)) }) }
        }
        return .object(
            members.map { member in
                (member.name, member.isCopied ? JSONValue.member(member.name, of: source, else: member.typed(item)) : member.typed(item))
            })
    }

    /// Appends the item as ``JSONValue/write(to:indent:)`` writes ``value(of:)``, byte for byte.
    func write(_ item: Item, to output: inout OutputBytes, indent: String) {
        let source = source(item)
        guard !source.isEmpty else {
            value(of: item).write(to: &output, indent: indent)
            return
        }
        var opened = false
        if printsAllSent {
            // `,\n` and the member's indent, made once an item rather than appended piece by
            // piece for each of its members.
            var between = OutputBytes(capacity: indent.utf8.count + 4)
            between.append(",\n" as StaticString)
            between.append(indent)
            between.append("  " as StaticString)
            let whole = source.forEachSentMember { name, value in
                if opened {
                    output.append(between)
                } else {
                    output.append(byte: UInt8(ascii: "{"))
                    output.append(between, from: 1)
                    opened = true
                }
                output.append(rawJSON: name)
                output.append(": " as StaticString)
                output.append(rawJSON: value)
            }
            if whole {
                for member in members where member.isAddedAfterSent {
                    let value = member.typed(item)
                    if case .absent = value { continue }
                    Self.begin(member, opened: &opened, indent: indent, output: &output)
                    value.write(to: &output, indent: indent + "  ")
                }
                Self.end(opened: opened, indent: indent, output: &output)
                return
            }
        }
        for member in members {
            if member.isCopied {
                source.withValue(of: member.name) { raw in
                    guard let raw else { return }
                    Self.begin(member, opened: &opened, indent: indent, output: &output)
                    output.append(rawJSON: raw)
                }
                continue
            }
            let value = member.typed(item)
            if case .absent = value { continue }
            Self.begin(member, opened: &opened, indent: indent, output: &output)
            value.write(to: &output, indent: indent + "  ")
        }
        Self.end(opened: opened, indent: indent, output: &output)
    }

    /// The name a member's name text (quotes included, one valid JSON string) spells.
    private static func name(_ text: UnsafeRawBufferPointer) -> String {
        let inner = UnsafeRawBufferPointer(rebasing: text.dropFirst().dropLast())
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(text))) ?? String(decoding: inner, as: UTF8.self)
    }

    /// Appends the object's end, or `{}` when it had no member.
    private static func end(opened: Bool, indent: String, output: inout OutputBytes) {
        guard opened else {
            output.append("{}")
            return
        }
        output.append("\n")
        output.append(indent)
        output.append("}")
    }

    /// Appends what comes before `member`'s value: the object's opening or the comma after
    /// the member before, and the name. (A function, not a closure: one that captures `output`
    /// cost `--json` a twentieth of its time.)
    private static func begin(_ member: Member, opened: inout Bool, indent: String, output: inout OutputBytes) {
        output.append(opened ? ",\n" : "{\n")
        opened = true
        output.append(indent)
        output.append("  ")
        output.append(bytes: member.key)
    }
}
