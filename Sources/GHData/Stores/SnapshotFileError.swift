import Foundation

/// What can go wrong with a snapshot file of `--changes`. Every case names the file.
public enum SnapshotFileError: Error, Equatable, Sendable {
    /// The file is there but is not a snapshot (not JSON, the wrong shape, another list's, cut
    /// short); `detail` says what was wrong. The file is never changed in that state.
    case corrupt(path: String, detail: String)
    /// The file or its folder could not be read.
    case unreadable(path: String, reason: String)
    /// The snapshot could not be saved.
    case unwritable(path: String, reason: String)
    /// Another process held the lock for longer than gh-users waits.
    case lockTimedOut(path: String)
}

extension SnapshotFileError: LocalizedError {
    /// One line that names the file and says what to do.
    public var errorDescription: String? {
        switch self {
        case .corrupt(let path, let detail):
            return "the snapshot file \(path) is damaged (\(detail)); it was left untouched: repair it, or move it away to start afresh"
        case .unreadable(let path, let reason):
            return "cannot read the snapshot file \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot save the snapshot to \(path): \(reason)"
        case .lockTimedOut(let path):
            return "another gh-users kept the snapshot locked (\(path)); try again"
        }
    }
}
