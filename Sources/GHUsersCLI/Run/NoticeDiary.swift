import Foundation
import GHSystem

/// When a notice was last said, per host, so that a notice worth saying once a day is not said on
/// every run: `notices.json` in the state folder (`$XDG_STATE_HOME/gh-users`, else
/// `~/.local/state/gh-users`), private as the other state files are, at most ``sizeLimit`` bytes
/// and ``maximumEntries`` entries (the oldest forgotten first). A file that cannot be read or
/// written costs only a notice said again; it never fails a run.
struct NoticeDiary: Sendable {
    /// The most the file may hold.
    static let sizeLimit = 16 << 10
    /// The most notices remembered.
    static let maximumEntries = 64
    /// How long a notice said stays unsaid.
    static let quietPeriod: TimeInterval = 86_400

    /// The file.
    let url: URL

    /// The diary in `folder`.
    init(folder: URL) {
        url = folder.appendingPathComponent("notices.json")
    }

    /// Whether the notice `key` (`login api.github.com`) is due at `now`: not said within the
    /// last day. When it is, it counts as said now.
    func claim(_ key: String, at now: Date) -> Bool {
        var said = entries()
        if let last = said[key], now.timeIntervalSince1970 - last < Self.quietPeriod, last <= now.timeIntervalSince1970 {
            return false
        }
        said[key] = now.timeIntervalSince1970
        let kept = said.sorted { $0.value > $1.value }.prefix(Self.maximumEntries)
        let folder = url.deletingLastPathComponent().path
        guard let data = try? JSONEncoder().encode(Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })),
            data.count <= Self.sizeLimit
        else { return true }
        // A folder another user could write to is not written in (nor read from).
        guard PrivateDirectory.check(folder) == nil else { return true }
        try? PrivateDirectory.make(folder)
        try? AtomicFile.replace(url, with: data, flush: false)
        return true
    }

    /// What the file holds: when each notice was last said, in Unix seconds; nothing when it
    /// cannot be read (absent, too large, unsafe, damaged).
    private func entries() -> [String: Double] {
        guard PrivateDirectory.check(url.deletingLastPathComponent().path) == nil,
            let data = try? POSIXFile.readIfPresent(url.path, limit: Self.sizeLimit),
            let entries = try? JSONDecoder().decode([String: Double].self, from: data)
        else { return [:] }
        return entries.filter { $0.value.isFinite }
    }
}
