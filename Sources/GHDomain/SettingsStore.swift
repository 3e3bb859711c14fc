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
}

/// One setting's value as kept: text, or a whole number.
public enum SettingValue: Equatable, Sendable, Codable {
    /// Text, such as `never`.
    case text(String)
    /// A whole number, such as `50`.
    case number(Int)

    /// The value as typed on a command line: `never`, `50`.
    public var text: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return String(number)
        }
    }

    /// Reads a JSON string or whole number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// Writes a JSON string or number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        }
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
