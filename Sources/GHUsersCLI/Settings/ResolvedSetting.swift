import GHDomain

/// A setting as `config list` shows it: its name, the value in effect, and where that value
/// came from.
struct ResolvedSetting: Sendable, Equatable {
    /// Where a setting's value came from, most binding first.
    enum Source: String, Sendable {
        /// An option on the command line, such as `--color never` or `--no-cache`.
        case flag
        /// An environment variable, such as `NO_COLOR`.
        case environment
        /// `config.json`.
        case config
        /// Nothing set it: the built-in default.
        case `default`
        /// `config.json` holds it, but this version knows no such setting; it has no effect.
        case unknown
    }

    /// The setting's name, such as `per-page`.
    var name: String
    /// The value in effect, as `config.json` keeps it (a number for `per-page`); for an unknown
    /// setting, the value the file holds.
    var value: SettingValue
    /// Where ``value`` came from.
    var source: Source
    /// The environment variable that decided, when ``source`` is ``Source/environment``:
    /// `NO_COLOR`, `GH_PAGER`.
    var variable: String? = nil

    /// Where the value came from, as `config list` shows it on a terminal and piped: `config`,
    /// or `environment (GH_PAGER)` with the variable that decided.
    var sourceDescription: String {
        variable.map { "\(source.rawValue) (\($0))" } ?? source.rawValue
    }
}
