import Foundation

/// Where the user's settings are kept between runs: names to values, as the settings file holds
/// them. Which names mean what is the command line's business; the store only keeps them.
public protocol SettingsStore: Sendable {
    /// Where the settings are, to name in messages.
    var location: String { get }

    /// The settings as saved; empty when none ever were. Throws ``SettingsUnreadable`` when they
    /// are there but cannot be read as settings.
    func load() throws -> [String: SettingValue]

    /// Replaces the saved settings with `settings`, whole.
    func save(_ settings: [String: SettingValue]) throws

    /// Reads the settings, lets `change` change them, and saves them, with no other writer in
    /// between: two runs changing different settings at once both keep their change. Waiting
    /// for the other writer suspends the caller; it holds no thread of Swift's cooperative pool.
    func update(_ change: @escaping @Sendable (inout [String: SettingValue]) throws -> Void) async throws
}

/// One setting's value as kept: text, a whole number, or, for a setting this version does
/// not know, any JSON value, kept so that saving the file does not lose it.
public enum SettingValue: Equatable, Sendable, Codable {
    /// Text, such as `never`.
    case text(String)
    /// A whole number, such as `50`.
    case number(Int)
    /// Any other JSON value: `true`, `1.5`, `null`, an array or an object.
    case other(AnyJSON)

    /// The value as typed on a command line: `never`, `50`; other values as compact JSON.
    public var text: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return String(number)
        case .other(let value): return value.compactText
        }
    }

    /// Reads a JSON string, whole number, or any other value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .other(try container.decode(AnyJSON.self))
        }
    }

    /// Writes the value back as it was read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .other(let value): try container.encode(value)
        }
    }
}

/// Any JSON value, read and written back as it was.
public indirect enum AnyJSON: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    /// A whole number, kept exactly (a `Double` holds whole numbers exactly only to 2⁵³).
    case integer(Int)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let whole = try? container.decode(Int.self) {
            self = .integer(whole)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([AnyJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    /// Writes the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let whole): try container.encode(whole)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// The value as compact JSON, members sorted.
    public var compactText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// Settings that exist but cannot be read as settings; the message names where they are.
public struct SettingsUnreadable: Error, Equatable, Sendable {
    /// Where the settings are, such as the file's path.
    public var path: String
    /// What is wrong with them.
    public var reason: String

    /// Names the place and what is wrong with it.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
