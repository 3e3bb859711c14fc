import Foundation

/// What can go wrong with a ``LockedFile`` itself, before its contents are read: each store
/// turns it into its own error, which says which file it is in the store's words.
enum LockedFileError: Error, Equatable, Sendable {
    /// The file or its folder could not be read.
    case unreadable(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// Another process held the lock for longer than gh-users waits.
    case lockTimedOut(path: String)
}

extension FavoritesFileError {
    /// The favorites' words for `error`.
    init(_ error: LockedFileError) {
        switch error {
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .unwritable(let path, let reason): self = .unwritable(path: path, reason: reason)
        case .lockTimedOut(let path): self = .lockTimedOut(path: path)
        }
    }
}
