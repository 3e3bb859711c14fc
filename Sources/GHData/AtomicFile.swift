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
    public static func replace(_ target: URL, with data: Data, flush: Bool = true, temporary: URL? = nil) throws {
        if let temporary { unlink(temporary.path) }
        let temporary =
            temporary
            ?? target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // 0600 whatever the umask.
        var failure: Int32 = fchmod(fd, 0o600) == 0 ? 0 : errno
        if failure == 0 { writeAll(data, to: fd, failure: &failure) }
        if failure == 0 && flush && fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0, rename(temporary.path, target.path) == 0 else {
            let code = failure != 0 ? failure : errno
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        if flush { syncDirectory(of: target) }
    }

    /// Writes every byte of `data` to `fd`, setting `failure` to the errno of a failed write.
    private static func writeAll(_ data: Data, to fd: Int32, failure: inout Int32) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
    }

    /// Flushes a rename to disk; a failure here loses nothing already written, so it is not
    /// reported.
    private static func syncDirectory(of target: URL) {
        let fd = open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
