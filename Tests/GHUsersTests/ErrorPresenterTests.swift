import Foundation
import GHData
import GHDomain
import Testing

@testable import GHUsersCLI

struct ErrorPresenterTests {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21 12:00 UTC

    private func presenter(
        host: GitHubHost = .dotcom, login: FoundToken? = nil, verbose: Bool = false, timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) -> ErrorPresenter {
        ErrorPresenter(verbose: verbose, host: host, login: { login }, now: { Self.now }, timeZone: timeZone)
    }

    private static func window(_ resource: String, limit: Int = 60, resetIn seconds: TimeInterval? = nil) -> RateLimitSnapshot {
        RateLimitSnapshot(remaining: 0, limit: limit, resetAt: seconds.map { now.addingTimeInterval($0) }, resource: resource)
    }

    @Test func message_namesWhatFailed() {
        let cases: [(GitHubError, String)] = [
            (GitHubError.userNotFound(login: "x"), "user 'x' not found"),
            (.notFound(url: "https://api.github.com/users"), "GitHub returned HTTP 404 (Not Found) for https://api.github.com/users"),
            (.badCredentials(message: "Bad credentials"), "bad credentials (HTTP 401: Bad credentials)"),
            (.serverError(status: 502, url: "https://h/users"), "GitHub returned HTTP 502 for https://h/users"),
            (
                .httpStatus(status: 422, url: "https://h/users", message: "Validation Failed"),
                "GitHub returned HTTP 422 for https://h/users: Validation Failed"
            ),
            (.cannotConnect(host: "127.0.0.1:9", reason: "connection refused"), "cannot connect to 127.0.0.1:9: connection refused"),
            (.timedOut(host: "api.github.com"), "api.github.com did not answer in time"),
            (.unexpectedResponse(url: "https://h/users/x", detail: "the body was empty"), "unexpected response from https://h/users/x"),
            (.rateLimited(window: Self.window("core"), sent: true), "API rate limit exceeded (0 of 60 left)"),
            (.rateLimited(window: Self.window("search", limit: 10), sent: false), "search rate limit exceeded (0 of 10 left)"),
            (.rateLimited(window: Self.window("graphql", limit: 5000), sent: true), "GraphQL rate limit exceeded (0 of 5,000 left)"),
            (
                .secondaryRateLimited(retryAfter: "1000000000000", stop: .unusableRetryAfter),
                "GitHub's secondary rate limit was exceeded (Retry-After: 1000000000000), and that is no wait to take; not waited on"
            ),
            (
                .secondaryRateLimited(retryAfter: "90", stop: .waitLimit(seconds: 60)),
                "GitHub's secondary rate limit was exceeded (Retry-After: 90); waiting more than 60 s in all needs --wait"
            ),
            (.secondaryRateLimited(retryAfter: nil, stop: .tries(5)), "GitHub's secondary rate limit was still exceeded after 5 tries"),
            (
                .unusableNextLink(url: "https://h/users", link: "file:///etc/passwd", reason: "it is not an http or https URL"),
                "the next-page link from https://h/users cannot be followed (it is not an http or https URL): file:///etc/passwd"
            ),
        ]
        for (error, expected) in cases {
            #expect(presenter().message(error) == expected, "case \(String(reflecting: (error, expected)))")
        }
    }

    @Test func rateLimited_givesLocalResetTimeAndMinutesLeft() {
        let error = GitHubError.rateLimited(window: Self.window("core", limit: 5000, resetIn: 17 * 60 + 5), sent: true)
        #expect(
            presenter().message(error) == "API rate limit exceeded (0 of 5,000 left); it resets at 12:17 local time (in 17 minutes)")
        let soon = GitHubError.rateLimited(window: Self.window("core", limit: 5000, resetIn: 20), sent: true)
        #expect(
            presenter(timeZone: TimeZone(secondsFromGMT: 3600)!).message(soon)
                == "API rate limit exceeded (0 of 5,000 left); it resets at 13:00 local time (in less than a minute)")
    }

    /// A reset is told as the user can act on it: past, as already reset; past a day, with its date.
    @Test func reset_isToldAsTheUserCanActOnIt() {
        let presenter = presenter()
        let now = presenter.now()
        let cases: [(TimeInterval, String)] = [
            (-90, "has already reset (at 11:58)"), (0, "has already reset (at 12:00)"),
            (20, "resets at 12:00 (in less than a minute)"), (60, "resets at 12:01 (in 1 minute)"),
            (41 * 60 + 10, "resets at 12:41 (in 41 minutes)"), (119 * 60, "resets at 13:59 (in 119 minutes)"),
            (86_400, "resets at 12:00 (in 24 hours)"),
            (3 * 86_400 + 60, "resets on 2026-11-24 at 12:01 (in 3 days)"),
            (1e12, "resets on 33715-08-18 at 13:46 (in 1000000 days)"),
        ]
        for (seconds, phrase) in cases {
            #expect(presenter.resetPhrase(now.addingTimeInterval(seconds)) == phrase, "\(seconds) s")
        }
        let past = GitHubError.rateLimited(window: Self.window("core", limit: 5000, resetIn: -120), sent: true)
        #expect(presenter.message(past) == "API rate limit exceeded (0 of 5,000 left); it has already reset (at 11:58 local time)")
    }

    /// Rate limited without a login says how to log in and wait; with one, only to wait.
    @Test func rateLimited_suggestsLoggingIn_onlyWithoutALogin() {
        let error = GitHubError.rateLimited(window: Self.window("core"), sent: false)
        #expect(
            presenter().present(error).text == """
                Error: API rate limit exceeded (0 of 60 left)
                Not sent: an earlier answer left 0 of 60 requests; 'gh-users status' asks GitHub what is left now.
                A login raises the limit to 5,000 requests an hour: run 'gh auth login' or set GH_TOKEN; or add --wait to wait for the reset and go on.

                """)
        let enterprise = presenter(host: GitHubHost(normalizing: "ghe.example.com"))
        #expect(
            enterprise.present(error).notes == [
                "Not sent: an earlier answer left 0 of 60 requests; 'gh-users status' asks GitHub what is left now.",
                "A login may raise the limit: run 'gh auth login --hostname ghe.example.com' or set GH_ENTERPRISE_TOKEN; or add --wait to wait for the reset and go on.",
            ])
        let loggedIn = presenter(login: FoundToken(token: "t", source: .ghAuthToken), verbose: true)
        #expect(
            loggedIn.present(error).notes == [
                "Not sent: an earlier answer left 0 of 60 requests; 'gh-users status' asks GitHub what is left now.",
                "Requests made with your token count against its own limit; add --wait to wait for the reset and go on.",
            ])
    }

    @Test func aRunThatAlreadyWaits_isNotToldToAddWait() {
        var waiting = presenter()
        waiting.waits = true
        #expect(
            waiting.present(GitHubError.rateLimited(window: Self.window("core"), sent: true)).notes == [
                "A login raises the limit to 5,000 requests an hour: run 'gh auth login' or set GH_TOKEN."
            ])
        #expect(
            waiting.present(GitHubError.rateLimited(window: Self.window("search"), sent: true)).notes == [
                "Without a token GitHub allows 10 searches a minute, with one 30: run 'gh auth login' or set GH_TOKEN."
            ])
        waiting.login = { FoundToken(token: "t", source: .ghAuthToken) }
        #expect(
            waiting.present(GitHubError.rateLimited(window: Self.window("core"), sent: true)).notes == [
                "Requests made with your token count against its own limit."
            ])
        #expect(
            waiting.present(GitHubError.secondaryRateLimited(retryAfter: nil, stop: .tries(5))).notes == [
                "GitHub limits bursts of requests: wait a minute before trying again (for show, a lower --concurrency helps)."
            ])
    }

    @Test func notCached_withTheCacheSettingOff_saysToTurnItOn() {
        let error = GitHubError.notCached(url: "https://api.github.com/users/octocat")
        #expect(presenter().present(error).notes == ["Run the command once without --offline to keep a copy."])
        var off = presenter()
        off.cacheOff = true
        #expect(
            off.present(error).notes == [
                "The cache setting is off, so no run keeps a copy: run 'gh-users config set cache on', then the command once without --offline."
            ])
    }

    @Test func badCredentials_adviceNamesWhereTheTokenCameFrom() {
        let error = GitHubError.badCredentials(message: "Bad credentials")
        let advice = { (login: FoundToken?) in self.presenter(login: login).present(error).notes }
        #expect(
            advice(FoundToken(token: "t", source: .variable("GH_TOKEN"))) == [
                "Check the token in GH_TOKEN or GITHUB_TOKEN, or unset both to browse without one."
            ])
        #expect(
            advice(FoundToken(token: "t", source: .hostsFile(path: "/h/.config/gh/hosts.yml")))
                == ["gh's login for github.com in /h/.config/gh/hosts.yml was refused: run 'gh auth login' again."])
        #expect(
            advice(FoundToken(token: "t", source: .ghAuthToken))
                == [
                    "gh's login for github.com (gh auth token) was refused: run 'gh auth refresh --hostname github.com' or 'gh auth login'."
                ])
        #expect(advice(nil) == ["github.com needs a login: run 'gh auth login', or set GH_TOKEN."])
        #expect(presenter().present(error).exitCode == .badCredentials)
    }

    /// A stopped listing is its error with the line that says how to go on, even for Ctrl-C.
    @Test func stoppedListing_addsHowToGoOn_evenForCtrlC() {
        let stopped = StoppedListing(
            underlying: GitHubError.rateLimited(window: Self.window("core"), sent: false), howToGoOn: "Resume: gh-users list --since 9")
        let shown = presenter(login: FoundToken(token: "t", source: .ghAuthToken)).present(stopped)
        #expect(
            shown.text == """
                Error: API rate limit exceeded (0 of 60 left)
                Not sent: an earlier answer left 0 of 60 requests; 'gh-users status' asks GitHub what is left now.
                Requests made with your token count against its own limit; add --wait to wait for the reset and go on.
                Resume: gh-users list --since 9

                """)
        #expect(shown.exitCode == .failure)
        let interrupted = presenter().present(StoppedListing(underlying: CancellationError(), howToGoOn: "Resume: gh-users list --since 9"))
        #expect(interrupted.text == "Resume: gh-users list --since 9\n")
        #expect(interrupted.exitCode == .interrupted)
    }
}

/// The not-logged-in notice: one line of at most 80 columns, whatever the host.
struct LoginNoticeTextTests {
    private static let window = RateLimitSnapshot(remaining: 59, limit: 60, resetAt: nil, resource: "core")

    /// It fits in eighty columns, naming status when a long host would not.
    @Test func fitsInEightyColumns_namingStatusForALongHost() {
        #expect(
            LoginNotice.text(host: .dotcom, window: Self.window) == "Not logged in: 59 of 60 requests an hour left. Log in: gh auth login")
        #expect(
            LoginNotice.text(host: GitHubHost(normalizing: "ghe.example.com"), window: Self.window)
                == "Not logged in (59 of 60 left). Log in: gh auth login --hostname ghe.example.com")
        let long = GitHubHost(normalizing: "github.enterprise.some-very-long-company-name.example.com")
        #expect(LoginNotice.text(host: long, window: Self.window) == "Not logged in (59 of 60 left); 'gh-users status' says how to log in")
    }
}
