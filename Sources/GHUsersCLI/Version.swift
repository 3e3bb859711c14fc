import CBuildInfo

/// The gh-users version, printed by `--version` and `version` and sent in `User-Agent`, and
/// what the build knows of itself.
package enum Version {
    package static let current = "0.1.0"

    /// The day ``current`` was released, changed with it.
    static let released = "2026-11-28"

    /// `gh-users version 0.1.0 (2026-11-28)`, as `gh --version` names its own: what `--version`
    /// prints, and the first line of `version`.
    static func line(program: ProgramName) -> String {
        "\(program) version \(current) (\(released))"
    }

    /// The commit a release build was made from (Scripts/release passes it in), else `unknown`.
    static var commit: String { String(cString: ghb_commit()) }

    /// When a release build was made, in UTC, else `unknown`.
    static var buildDate: String { String(cString: ghb_build_date()) }
}
