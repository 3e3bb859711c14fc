import Foundation
import GHDomain
import GHSystem

/// The GitHub Enterprise Server release each host last named, remembered across runs, so that
/// `status`, `version` and what a release lacks (social accounts before 3.9) need no `GET /meta`
/// each run. Kept in the cache folder as `server-versions.json`, at most ``maximumHosts`` hosts,
/// the most recently seen first; replaced when an answer names another release. A file that is
/// damaged, too large or not the user's own is ignored (and replaced at the next release seen):
/// losing it costs one `/meta`.
public struct ServerVersionsFile: Sendable {
    /// The file's name in the cache folder.
    static let fileName = "server-versions.json"
    /// The most hosts kept; the longest unseen go first.
    static let maximumHosts = 32
    /// The most the file may hold: far more than ``maximumHosts`` entries take.
    static let sizeLimit = 16 << 10
    /// The longest host name kept (a host name has at most 253 characters, a port 6 more).
    static let maximumHostLength = 260

    private struct Entry: Codable {
        var host: String
        var version: String
        var seen: Double
    }

    /// The file.
    public let url: URL
    private let host: String

    /// The release of the API at `host` (`ghe.example.com`, `127.0.0.1:8080`), kept in `directory`.
    public init(directory: URL, host: String) {
        url = directory.appendingPathComponent(Self.fileName)
        self.host = host
    }

    /// The release remembered for the host; `nil` when none is, or the file cannot be read.
    public func remembered() -> ServerVersion? {
        entries().first { $0.host == host }.flatMap { ServerVersion($0.version) }
    }

    /// Remembers `version` as the host's release at `now`. Failing to write is not worth
    /// failing a run for.
    public func remember(_ version: ServerVersion, at now: Date) {
        guard host.utf8.count <= Self.maximumHostLength else { return }
        var kept = entries().filter { $0.host != host }
        kept.insert(Entry(host: host, version: version.description, seen: now.timeIntervalSince1970), at: 0)
        kept = Array(kept.prefix(Self.maximumHosts))
        let folder = url.deletingLastPathComponent()
        guard PrivateDirectory.check(folder.path) == nil, let data = try? JSONEncoder().encode(kept) else { return }
        try? PrivateDirectory.make(folder.path)
        try? AtomicFile.replace(url, with: data, flush: false)
    }

    /// Forgets every release remembered in `directory` (`cache clear`); a file that is not there
    /// is already forgotten.
    public static func forgetAll(in directory: URL) throws {
        let path = directory.appendingPathComponent(fileName).path
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteFailed("remove the remembered server versions", path: path, reason: POSIXFileError(code: errno, path: path).reason)
        }
    }

    /// What the file holds, most recently seen first; nothing when it cannot be read.
    private func entries() -> [Entry] {
        guard PrivateDirectory.check(url.deletingLastPathComponent().path) == nil,
            let data = try? POSIXFile.readIfPresent(url.path, limit: Self.sizeLimit),
            let entries = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [] }
        return Array(entries.prefix(Self.maximumHosts)).filter { $0.host.utf8.count <= Self.maximumHostLength }
    }
}
