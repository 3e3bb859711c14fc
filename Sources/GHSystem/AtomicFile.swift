import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file so that a reader, in this process or another, sees the old contents or the
/// new, never a mixture or a truncated file.
public enum AtomicFile {
    /// Writes `data` to a new file (mode 0600) beside `target` and renames it over `target`.
    /// Unless `flush` is false (a cache can lose an entry to a crash; settings and favorites
    /// cannot), the new file is flushed to disk before the rename and the rename after it.
    /// A writer that holds a lock may name its `temporary` file: one left by a writer killed
    /// mid-write is then written over rather than left behind. Without a lock each call uses a
    /// name of its own.
    public static func replace(_ target: URL, with data: Data, flush: Bool = true, temporary: URL? = nil) throws(POSIXFileError) {
        if let temporary { unlink(temporary.path) }
        let temporaryPath =
            temporary?.path
            ?? target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let fd = try POSIXFile.open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL)
        var failure: POSIXFileError?
        // 0600 whatever the umask.
        if fchmod(fd, 0o600) != 0 { failure = POSIXFileError(code: errno, path: temporaryPath) }
        if failure == nil {
            do throws(POSIXFileError) {
                try POSIXFile.writeAll(data, to: fd)
            } catch {
                failure = POSIXFileError(error.kind, path: temporaryPath)
            }
        }
        if failure == nil && flush && fsync(fd) != 0 { failure = POSIXFileError(code: errno, path: temporaryPath) }
        close(fd)
        if failure == nil && rename(temporaryPath, target.path) != 0 { failure = POSIXFileError(code: errno, path: target.path) }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        if flush { syncDirectory(of: target) }
    }

    /// Flushes a rename to disk; a failure here loses nothing already written, so it is not
    /// reported.
    private static func syncDirectory(of target: URL) {
        guard let fd = try? POSIXFile.open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY) else { return }
        fsync(fd)
        close(fd)
    }
}
