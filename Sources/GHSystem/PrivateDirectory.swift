import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory gh-users keeps state in (the cache, settings, favorites), checked before it is
/// trusted: it must be this user's, and only theirs to write. Another account that could write
/// in it could plant a cached answer or a favorite.
public enum PrivateDirectory {
    /// Why a directory cannot be trusted.
    public enum Problem: Error, Equatable, Sendable {
        /// It is not a directory.
        case notADirectory
        /// It belongs to another user.
        case ownedByAnotherUser
        /// Others may write in it, and it could not be made private.
        case writableByOthers

        /// The reason in a few words.
        public var reason: String {
            switch self {
            case .notADirectory: return "it is not a folder"
            case .ownedByAnotherUser: return "it belongs to another user"
            case .writableByOthers: return "other users can write in it"
            }
        }
    }

    /// Checks the directory at `path`. One that does not exist yet is fine (it is made with mode
    /// 0700 when first needed); one of this user's that group or others can write is made 0700;
    /// one of another user's is refused.
    public static func check(_ path: String) -> Problem? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return .notADirectory }
        guard status.st_uid == geteuid() else { return .ownedByAnotherUser }
        if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            guard chmod(path, S_IRWXU) == 0 else { return .writableByOthers }
        }
        return nil
    }

    /// The file that stops `path` from ever being a directory (as `HOME=/dev/null` stops
    /// `~/.config/gh-users`): `path` itself when it is not a directory, else the deepest part of
    /// it that exists, when that is not a directory; `nil` when the directory is there or can be made.
    public static func fileInTheWay(of path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR ? nil : path }
        guard errno == ENOTDIR else { return nil }
        var part = URL(fileURLWithPath: path)
        while part.path != "/" && stat(part.path, &status) != 0 {
            part.deleteLastPathComponent()
        }
        return part.path
    }

    /// Creates the directory at `path` and any missing parents, each with mode 0700 as the XDG
    /// rules ask; what exists is left as it is. The error names the folder that could not be made.
    public static func make(_ path: String) throws(POSIXFileError) {
        var missing: [String] = []
        var folder = URL(fileURLWithPath: path, isDirectory: true)
        while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
            missing.append(folder.path)
            folder.deleteLastPathComponent()
        }
        for path in missing.reversed() where mkdir(path, S_IRWXU) != 0 && errno != EEXIST {
            throw POSIXFileError(code: errno, path: path)
        }
        if !missing.isEmpty {
            chmod(path, S_IRWXU)
        }
    }
}
