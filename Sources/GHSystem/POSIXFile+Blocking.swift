import CWriteNoWait

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension POSIXFile {
    /// Whether a write to `fd` certainly returns at once, whatever its reader does: a regular
    /// file, or a device that is not a terminal (such as /dev/null). A pipe, a terminal (which a
    /// Ctrl-S stops) or a socket may make a write wait; how much room a pipe has left cannot be
    /// known from outside (its pages may be part full, and other writers may share it).
    public static func writesWithoutWaiting(_ fd: Int32) -> Bool {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return false }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return true
        case S_IFCHR: return isatty(fd) == 0
        default: return false
        }
    }

    /// Writes as much of the start of `buffer` to `fd` as it takes now, without waiting for its
    /// reader, and returns how many bytes that was: all of them when a pipe has room, some when
    /// it fills, none when it is full or `fd` cannot be written without waiting (a terminal, a
    /// system without Linux's `RWF_NOWAIT`). Throws for any other failure, such as `EPIPE`
    /// when the reader has gone.
    public static func writeWithoutWaiting(_ buffer: UnsafeRawBufferPointer, to fd: Int32) throws(POSIXFileError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        let written = ghs_write_no_wait(fd, base, buffer.count)
        if written >= 0 { return written }
        let code = errno
        if code == EAGAIN || code == EWOULDBLOCK || code == EOPNOTSUPP || code == EINVAL || code == ENOSYS { return 0 }
        throw POSIXFileError(code: code, path: nil)
    }
}
