import Foundation

/// One value of a GraphQL answer that a profile is made from: a scalar, or a connection's count.
enum GraphQLValue: Decodable, Equatable, Sendable {
    case null
    case string(String)
    case int(Int)
    case bool(Bool)
    /// A connection asked only for its `totalCount` (`{"totalCount": 8}`).
    case count(Int?)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .count(try container.decode(Connection.self).totalCount)
        }
    }

    /// The value in REST's form, converted as `conversion` says; `nil` when it is not what the
    /// field gives (a count where a scalar belongs, say), so the member is left out.
    func converted(_ conversion: GraphQLProfileField.Conversion) -> GraphQLValue? {
        switch (conversion, self) {
        case (.totalCount, .count(let total)): return total.map(GraphQLValue.int) ?? .null
        case (.totalCount, .null): return .null
        case (.totalCount, _), (_, .count): return nil
        case (.emptyStringAsNull, .string("")): return .null
        case (.nullAsEmptyString, .null): return .string("")
        case (.falseAsNull, .bool(false)): return .null
        default: return self
        }
    }

    /// The text, for a string or `null`; `nil` for anything else.
    var text: String?? {
        switch self {
        case .string(let text): return .some(text)
        case .null: return .some(nil)
        default: return nil
        }
    }

    /// The value as JSON text.
    var json: [UInt8] {
        switch self {
        case .null, .count(nil): return Array("null".utf8)
        case .string(let text): return JSONText.quoted(text)
        case .int(let number), .count(.some(let number)): return Array(String(number).utf8)
        case .bool(let flag): return Array((flag ? "true" : "false").utf8)
        }
    }

    private struct Connection: Decodable {
        let totalCount: Int?
    }
}

/// JSON text for values gh-users writes itself.
enum JSONText {
    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }
}
