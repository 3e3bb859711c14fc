import Foundation

/// What can go wrong with the follow journal. Every case names the file.
enum FollowJournalFileError: Error, Equatable, Sendable {
    /// The file is there but is not a journal; `detail` says what was wrong. It is never
    /// changed in that state.
    case corrupt(path: String, detail: String)
    /// The file or its folder could not be read.
    case unreadable(path: String, reason: String)
    /// The journal could not be saved.
    case unwritable(path: String, reason: String)
    /// Another process held the lock for longer than gh-users waits.
    case lockTimedOut(path: String)
}

extension FollowJournalFileError: LockedFileFailure {}

extension FollowJournalFileError: LocalizedError {
    /// One line that names the file and says what to do.
    var errorDescription: String? {
        switch self {
        case .corrupt(let path, let detail):
            return
                "the follow journal \(path) is damaged (\(detail)); it was left untouched and no change was sent: repair it, or move it away to start afresh"
        case .unreadable(let path, let reason):
            return "cannot read the follow journal \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write the follow journal \(path): \(reason)"
        case .lockTimedOut(let path):
            return "another gh-users kept the follow journal locked (\(path)); try again"
        }
    }
}
