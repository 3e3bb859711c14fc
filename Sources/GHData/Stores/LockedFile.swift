import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of state kept in a private folder (the favorites, the snapshots of `--changes`) and
/// the two files beside it: `<name>.lock`, which writers hold an exclusive `flock` on, and
/// `<name>.tmp`, which a new version is written to before it is renamed over the file. Readers
/// need no lock, since the file is only ever replaced whole. What goes wrong is thrown as the
/// store's own `Failure`. Every call blocks (a lock is waited for by sleeping between tries);
/// callers run them through ``GHSystem/BlockingWork``, never on Swift's cooperative pool.
struct LockedFile<Failure: LockedFileFailure>: Sendable {
    /// The file itself.
    let url: URL
    /// The most the file may hold; a larger one is not read.
    let sizeLimit: Int

    var directory: URL { url.deletingLastPathComponent() }
    var lockPath: String { url.path + ".lock" }
    private var temporaryPath: String { url.path + ".tmp" }

    /// The file's bytes, or `nil` when there is no file. Its folder must be this user's alone.
    func read() throws(Failure) -> Data? {
        try checkDirectory()
        do {
            return try POSIXFile.readIfPresent(url.path, limit: sizeLimit)
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
    }

    /// Runs `body` holding the exclusive lock, creating the folder (mode 0700) and the lock file
    /// (0600) when they are missing. Waits for another holder at most `timeout` seconds.
    func withExclusiveLock<Outcome>(timeout: TimeInterval, _ body: () throws -> Outcome) throws -> Outcome {
        try makeDirectory()
        let descriptor: Int32
        do {
            descriptor = try POSIXFile.open(lockPath, O_RDWR | O_CREAT | O_NONBLOCK)
        } catch {
            throw Failure.unwritable(path: lockPath, reason: error.reason)
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        var pause: UInt32 = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else {
                throw Failure.unwritable(path: lockPath, reason: Self.describe(code))
            }
            guard Date() < deadline else { throw Failure.lockTimedOut(path: lockPath) }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `data` (mode 0600) through ``GHSystem/AtomicFile``, so that a
    /// reader, or a crash, sees either the old file or the new one whole; refuses `data` larger
    /// than ``sizeLimit``, which could not be read back. Call it holding the lock.
    func replace(with data: Data) throws(Failure) {
        // A file larger than it may hold would not be read again: every later change would fail.
        guard data.count <= sizeLimit else {
            throw .unwritable(path: url.path, reason: "it would grow past the \(sizeLimit / 1024) KiB gh-users reads; remove some first")
        }
        do {
            try AtomicFile.replace(url, with: data, temporary: URL(fileURLWithPath: temporaryPath))
        } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }

    /// Refuses a folder that is not this user's alone (see ``GHSystem/PrivateDirectory``).
    private func checkDirectory() throws(Failure) {
        if let problem = PrivateDirectory.check(directory.path) {
            throw .unreadable(path: url.path, reason: "its folder \(directory.path) is not used: \(problem.reason)")
        }
    }

    /// Creates the folder and any missing parents, each with mode 0700 as the XDG rules ask.
    private func makeDirectory() throws(Failure) {
        try checkDirectory()
        do {
            try PrivateDirectory.make(directory.path)
        } catch {
            throw .unwritable(path: url.path, reason: "cannot create \(error.path ?? directory.path): \(error.reason)")
        }
    }

    /// The system's words for `code`, such as `Permission denied`.
    static func describe(_ code: Int32) -> String {
        POSIXFileError(code: code, path: nil).reason
    }
}
