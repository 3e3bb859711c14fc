import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's size and modification time from one `stat` call.
///
/// FileManager's attributes cost much more: on Linux each call also looks up the owner's and
/// group's names, reading `/etc/passwd` and `/etc/group`. The cache asks for sizes on every
/// store and for every entry when it first totals the directory, so the difference shows.
struct FileStatus {
    /// The size in bytes.
    var size: Int
    /// When the contents last changed (or the file was last marked as used).
    var modified: Date
    /// Whether it is a plain file (not a folder, a link or a device).
    var isRegularFile: Bool

    /// The status of the file at `path`, or `nil` when there is none or it cannot be read. A
    /// symbolic link is described, not followed.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        modified = Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }

    /// Sets the modification time of the file at `path` to now; `false` when that failed.
    @discardableResult
    static func touch(path: String) -> Bool {
        utimensat(AT_FDCWD, path, nil, 0) == 0
    }
}
