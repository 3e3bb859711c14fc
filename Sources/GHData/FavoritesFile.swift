import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The favorites file on disk and the two files beside it: `<name>.lock`, which writers hold
/// an exclusive `flock` on, and `<name>.tmp`, which a new version is written to before it is
/// renamed over the file. Readers need no lock, since the file is only ever replaced whole.
struct FavoritesFile: Sendable {
    /// The file itself.
    let url: URL

    var directory: URL { url.deletingLastPathComponent() }
    var lockPath: String { url.path + ".lock" }
    private var temporaryPath: String { url.path + ".tmp" }

    /// The file's bytes, or `nil` when there is no file.
    func read() throws(FavoritesFileError) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable(path: url.path, reason: Self.describe(code))
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Self.readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: url.path, reason: Self.describe(errno)) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Runs `body` holding the exclusive lock, creating the folder (mode 0700) and the lock file
    /// (0600) when they are missing. Waits for another holder at most `timeout` seconds.
    func withExclusiveLock<Outcome>(timeout: TimeInterval, _ body: () throws -> Outcome) throws -> Outcome {
        try makeDirectory()
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, S_IRUSR | S_IWUSR)
        guard descriptor >= 0 else { throw FavoritesFileError.unwritable(path: lockPath, reason: Self.describe(errno)) }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        var pause: UInt32 = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else {
                throw FavoritesFileError.unwritable(path: lockPath, reason: Self.describe(code))
            }
            guard Date() < deadline else { throw FavoritesFileError.lockTimedOut(path: lockPath) }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `data` (mode 0600) through ``AtomicFile``, so that a reader, or
    /// a crash, sees either the old file or the new one whole. Call it holding the lock.
    func replace(with data: Data) throws(FavoritesFileError) {
        do {
            try AtomicFile.replace(url, with: data, temporary: URL(fileURLWithPath: temporaryPath))
        } catch {
            let code = (error as? POSIXError)?.code.rawValue ?? EIO
            throw .unwritable(path: url.path, reason: Self.describe(code))
        }
    }

    /// Creates the folder and any missing parents, each with mode 0700 as the XDG rules ask.
    private func makeDirectory() throws(FavoritesFileError) {
        var missing: [String] = []
        var folder = directory
        while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
            missing.append(folder.path)
            folder.deleteLastPathComponent()
        }
        for path in missing.reversed() where mkdir(path, S_IRWXU) != 0 && errno != EEXIST {
            throw .unwritable(path: url.path, reason: "cannot create \(path): \(Self.describe(errno))")
        }
        if !missing.isEmpty {
            chmod(directory.path, S_IRWXU)
        }
    }

    /// `read(2)`; the method `read()` hides the function's plain name.
    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The system's words for `code`, such as `Permission denied`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
