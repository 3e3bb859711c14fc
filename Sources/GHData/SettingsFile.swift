import Foundation

/// Settings kept as one JSON object of names to strings or numbers, such as
/// `{"color": "never", "per-page": 50}`. Written whole and atomically; never written over
/// a file it could not read.
public struct SettingsFile: Sendable {
    /// A settings file that exists but cannot be read as settings.
    public struct Unreadable: Error, LocalizedError, Equatable {
        /// The file.
        public var path: String
        /// What is wrong with it.
        public var reason: String

        /// Names the file and what is wrong with it.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `cannot read settings from <path>: <reason>; fix or delete it`.
        public var errorDescription: String? {
            "cannot read settings from \(path): \(reason); fix or delete it"
        }
    }

    /// One value: text or a whole number, kept as text.
    private struct Value: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    /// The file, which need not exist.
    public let url: URL

    /// Settings in `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The settings, by name; empty when the file does not exist.
    public func load() throws -> [String: String] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return [:]
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return [:] }
            throw Unreadable(path: url.path, reason: error.localizedDescription)
        }
        guard let object = try? JSONDecoder().decode([String: Value].self, from: data) else {
            throw Unreadable(path: url.path, reason: "it is not a JSON object of text and whole numbers")
        }
        let settings = object.mapValues(\.text)
        return settings
    }

    /// Replaces the file with `settings`; `numbers` names the settings written as JSON numbers.
    public func save(_ settings: [String: String], numbers: Set<String> = []) throws {
        var object: [String: Any] = [:]
        for (name, value) in settings {
            object[name] = numbers.contains(name) ? (Int(value).map { $0 as Any } ?? value) : value
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try AtomicFile.replace(url, with: data + Data("\n".utf8))
    }
}
