import Foundation
import GHData
import GHDomain
import GHText

/// The one line a run without a login says, on a terminal, the first time an answer shows the
/// limit it runs under: that it is not logged in, what is left, and how to log in, before the
/// limit bites. At most once a day per host (``NoticeDiary``), in at most 80 columns; never in a
/// pipe or before JSON.
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
    /// When it was last said, per host; `nil` when there is no state folder (said every run).
    let diary: NoticeDiary?
    /// The current time.
    let now: @Sendable () -> Date

    /// The most columns the notice takes.
    static let maximumWidth = 80

    /// The notice for the run `globals` describe, printed on `io`'s terminal through `notices`.
    init(
        globals: GlobalOptions, io: IOStreams, credentials: Credentials, notices: NoticeBoard, diary: NoticeDiary?,
        now: @escaping @Sendable () -> Date, wanted: @escaping @Sendable () -> Bool = { true }
    ) {
        self.wanted = wanted
        self.diary = diary
        self.now = now
        applies = io.outputIsTerminal && io.errorIsTerminal && !globals.jsonOutput
        host = globals.host
        program = io.programName
        self.credentials = credentials
        self.notices = notices
    }

    /// Hears each window an answer reports; says the notice for the first `core` one of a run
    /// that sends no token, unless it was said for this host within the day.
    func observe(_ window: RateLimitSnapshot) {
        guard applies, window.resource == "core", credentials.found == nil, wanted(), once.claim() else { return }
        guard diary?.claim("login \(host.name)", at: now()) ?? true else { return }
        notices.post(Self.text(host: host, window: window, program: program))
    }

    /// `Not logged in: 59 of 60 requests an hour left. Log in: gh auth login`, or for another host
    /// `Not logged in (59 of 60 left). Log in: gh auth login --hostname HOST` — at most
    /// ``maximumWidth`` columns; when a long host name would not fit, `status` is named instead.
    static func text(host: GitHubHost, window: RateLimitSnapshot, program: ProgramName = .standalone) -> String {
        let left = "\(NumberText.grouped(window.remaining)) of \(NumberText.grouped(window.limit))"
        let said =
            host.kind == .dotcom
            ? "Not logged in: \(left) requests an hour left. Log in: \(loginCommand(host: host))"
            : "Not logged in (\(left) left). Log in: \(loginCommand(host: host))"
        let text = TextSanitizer.line(said)
        guard TerminalText.width(text) > maximumWidth else { return text }
        return TerminalText.truncate(
            TextSanitizer.line("Not logged in (\(left) left); '\(program) status' says how to log in"), to: maximumWidth)
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
