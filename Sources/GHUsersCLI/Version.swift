/// The gh-users version, printed by `--version` and sent in `User-Agent`.
enum Version {
    static let current = "0.1.0"
}
