import Foundation
import GHDomain
import GHSystem

/// The history of each list's `--changes` snapshots, beside the snapshot: in `snapshots/<host>/`,
/// `followers-<login>.history.json` (and `following-…`), kept as snapshots are (``LockedFile``:
/// private folders, a 0600 file replaced whole under an exclusive lock), at most ``sizeLimit``
/// bytes: past it, the oldest entries are forgotten. A file that cannot be read is reported,
/// naming it, and never written over.
public struct FileListHistory: ListHistoryStore {
    /// The most a history may hold.
    static let sizeLimit = 4 << 20

    private let snapshots: FileSnapshotStore
    private let lockTimeout: TimeInterval

    /// Histories beside the snapshots `snapshots` keeps.
    public init(snapshots: FileSnapshotStore, lockTimeout: TimeInterval = 10) {
        self.snapshots = snapshots
        self.lockTimeout = lockTimeout
    }

    /// The file that keeps `key`'s history.
    public func fileURL(for key: UserListSnapshot.Key) -> URL {
        let snapshot = snapshots.fileURL(for: key)
        return snapshot.deletingPathExtension().appendingPathExtension("history.json")
    }

    /// The history kept for `key`.
    public func history(for key: UserListSnapshot.Key) async throws -> ListHistory {
        let file = LockedFile<SnapshotFileError>(url: fileURL(for: key), sizeLimit: Self.sizeLimit)
        return try await BlockingWork.run { () throws(SnapshotFileError) -> ListHistory in
            try file.read().map { data throws(SnapshotFileError) in try Self.decode(data, path: file.url.path) } ?? ListHistory()
        }
    }

    /// Adds `entry` to `key`'s history, holding the lock.
    public func append(_ entry: ListHistory.Entry, for key: UserListSnapshot.Key) async throws {
        let file = LockedFile<SnapshotFileError>(url: fileURL(for: key), sizeLimit: Self.sizeLimit)
        let lockTimeout = lockTimeout
        try await BlockingWork.run {
            try file.withExclusiveLock(timeout: lockTimeout) {
                var history =
                    try file.read().map { data throws(SnapshotFileError) in try Self.decode(data, path: file.url.path) } ?? ListHistory()
                history.append(entry)
                var data = Self.encode(history)
                while data.count > Self.sizeLimit && history.entries.count > 1 {
                    history.entries.removeFirst()
                    data = Self.encode(history)
                }
                try file.replace(with: data)
            }
        }
    }

    private struct Contents: Codable {
        var version: Int
        var entries: [EntryDTO]
    }

    private struct EntryDTO: Codable {
        var takenAt: String
        var count: Int
        var first: Bool
        var arrived: [UserDTO]
        var left: [UserDTO]

        enum CodingKeys: String, CodingKey {
            case count, first, arrived, left
            case takenAt = "taken_at"
        }
    }

    private struct UserDTO: Codable {
        var login: String
        var id: Int
    }

    private static func encode(_ history: ListHistory) -> Data {
        let contents = Contents(
            version: 1,
            entries: history.entries.map { entry in
                EntryDTO(
                    takenAt: Timestamp(entry.takenAt).text, count: entry.count, first: entry.isFirst,
                    arrived: entry.arrived.map { UserDTO(login: $0.login, id: $0.id) },
                    left: entry.left.map { UserDTO(login: $0.login, id: $0.id) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(contents)) ?? Data()) + Data("\n".utf8)
    }

    private static func decode(_ data: Data, path: String) throws(SnapshotFileError) -> ListHistory {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw .corrupt(path: path, detail: "not a history of snapshots")
        }
        guard contents.version == 1 else {
            throw .corrupt(path: path, detail: "it is of version \(contents.version), which this gh-users does not read")
        }
        var entries: [ListHistory.Entry] = []
        for (index, entry) in contents.entries.enumerated() {
            guard let takenAt = Timestamp(entry.takenAt).date else {
                throw .corrupt(path: path, detail: "entry \(index + 1) has no valid \"taken_at\"")
            }
            entries.append(
                ListHistory.Entry(
                    takenAt: takenAt, count: entry.count, isFirst: entry.first,
                    arrived: entry.arrived.map { .init(login: $0.login, id: $0.id) },
                    left: entry.left.map { .init(login: $0.login, id: $0.id) }))
        }
        return ListHistory(entries: entries)
    }
}
