import GHText

/// A JSON value with object keys in a fixed order, so output keeps GitHub's field order.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])

    /// A string, or `null` when absent.
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number, or `null` when absent.
    static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    /// A Boolean, or `null` when absent.
    static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }

    /// The value as indented JSON, each line after the first prefixed by `indent`.
    func rendered(indent: String = "") -> String {
        var output = ""
        write(to: &output, indent: indent)
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let text): Self.quote(text, into: &output)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                Self.quote(member.key, into: &output)
                output += ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// Appends `text` as a JSON string. Besides what JSON requires, DEL, C1 controls and
    /// Unicode bidi controls are written as `\u` escapes: the value is unchanged for a JSON
    /// reader, but a terminal never sees them raw.
    static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if TextSanitizer.isUnsafe(scalar) {
                    // JSON's \u escape holds 16 bits: past U+FFFF, the UTF-16 surrogate pair.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
