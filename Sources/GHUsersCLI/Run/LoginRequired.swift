import GHData

/// A command that changes something on GitHub was run without a login: nothing was sent.
struct LoginRequired: Error {
    /// What needed the login, such as `following`.
    var action: String
    /// The GitHub host, for the advice.
    var host: GitHubHost

    /// The `Error:` line's text.
    var message: String { "\(action) needs a login; nothing was sent" }

    /// What to do, as the no-login notice says it.
    var advice: String { LoginNotice.howToLogIn(host: host) + "." }
}
