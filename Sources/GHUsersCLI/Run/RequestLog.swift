import Foundation
import GHSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `browse -v` writes its request log, since the browser owns the terminal: a new file of
/// this user's alone (mode 0600, never one that was there already, never through a link) in the
/// temporary folder, whose path is printed when the browser ends.
final class RequestLog: Sendable {
    /// The file's path.
    let path: String
    private let descriptor: Mutex<Int32>

    /// A new log in `variables`' `TMPDIR`, else `/tmp`; throws when none can be made.
    init(variables: [String: String]) throws(POSIXFileError) {
        let folder = variables["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        let stem = folder + (folder.hasSuffix("/") ? "" : "/") + "gh-users-browse-\(getpid())"
        var attempt = 0
        while true {
            let candidate = stem + (attempt == 0 ? "" : "-\(attempt)") + ".log"
            switch Self.create(candidate) {
            case .success(let fd):
                path = candidate
                descriptor = Mutex(fd)
                return
            case .failure(let error):
                // Another file of that name is there already: the next name.
                guard error.code == EEXIST, attempt < 100 else { throw error }
                attempt += 1
            }
        }
    }

    /// Creates `path`, which must not exist, for appending.
    private static func create(_ path: String) -> Result<Int32, POSIXFileError> {
        Result { () throws(POSIXFileError) in try POSIXFile.open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND, mode: 0o600) }
    }

    deinit {
        descriptor.withLock { fd in
            if fd >= 0 { close(fd) }
        }
    }

    /// Adds `line` and a newline; a log that cannot be written is given up quietly.
    func append(_ line: String) {
        let data = Data((line + "\n").utf8)
        descriptor.withLock { fd in
            guard fd >= 0 else { return }
            do {
                try POSIXFile.writeAll(data, to: fd)
            } catch {
                close(fd)
                fd = -1
            }
        }
    }
}
