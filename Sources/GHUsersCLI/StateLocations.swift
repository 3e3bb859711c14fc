import Foundation
import GHSystem

/// Where gh-users keeps state between runs, following the XDG base directory conventions:
/// `$XDG_CACHE_HOME/gh-users` (else `~/.cache/gh-users`) for the HTTP cache,
/// `$XDG_CONFIG_HOME/gh-users` (else `~/.config/gh-users`) for settings, and
/// `$XDG_DATA_HOME/gh-users` (else `~/.local/share/gh-users`) for favorites, and
/// `$XDG_STATE_HOME/gh-users` (else `~/.local/state/gh-users`) for what the tool remembers of
/// itself (when a notice was last said). Computed from
/// the environment only; nothing is read or created until a command needs it.
struct StateLocations: Sendable, Equatable {
    /// The HTTP cache directory, or `nil` when neither the XDG variable nor `HOME` is usable.
    var cache: URL?
    /// The settings directory.
    var config: URL?
    /// The favorites directory.
    var data: URL?
    /// The state directory.
    var state: URL?

    init(variables: [String: String]) {
        cache = Self.directory(variables, "XDG_CACHE_HOME", fallback: ".cache")
        config = Self.directory(variables, "XDG_CONFIG_HOME", fallback: ".config")
        data = Self.directory(variables, "XDG_DATA_HOME", fallback: ".local/share")
        state = Self.directory(variables, "XDG_STATE_HOME", fallback: ".local/state")
    }

    /// The one warning a run gives when a folder of these can never be a folder, because a part
    /// of its path is a file (`HOME=/dev/null`): the run goes without that state (no settings, no
    /// cache, no ★ marks) rather than stopping. `nil` when every folder can be made.
    func unusableFoldersWarning() -> String? {
        var blocked: [(file: String, what: [String])] = []
        for (what, folder) in [("settings", config), ("the cache", cache), ("favorites", data)] {
            guard let folder, let file = PrivateDirectory.fileInTheWay(of: folder.path) else { continue }
            if let index = blocked.firstIndex(where: { $0.file == file }) {
                blocked[index].what.append(what)
            } else {
                blocked.append((file, [what]))
            }
        }
        guard !blocked.isEmpty else { return nil }
        let clauses = blocked.map { file, what in
            let listed = what.count == 1 ? what[0] : what.dropLast().joined(separator: ", ") + " and " + (what.last ?? "")
            return "\(file) is not a folder, so this run goes without \(listed)"
        }
        return "Warning: " + clauses.joined(separator: "; ")
    }

    /// Whether the favorites folder can never be a folder (see ``unusableFoldersWarning()``).
    var favoritesFolderIsUnusable: Bool {
        data.map { PrivateDirectory.fileInTheWay(of: $0.path) != nil } ?? false
    }

    /// `$variable/gh-users` when the variable holds an absolute path (the XDG rule: a relative
    /// one is ignored), else `$HOME/fallback/gh-users`.
    private static func directory(_ variables: [String: String], _ variable: String, fallback: String) -> URL? {
        if let base = variables[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("gh-users", isDirectory: true)
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(fallback, isDirectory: true)
            .appendingPathComponent("gh-users", isDirectory: true)
    }
}
