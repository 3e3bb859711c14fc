import Foundation
import GHDomain
import Testing

struct GitHubErrorTests {
    private let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21 12:00 UTC
    private let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
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
        (.rateLimited(resetAt: nil), "API rate limit exceeded"),
    ])
    func message_namesWhatFailed(_ error: GitHubError, _ expected: String) {
        #expect(error.message(now: now, timeZone: utc) == expected)
    }

    @Test func rateLimited_givesLocalResetTimeAndMinutesLeft() {
        let error = GitHubError.rateLimited(resetAt: now.addingTimeInterval(17 * 60 + 5))
        #expect(error.message(now: now, timeZone: utc) == "API rate limit exceeded; it resets at 12:17 local time (in 17 minutes)")
        let lisbonSummer = TimeZone(secondsFromGMT: 3600)!
        let soon = GitHubError.rateLimited(resetAt: now.addingTimeInterval(20))
        #expect(
            soon.message(now: now, timeZone: lisbonSummer)
                == "API rate limit exceeded; it resets at 13:00 local time (in less than a minute)")
    }
}
