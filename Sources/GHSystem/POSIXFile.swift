import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations gh-users needs, done one way everywhere: state files are
/// opened without following a symbolic link and without leaking into child processes, read only
/// when they are regular files of a bounded size, and written in full whatever `EINTR` does.
public enum POSIXFile {
    /// Opens `path` with `flags` plus `O_NOFOLLOW` and `O_CLOEXEC`; new files get `mode`.
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(POSIXFileError) -> Int32 {
        while true {
            let fd = systemOpen(path, flags | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 { return fd }
            let code = errno
            if code == EINTR { continue }
            throw POSIXFileError(code: code, path: path)
        }
    }

    /// The whole contents of the regular file at `path`, or `nil` when there is none. Throws
    /// when it is a symbolic link, a directory, a FIFO or a device (opened without blocking, so
    /// a FIFO cannot hang the caller), when it is not owned by this user, or when it holds more
    /// than `limit` bytes (found out without reading past the limit).
    public static func readIfPresent(_ path: String, limit: Int) throws(POSIXFileError) -> Data? {
        let fd: Int32
        do {
            fd = try open(path, O_RDONLY | O_NONBLOCK)
        } catch {
            if error.code == ENOENT { return nil }
            throw error
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw POSIXFileError(code: errno, path: path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw POSIXFileError(.notRegularFile, path: path) }
        guard status.st_uid == geteuid() else { throw POSIXFileError(.notOwned, path: path) }
        guard status.st_size <= limit else { throw POSIXFileError(.tooLarge(limit: limit), path: path) }
        return try readAll(fd, limit: limit, path: path)
    }

    /// Writes every byte of `buffer` to `fd`, retrying short writes and `EINTR`. With
    /// `socket`, uses `send` without `SIGPIPE`, so a peer that went away is an `EPIPE` error.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32, socket: Bool = false) throws(POSIXFileError) {
        var offset = 0
        while offset < buffer.count {
            let pointer = buffer.baseAddress! + offset
            let count = buffer.count - offset
            let written = socket ? sendWithoutSignal(fd, pointer, count) : systemWrite(fd, pointer, count)
            if written < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                throw POSIXFileError(code: code, path: nil)
            }
            offset += written
        }
    }

    /// Writes every byte of `data` to `fd`, as ``writeAll(_:to:socket:)`` does.
    public static func writeAll(_ data: Data, to fd: Int32, socket: Bool = false) throws(POSIXFileError) {
        let failure = data.withUnsafeBytes { buffer -> POSIXFileError? in
            do throws(POSIXFileError) {
                try writeAll(buffer, to: fd, socket: socket)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Reads from `fd` (a pipe, a file, a terminal) to its end, failing once more than `limit`
    /// bytes have arrived.
    public static func read(_ fd: Int32, limit: Int) throws(POSIXFileError) -> Data {
        try readAll(fd, limit: limit, path: "standard input")
    }

    /// Reads from `fd` to its end, failing once more than `limit` bytes have arrived.
    private static func readAll(_ fd: Int32, limit: Int, path: String) throws(POSIXFileError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    // A descriptor someone made non-blocking (a pipe, a terminal): wait for it.
                    var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                throw POSIXFileError(code: code, path: path)
            }
            if count == 0 { return data }
            guard data.count + count <= limit else { throw POSIXFileError(.tooLarge(limit: limit), path: path) }
            data.append(contentsOf: chunk[..<count])
        }
    }

    private static func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags, mode)
        #else
            Darwin.open(path, flags, mode)
        #endif
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    private static func sendWithoutSignal(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            send(fd, buffer, count, Int32(MSG_NOSIGNAL))
        #else
            // Darwin has no MSG_NOSIGNAL; its sockets are set SO_NOSIGPIPE where they are made.
            send(fd, buffer, count, 0)
        #endif
    }
}
