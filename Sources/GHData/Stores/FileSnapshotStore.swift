import Foundation
import GHDomain
import GHSystem
import GHWire

/// Snapshots of users' lists (`--changes`), one file each, in `snapshots/<host>/` of the data
/// folder: `followers-<login>.json` and `following-<login>.json`, the login in lower case, as
/// GitHub's logins ignore case. Kept as favorites are (``LockedFile``): the folders private
/// (0700), the file 0600, written whole to a temporary file and renamed over the old one under
/// an exclusive lock, and at most ``sizeLimit`` bytes. A file that cannot be read as a snapshot
/// is reported, naming it, and never written over.
///
/// The file is JSON, one user a line:
/// `{"version":1,"host":…,"login":…,"list":"followers","taken_at":"2026-11-21T12:00:00Z","users":[…]}`,
/// each user with the members a listing sent (`login`, `id`, `avatar_url`, `html_url`, `type`,
/// `site_admin`), as sent.
public struct FileSnapshotStore: SnapshotStore {
    /// The most a snapshot may hold: about 250,000 users.
    public static let sizeLimit = 64 << 20
    /// The folder's name inside the data folder.
    public static let folderName = "snapshots"

    private let directory: URL
    private let lockTimeout: TimeInterval

    /// Snapshots in `directory` (the data folder's `snapshots`), created on the first save. A
    /// save waits at most `lockTimeout` seconds for another process's.
    public init(directory: URL, lockTimeout: TimeInterval = 10) {
        self.directory = directory
        self.lockTimeout = lockTimeout
    }

    /// The file that keeps `key`'s snapshot.
    public func fileURL(for key: ListSnapshotKey) -> URL {
        directory.appendingPathComponent(key.host.lowercased(), isDirectory: true)
            .appendingPathComponent("\(key.list.rawValue)-\(key.login.rawValue.lowercased()).json", isDirectory: false)
    }

    /// The snapshot kept for `key`; `nil` when there is none.
    public func snapshot(for key: ListSnapshotKey) async throws -> ListSnapshot<Sent<UserSummary>>? {
        let file = LockedFile<SnapshotFileError>(url: fileURL(for: key), sizeLimit: Self.sizeLimit)
        return try await BlockingWork.run { () throws(SnapshotFileError) -> ListSnapshot<Sent<UserSummary>>? in
            try file.read().map { data throws(SnapshotFileError) in try SnapshotFileFormat.decode(data, key: key, path: file.url.path) }
        }
    }

    /// Replaces `key`'s snapshot with `snapshot`, holding the lock.
    public func save(_ snapshot: ListSnapshot<Sent<UserSummary>>, for key: ListSnapshotKey) async throws {
        let file = LockedFile<SnapshotFileError>(url: fileURL(for: key), sizeLimit: Self.sizeLimit)
        let data = SnapshotFileFormat.encode(snapshot, key: key)
        guard data.count <= Self.sizeLimit else {
            throw SnapshotFileError.unwritable(
                path: file.url.path, reason: "the list is too long to keep (over \(Self.sizeLimit >> 20) MB)")
        }
        let lockTimeout = lockTimeout
        try await BlockingWork.run { try file.withExclusiveLock(timeout: lockTimeout) { try file.replace(with: data) } }
    }
}
