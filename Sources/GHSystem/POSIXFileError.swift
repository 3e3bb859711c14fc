import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``POSIXFile`` operation failed: the system's error number, or a check of ours.
public struct POSIXFileError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// The path names something other than a regular file (a directory, a FIFO, a device).
        case notRegularFile
        /// The file belongs to another user.
        case notOwned
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The file, when the operation had one.
    public var path: String?

    /// An error of `kind` for `path`.
    public init(_ kind: Kind, path: String?) {
        self.kind = kind
        self.path = path
    }

    /// A failed system call's `errno` for `path`.
    public init(code: Int32, path: String?) {
        self.init(.system(code), path: path)
    }

    /// The `errno`, or 0 for the checks of ours.
    public var code: Int32 {
        if case .system(let code) = kind { return code }
        return 0
    }

    /// The reason in a few words: the system's (`Permission denied`) or ours.
    public var reason: String {
        switch kind {
        case .system(let code):
            // O_NOFOLLOW reports a symbolic link as a loop; say what it is.
            return code == ELOOP ? "a symbolic link, which is not followed" : String(cString: strerror(code))
        case .notRegularFile:
            return "not a regular file"
        case .notOwned:
            return "owned by another user"
        case .tooLarge(let limit):
            return "larger than \(limit / 1024) KiB"
        }
    }
}

extension POSIXFileError: LocalizedError {
    /// `<path>: <reason>`, or the reason alone: what an error no caller explained says.
    public var errorDescription: String? {
        path.map { "\($0): \(reason)" } ?? reason
    }
}
