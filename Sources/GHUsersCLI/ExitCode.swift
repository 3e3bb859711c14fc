#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// The terminal hung up (SIGHUP): 128 + 1.
    case hungUp = 129
    /// Asked to end (SIGTERM): 128 + 15.
    case terminated = 143

    /// What a run that a signal ended exits with, as shells report it.
    init(signal: Int32) {
        switch signal {
        case SIGHUP: self = .hungUp
        case SIGINT: self = .interrupted
        default: self = .terminated
        }
    }
}
