import Foundation

/// The errors a store's ``LockedFile`` throws, in the store's own words (each case names the
/// file): ``FavoritesFileError`` for favorites, ``SnapshotFileError`` for snapshots.
protocol LockedFileFailure: Error {
    /// The file or its folder could not be read.
    static func unreadable(path: String, reason: String) -> Self
    /// The file could not be written.
    static func unwritable(path: String, reason: String) -> Self
    /// Another process held the lock for longer than gh-users waits.
    static func lockTimedOut(path: String) -> Self
}

extension FavoritesFileError: LockedFileFailure {}
extension SnapshotFileError: LockedFileFailure {}
