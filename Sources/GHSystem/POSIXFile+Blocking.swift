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
}
