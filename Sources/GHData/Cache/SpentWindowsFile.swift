import Foundation
import GHDomain
import GHSystem

/// The rate-limit windows a run found spent, remembered until they reset, so that the next run
/// (the one a `Resume:` line starts, or a script's next call) does not send a request GitHub
/// would refuse: GitHub asks that none be sent while a limit is spent. Kept in the cache folder
/// as `rate-limits.json`, keyed by a hash of the API host and the token (never the token), at
/// most ``maximumWindows`` of them, each dropped once it has reset. Losing the file costs at
/// most one refused request; a damaged one is ignored and replaced.
public final class SpentWindowsFile: Sendable {
    /// The file's name in the cache folder.
    static let fileName = "rate-limits.json"
    /// The most windows kept; the soonest to reset go first.
    static let maximumWindows = 64
    /// The most the file may hold.
    static let sizeLimit = 64 << 10

    private struct Entry: Codable {
        var identity: String
        var resource: String
        var limit: Int
        var reset: Double
    }

    /// The file.
    public let url: URL
    private let host: String

    /// The windows of the API at `host` (`api.github.com`), kept in `directory`.
    public init(directory: URL, host: String) {
        url = directory.appendingPathComponent(Self.fileName)
        self.host = host
    }

    /// The key a caller's windows are kept under: a hash of the host and of `authorization`
    /// (the request's header, or `nil` for none).
    public func identity(authorization: String?) -> String {
        SHA256.hex("gh-users rate-limit identity\n\(host)\n\(authorization ?? "anonymous")")
    }

    /// The windows of `identity` still spent at `now`.
    public func spentWindows(of identity: String, at now: Date) -> [RateLimitSnapshot] {
        entries(validAt: now).filter { $0.identity == identity }.map {
            RateLimitSnapshot(remaining: 0, limit: $0.limit, resetAt: Date(timeIntervalSince1970: $0.reset), resource: $0.resource)
        }
    }

    /// Remembers that `window` of `identity` is spent until its reset; a window that is not
    /// spent, or has no reset, is not kept. Failing to write is not worth failing a run for.
    public func remember(_ window: RateLimitSnapshot, of identity: String, at now: Date) {
        guard window.remaining <= 0, let reset = window.resetAt, reset > now, let resource = window.resource else { return }
        var kept = entries(validAt: now).filter { !($0.identity == identity && $0.resource == resource) }
        kept.append(Entry(identity: identity, resource: resource, limit: window.limit, reset: reset.timeIntervalSince1970))
        kept = Array(kept.sorted { $0.reset > $1.reset }.prefix(Self.maximumWindows))
        let folder = url.deletingLastPathComponent()
        guard PrivateDirectory.check(folder.path) == nil, let data = try? JSONEncoder().encode(kept) else { return }
        try? PrivateDirectory.make(folder.path)
        try? AtomicFile.replace(url, with: data, flush: false)
    }

    /// Forgets that `resource` of `identity` is spent: GitHub's own `GET /rate_limit` said it
    /// is not (what `status` and a `--wait` facing a reset that lies ask).
    public func forget(_ resource: String, of identity: String, at now: Date) {
        let all = entries(validAt: now)
        let kept = all.filter { !($0.identity == identity && $0.resource == resource) }
        guard kept.count != all.count, let data = try? JSONEncoder().encode(kept) else { return }
        try? AtomicFile.replace(url, with: data, flush: false)
    }

    /// Forgets every window remembered in `directory` (`cache clear`); a file that is not there
    /// is already forgotten.
    public static func forgetAll(in directory: URL) throws {
        let path = directory.appendingPathComponent(fileName).path
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteFailed("remove the remembered rate limits", path: path, reason: POSIXFileError(code: errno, path: path).reason)
        }
    }

    /// What the file holds that has not reset by `now`; nothing when it cannot be read.
    private func entries(validAt now: Date) -> [Entry] {
        guard PrivateDirectory.check(url.deletingLastPathComponent().path) == nil,
            let data = try? POSIXFile.readIfPresent(url.path, limit: Self.sizeLimit),
            let entries = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [] }
        return entries.filter { $0.reset.isFinite && $0.reset > now.timeIntervalSince1970 && $0.limit >= 0 }
    }
}
