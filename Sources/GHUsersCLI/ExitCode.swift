/// The process exit statuses gh-users uses; the README lists them.
enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// A runtime failure: not found, network, server, or an unexpected response.
    case failure = 1
    /// GitHub refused the token (HTTP 401).
    case badCredentials = 4
    /// The command line was wrong (EX_USAGE); nothing was sent.
    case usage = 64
    /// Interrupted with Ctrl-C (SIGINT), as shells report it: 128 + 2.
    case interrupted = 130
}
