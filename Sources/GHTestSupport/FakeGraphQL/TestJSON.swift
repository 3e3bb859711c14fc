import Foundation

/// A JSON value with its object members in order, written compactly, for the stand-in's answers.
public indirect enum TestJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([TestJSON])
    case object([(String, TestJSON)])

    /// A string, or `null` when absent.
    public static func string(_ text: String?) -> TestJSON { text.map(TestJSON.string) ?? .null }

    /// The compact JSON text.
    public var text: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .string(let text): return Self.quoted(text)
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// Whether the two are written the same.
    public static func == (lhs: TestJSON, rhs: TestJSON) -> Bool { lhs.text == rhs.text }

    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
