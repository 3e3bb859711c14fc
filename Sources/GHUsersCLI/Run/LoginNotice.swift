import GHData
import GHDomain
import GHText

/// The one line a run without a login says, on a terminal, the first time an answer shows the
/// limit it runs under: that it is not logged in, how many requests that allows, and how to log
/// in, before the limit bites. Never in a pipe or before JSON.
struct LoginNotice: Sendable {
    /// Whether a person is watching: standard output and error are terminals and no JSON was
    /// asked for.
    let applies: Bool
    /// The host, to name in the advice.
    let host: GitHubHost
    /// The token, once looked for.
    let credentials: Credentials
    /// Where the line goes.
    let notices: NoticeBoard
    /// Said at most once.
    let once = OnceFlag()
    /// How the command is typed, to name `help environment`.
    let program: ProgramName
    /// Whether the command still wants the notice said (the browser says it its own way).
    let wanted: @Sendable () -> Bool

    /// The notice for the run `globals` describe, printed on `io`'s terminal through `notices`.
    init(
        globals: GlobalOptions, io: IOStreams, credentials: Credentials, notices: NoticeBoard,
        wanted: @escaping @Sendable () -> Bool = { true }
    ) {
        self.wanted = wanted
        applies = io.outputIsTerminal && io.errorIsTerminal && !globals.jsonOutput
        host = globals.host
        program = io.programName
        self.credentials = credentials
        self.notices = notices
    }

    /// Hears each window an answer reports; says the notice for the first `core` one of a run
    /// that sends no token.
    func observe(_ window: RateLimitSnapshot) {
        guard applies, window.resource == "core", credentials.found == nil, wanted(), once.claim() else { return }
        notices.post(Self.text(host: host, window: window, program: program))
    }

    /// `Not logged in: GitHub allows 60 requests an hour without a token (59 left). …`
    static func text(host: GitHubHost, window: RateLimitSnapshot, program: ProgramName = .standalone) -> String {
        TextSanitizer.line(
            "Not logged in: \(allowance(host: host, limit: window.limit)) (\(NumberText.grouped(window.remaining)) left). "
                + "\(howToLogIn(host: host)); see '\(program) help environment'.")
    }

    /// `GitHub allows 60 requests an hour without a token`, or, for a host that is not
    /// github.com, whose window may be another length, `HOST allows N requests a window …`.
    static func allowance(host: GitHubHost, limit: Int) -> String {
        host.kind == .dotcom
            ? "GitHub allows \(NumberText.grouped(limit)) requests an hour without a token"
            : "\(host.name) allows \(NumberText.grouped(limit)) requests a window without a token"
    }

    /// `Log in with 'gh auth login', or set GH_TOKEN`.
    static func howToLogIn(host: GitHubHost) -> String {
        "Log in with '\(loginCommand(host: host))', or set \(host.tokenVariables[0])"
    }

    /// The gh command that logs in to `host`: `gh auth login`, naming the host when it is not
    /// github.com.
    static func loginCommand(host: GitHubHost) -> String {
        host.kind == .dotcom ? "gh auth login" : "gh auth login --hostname \(host.name)"
    }
}
