import Foundation
import GHDomain
import GHSystem

/// Settings kept as one JSON object of names to strings or whole numbers, such as
/// `{"color": "never", "per-page": 50}`. Written whole and atomically; never written over
/// a file it could not read.
public struct SettingsFile: SettingsStore {
    /// The most a settings file may hold.
    static let sizeLimit = 64 << 10

    /// The file, which need not exist.
    public let url: URL

    /// Settings in `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file's path.
    public var location: String { url.path }

    /// The settings, by name; empty when the file does not exist.
    public func load() throws -> [String: SettingValue] {
        let folder = url.deletingLastPathComponent().path
        // A folder that can never be one (`HOME=/dev/null`) holds no settings; the run says so once.
        if PrivateDirectory.fileInTheWay(of: folder) != nil { return [:] }
        if let problem = PrivateDirectory.check(folder) {
            throw SettingsUnreadable(path: url.path, reason: "its folder \(folder) is not used: \(problem.reason)")
        }
        let data: Data?
        do {
            data = try POSIXFile.readIfPresent(url.path, limit: Self.sizeLimit)
        } catch {
            throw SettingsUnreadable(path: url.path, reason: error.reason)
        }
        guard let data else { return [:] }
        guard let settings = try? JSONDecoder().decode([String: SettingValue].self, from: data) else {
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            throw SettingsUnreadable(path: url.path, reason: isJSON ? "it is not a JSON object" : "it is not valid JSON")
        }
        return settings
    }

    /// Reads, changes and saves the settings holding `config.json.lock`, as favorites are
    /// written, on ``GHSystem/BlockingWork``'s threads: another run changing them at the same
    /// time waits (up to 10 s) rather than writing over this change.
    public func update(_ change: @escaping @Sendable (inout [String: SettingValue]) throws -> Void) async throws {
        let file = LockedFile<SettingsLockFailure>(url: url, sizeLimit: Self.sizeLimit)
        try await BlockingWork.run { [self] in
            do {
                try file.withExclusiveLock(timeout: FileFavoritesStore.defaultLockTimeout) {
                    let before = try load()
                    var settings = before
                    try change(&settings)
                    if settings != before { try save(settings) }
                }
            } catch let failure as SettingsLockFailure {
                throw failure.error
            }
        }
    }

    /// Replaces the file with `settings`, keys sorted, creating its folder (mode 0700); throws
    /// ``GHDomain/WriteFailed``, naming the file and the system's reason, when it cannot.
    public func save(_ settings: [String: SettingValue]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(settings)
        let folder = url.deletingLastPathComponent().path
        do throws(POSIXFileError) {
            try PrivateDirectory.make(folder)
        } catch {
            throw WriteFailed("save settings to", path: url.path, reason: "cannot create \(error.path ?? folder): \(error.reason)")
        }
        do throws(POSIXFileError) {
            try AtomicFile.replace(url, with: data + Data("\n".utf8))
        } catch {
            throw WriteFailed("save settings to", path: url.path, reason: error.reason)
        }
    }
}

/// What goes wrong with the settings' lock file, as the errors settings throw elsewhere.
private struct SettingsLockFailure: LockedFileFailure {
    /// ``GHDomain/SettingsUnreadable`` or ``GHDomain/WriteFailed``.
    let error: any Error

    static func unreadable(path: String, reason: String) -> Self {
        Self(error: SettingsUnreadable(path: path, reason: reason))
    }

    static func unwritable(path: String, reason: String) -> Self {
        Self(error: WriteFailed("save settings to", path: path, reason: reason))
    }

    static func lockTimedOut(path: String) -> Self {
        Self(error: WriteFailed("save settings to", path: path, reason: "another gh-users kept it locked; try again"))
    }
}
