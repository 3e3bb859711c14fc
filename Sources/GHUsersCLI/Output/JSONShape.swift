import GHDomain

/// The JSON object `--json` prints for one kind of item: its members, named as GitHub names
/// them, each copied as sent from the item's ``GHDomain/SourceFields`` when it has them (left
/// out when GitHub left it out), else made from the item's typed value.
///
/// An item that came from a response is written straight to the output, member by member, with
/// no ``JSONValue`` built for it: on a listing of many pages that is most of the work `--json`
/// does.
struct JSONShape<Item>: Sendable {
    /// One member: its name, and its value made from the typed item when there is no source.
    struct Member: Sendable {
        let name: String
        let typed: @Sendable (Item) -> JSONValue

        init(_ name: String, _ typed: @escaping @Sendable (Item) -> JSONValue) {
            self.name = name
            self.typed = typed
        }
    }

    /// The item's members as sent, empty unless it came from a response.
    let source: @Sendable (Item) -> SourceFields
    let members: [Member]

    /// The item as a JSON value.
    func value(of item: Item) -> JSONValue {
        let source = source(item)
        return .object(members.map { ($0.name, JSONValue.member($0.name, of: source, else: $0.typed(item))) })
    }

    /// Appends the item as ``JSONValue/write(to:indent:)`` writes ``value(of:)``, byte for byte.
    func write(_ item: Item, to output: inout OutputBytes, indent: String) {
        let source = source(item)
        guard !source.isEmpty else {
            value(of: item).write(to: &output, indent: indent)
            return
        }
        var opened = false
        for member in members {
            source.withValue(of: member.name) { raw in
                guard let raw else { return }
                output.append(opened ? ",\n" : "{\n")
                opened = true
                output.append(indent)
                output.append("  ")
                output.append(jsonString: member.name)
                output.append(": ")
                output.append(rawJSON: raw)
            }
        }
        guard opened else {
            output.append("{}")
            return
        }
        output.append("\n")
        output.append(indent)
        output.append("}")
    }
}
