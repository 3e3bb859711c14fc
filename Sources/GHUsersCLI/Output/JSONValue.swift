import Foundation
import GHDomain
import GHText
import GHWire

/// A JSON value with object keys in a fixed order, so output keeps GitHub's field order.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    /// A value's JSON text exactly as GitHub sent it.
    case sent(ArraySlice<UInt8>)
    /// Nothing: an object leaves out a member whose value this is (GitHub did not send it).
    case absent

    /// A string, or `null` when absent.
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number, or `null` when absent.
    static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    /// A Boolean, or `null` when absent.
    static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
    /// A time in GitHub's form (RFC 3339, UTC), or `null` when absent or out of any calendar's
    /// range.
    static func time(_ date: Date?) -> JSONValue {
        .string(date.flatMap { CalendarDay($0) != nil ? ProfilePrinter.timestamp($0) : nil })
    }

    /// Member `name` as GitHub sent it in `source` (left out when GitHub left it out); when
    /// nothing was read, `typed`.
    static func member(_ name: String, of source: SourceFields, else typed: JSONValue) -> JSONValue {
        guard !source.isEmpty else { return typed }
        return source.value(of: name).map(JSONValue.sent) ?? .absent
    }

    /// The value as indented JSON, each line after the first prefixed by `indent`.
    func rendered(indent: String = "") -> String {
        var output = OutputBytes()
        write(to: &output, indent: indent)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Appends the value as indented JSON, each line after the first prefixed by `indent`.
    func write(to output: inout OutputBytes, indent: String) {
        switch self {
        case .string(let text): output.append(jsonString: text)
        case .int(let number): output.append(decimal: number)
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .null, .absent: output.append("null")
        case .sent(let text):
            text.withUnsafeBytes { output.append(rawJSON: $0) }
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append("[]")
                return
            }
            let inner = indent + "  "
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(inner)
                element.write(to: &output, indent: inner)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(indent)
            output.append("]")
        case .object(let members):
            guard let last = members.lastIndex(where: { !$0.value.isAbsent }) else {
                output.append("{}")
                return
            }
            let inner = indent + "  "
            output.append("{\n")
            for member in members[...last] where !member.value.isAbsent {
                output.append(inner)
                output.append(jsonString: member.key)
                output.append(": ")
                member.value.write(to: &output, indent: inner)
                output.append(",\n")
            }
            // The last member has no comma after it.
            output.removeLast(2)
            output.append("\n")
            output.append(indent)
            output.append("}")
        }
    }

    /// Whether this is ``absent``.
    private var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// Appends `text` as a JSON string. Besides what JSON requires, DEL, C1 controls and
    /// Unicode bidi controls are written as `\u` escapes: the value is unchanged for a JSON
    /// reader, but a terminal never sees them raw.
    static func quote(_ text: String, into output: inout String) {
        var bytes = OutputBytes()
        bytes.append(jsonString: text)
        output += String(decoding: bytes.bytes, as: UTF8.self)
    }
}
