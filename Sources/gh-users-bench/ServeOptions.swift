/// What `gh-users-bench serve` was asked to play: how many users, how slow, which rate limits,
/// and whether it is a GitHub Enterprise Server (its release, private mode, TLS in front).
struct ServeOptions: Equatable {
    /// A rate limit of `limit` requests a window of `seconds`.
    struct RateLimit: Equatable {
        /// Requests allowed in a window.
        var limit: Int
        /// The window's length in seconds.
        var seconds: Int
    }

    /// Users that `/users` pages through.
    var users = 10_000
    /// Delay before every answer, in milliseconds.
    var latencyMilliseconds = 0
    /// Each caller's allowance of each resource; `nil` for no limits.
    var rateLimit: RateLimit?
    /// The GitHub Enterprise Server release to play (`3.14.2`); `nil` for github.com.
    var enterpriseVersion: String?
    /// Whether the Enterprise Server refuses every request without a token (401).
    var privateMode = false
    /// Whether an HTTPS front (nghttpx, with a throwaway certificate) serves it, so that GH_HOST
    /// can name it.
    var https = false
}
