import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file so that a reader, in this process or another, sees the old contents or the
/// new, never a mixture or a truncated file.
public enum AtomicFile {
    /// Writes `data` to a new file (mode 0600) beside `target`, flushes it to disk unless
    /// `flush` is false (a cache can lose an entry to a crash; settings cannot), then renames
    /// it over `target`.
    public static func replace(_ target: URL, with data: Data, flush: Bool = true) throws {
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
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
        if failure == 0 && flush && fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0, rename(temporary.path, target.path) == 0 else {
            let code = failure != 0 ? failure : errno
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
