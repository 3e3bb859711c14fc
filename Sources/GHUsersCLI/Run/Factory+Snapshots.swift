import Foundation
import GHData
import GHDomain

extension Factory {
    /// The snapshots `--changes` keeps, in the data directory's `snapshots` folder
    /// (`$XDG_DATA_HOME/gh-users`, else `~/.local/share/gh-users`); throws when the environment
    /// names neither.
    func snapshots() throws -> FileSnapshotStore {
        guard let directory = locations.data else { throw SnapshotsLocationUnknown() }
        return FileSnapshotStore(directory: directory.appendingPathComponent(FileSnapshotStore.folderName, isDirectory: true))
    }
}

extension Factory {
    /// The history of the snapshots `--changes` keeps, beside them.
    func listHistory() throws -> any ListHistoryStore {
        guard let directory = locations.data else { throw SnapshotsLocationUnknown() }
        return FileListHistory(
            snapshots: FileSnapshotStore(directory: directory.appendingPathComponent(FileSnapshotStore.folderName, isDirectory: true)))
    }
}

/// Neither `XDG_DATA_HOME` nor `HOME` says where snapshots are kept.
struct SnapshotsLocationUnknown: LocalizedError {
    var errorDescription: String? {
        "cannot tell where to keep snapshots: set HOME or XDG_DATA_HOME to an absolute path"
    }
}
