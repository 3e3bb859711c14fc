import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// gh's `hosts.yml`: the hosts gh has logged in to, and, for each, the token gh stored in the
/// file when it could not use the system's keyring. Only the shapes gh writes are read: a
/// host's own `oauth_token`, and, as newer gh keeps one login per account, the active
/// account's (`user`) `oauth_token` under `users`.
public struct HostsFile: Sendable, Equatable {
    /// The most a `hosts.yml` may hold; gh's are a few hundred bytes.
    public static let sizeLimit = 64 << 10

    /// What the file says of one host.
    struct Entry: Sendable, Equatable {
        /// The token stored for the host's active account, if it is in the file.
        var token: String?
    }

    /// The file's path.
    public let path: String
    /// The hosts, by name as ``GitHubHost`` normalizes it.
    private let entries: [String: Entry]

    /// Why a `hosts.yml` was not used.
    public struct Unreadable: Error, Equatable, Sendable {
        /// The file.
        public var path: String
        /// Why, in a few words.
        public var reason: String
    }

    /// The `hosts.yml` in gh's configuration folder: `GH_CONFIG_DIR`, else
    /// `$XDG_CONFIG_HOME/gh`, else `~/.config/gh`, as gh finds it; `nil` when none is named
    /// (absolute paths only, as for this tool's own folders).
    public static func path(variables: [String: String]) -> String? {
        func absolute(_ name: String) -> String? {
            variables[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        let folder =
            absolute("GH_CONFIG_DIR") ?? absolute("XDG_CONFIG_HOME").map { $0 + "/gh" } ?? absolute("HOME").map { $0 + "/.config/gh" }
        return folder.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/hosts.yml" }
    }

    /// Reads the file at `path`; `nil` when there is none. It must be a regular file of this
    /// user's that no one else can write, in a folder of this user's that others cannot write
    /// in (gh makes its folder 0771, so its group may), and at most ``sizeLimit`` bytes.
    public static func read(_ path: String) throws(Unreadable) -> HostsFile? {
        let folder = (path as NSString).deletingLastPathComponent
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_uid == geteuid() else {
                throw Unreadable(path: path, reason: "its folder belongs to another user")
            }
            guard status.st_mode & S_IWOTH == 0 else {
                throw Unreadable(path: path, reason: "other users can write in its folder")
            }
        }
        let data: Data?
        do {
            data = try POSIXFile.readIfPresent(path, limit: sizeLimit)
        } catch {
            throw Unreadable(path: path, reason: error.reason)
        }
        guard let data else { return nil }
        if lstat(path, &status) == 0, status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw Unreadable(path: path, reason: "other users can write it")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Unreadable(path: path, reason: "it is not UTF-8 text") }
        do throws(HostsYAML.Failure) {
            return try HostsFile(path: path, parsing: text)
        } catch {
            throw Unreadable(path: path, reason: "line \(error.line): \(error.reason)")
        }
    }

    /// The hosts `text` names, as a `hosts.yml` at `path`.
    init(path: String, parsing text: String) throws(HostsYAML.Failure) {
        self.path = path
        guard case .mapping(let hosts) = try HostsYAML.parse(text) else {
            throw HostsYAML.Failure(line: 1, reason: "not a mapping of hosts")
        }
        var entries: [String: Entry] = [:]
        for (name, settings) in hosts where entries[GitHubHost(normalizing: name).name] == nil {
            var token = settings["oauth_token"]?.text
            if token == nil, let user = settings["user"]?.text {
                token = settings["users"]?[user]?["oauth_token"]?.text
            }
            entries[GitHubHost(normalizing: name).name] = Entry(token: token.flatMap { $0.isEmpty ? nil : $0 })
        }
        self.entries = entries
    }

    /// Whether gh has logged in to `host` (its token may be in the keyring rather than here).
    public func knows(_ host: GitHubHost) -> Bool {
        entries[host.name] != nil
    }

    /// The token the file holds for `host`, if any.
    public func token(for host: GitHubHost) -> String? {
        entries[host.name]?.token
    }
}
