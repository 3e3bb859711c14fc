import Foundation

/// What can go wrong with the favorites file. Every case names the file, so the message tells
/// the user where to look.
enum FavoritesFileError: Error, Equatable, Sendable {
    /// The file is there but is not a favorites list (not JSON, the wrong shape, or cut
    /// short); `detail` says what was wrong. The file is never changed in that state.
    case corrupt(path: String, detail: String)
    /// The file or its folder could not be read.
    case unreadable(path: String, reason: String)
    /// The favorites could not be saved.
    case unwritable(path: String, reason: String)
    /// Another process held the lock for longer than gh-users waits.
    case lockTimedOut(path: String)
}

extension FavoritesFileError: LocalizedError {
    /// One line that names the file and says what to do.
    var errorDescription: String? {
        switch self {
        case .corrupt(let path, let detail):
            return "the favorites file \(path) is damaged (\(detail)); it was left untouched: repair it, or move it away to start afresh"
        case .unreadable(let path, let reason):
            return "cannot read the favorites file \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot save favorites to \(path): \(reason)"
        case .lockTimedOut(let path):
            return "another gh-users kept the favorites locked (\(path)); try again"
        }
    }
}
