import Foundation

/// Something kept on this machine (the settings file, a cache entry) could not be written or
/// removed. The message names the file and the system's reason, as favorites errors do.
public struct WriteFailed: Error, Equatable, Sendable {
    /// What was being done, as the message says it: `save settings to`, `remove the cache entry`.
    public var action: String
    /// The file.
    public var path: String
    /// Why it failed, such as `Permission denied`.
    public var reason: String

    /// Says that doing `action` to `path` failed, and why.
    public init(_ action: String, path: String, reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }
}

extension WriteFailed: LocalizedError {
    /// `cannot <action> <path>: <reason>`.
    public var errorDescription: String? {
        "cannot \(action) \(path): \(reason)"
    }
}
