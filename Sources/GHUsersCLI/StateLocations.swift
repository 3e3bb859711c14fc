import Foundation

/// Where gh-users keeps state between runs, following the XDG base directory conventions:
/// `$XDG_CACHE_HOME/gh-users` (else `~/.cache/gh-users`) for the HTTP cache,
/// `$XDG_CONFIG_HOME/gh-users` (else `~/.config/gh-users`) for settings, and
/// `$XDG_DATA_HOME/gh-users` (else `~/.local/share/gh-users`) for favorites. Computed from
/// the environment only; nothing is read or created until a command needs it.
struct StateLocations: Sendable, Equatable {
    /// The HTTP cache directory, or `nil` when neither the XDG variable nor `HOME` is usable.
    var cache: URL?
    /// The settings directory.
    var config: URL?
    /// The favorites directory.
    var data: URL?

    init(variables: [String: String]) {
        cache = Self.directory(variables, "XDG_CACHE_HOME", fallback: ".cache")
        config = Self.directory(variables, "XDG_CONFIG_HOME", fallback: ".config")
        data = Self.directory(variables, "XDG_DATA_HOME", fallback: ".local/share")
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
