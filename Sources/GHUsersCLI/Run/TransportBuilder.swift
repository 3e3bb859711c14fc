import Foundation
import GHData
import GHDomain
import GHText

/// Builds a run's transport stack: the environment's transport wrapped, one decorator a concern,
/// in the order ``build()`` reads. The rate-limit budget it is built with is the one the run's
/// commands ask about.
struct TransportBuilder: Sendable {
    /// The process's transport, clock and sleep.
    let environment: Environment
    /// The resolved global options: `-v`, `--wait`, `--offline`, the API root and the timeout.
    let globals: GlobalOptions
    /// Where retry notices, waits, `-v` lines and stale-cache warnings go.
    let notices: NoticeBoard
    /// The cache the run uses, if any.
    let cache: HTTPCache?
    /// The rate-limit budget every request is sent within.
    let budget: RateBudget
    /// Where the version each answer names is noted.
    let versionRecord: ServerVersionRecord
    /// Where each attempt is counted, with `-v`.
    let tally: RequestTally
    /// A stored answer's time, as the user reads it.
    let localTime: @Sendable (Date) -> String

    /// The environment's transport under a per-request deadline (redirects followed within it),
    /// each attempt logged with `-v`, sent only as the rate-limit budget allows (waits
    /// announced), failed attempts retried (announced on a terminal or with `-v`), answers
    /// cached, and every answer's server version noted, a stored one's as a fresh one's.
    func build() -> any HTTPTransport {
        if globals.verbose && !answersOffline {
            for note in environment.transportChoice().notes { notices.post("* " + note) }
        }
        var transport = base()
        transport = redirectsFollowed(transport)
        transport = DeadlineTransport(wrapping: transport, seconds: globals.timeout * globals.timeScale)
        transport = logged(transport)
        transport = throttled(transport)
        transport = retrying(transport)
        transport = cached(transport)
        return ServerVersionReadingTransport(wrapping: transport, record: versionRecord)
    }

    /// The environment's transport; offline with a cache, which answers every request itself,
    /// one that is never reached, so that no transport is made (on Linux, libcurl not loaded).
    private func base() -> any HTTPTransport {
        guard answersOffline else { return environment.makeTransport(globals.timeout) }
        return RefusingTransport(error: GitHubError.noCache(reason: "--offline sends nothing"))
    }

    /// Whether the cache answers every request itself (`--offline` with a cache), so that no
    /// transport is needed, nor anything said about one.
    private var answersOffline: Bool { globals.offline && cache != nil }

    /// Redirects followed under gh-users' rules; with `-v`, each hop off the API's host noted.
    private func redirectsFollowed(_ transport: any HTTPTransport) -> any HTTPTransport {
        let (verbose, notices) = (globals.verbose, notices)
        return RedirectFollowingTransport(wrapping: transport) { from, to in
            guard verbose else { return }
            let hosts = TextSanitizer.line("\(APIConfiguration.hostDescription(from)) → \(APIConfiguration.hostDescription(to))")
            notices.post("* redirected to another host: \(hosts) (\(TextSanitizer.line(to.absoluteString))); no token goes there")
        }
    }

    /// With `-v`, each attempt's request and answer on the notices, and counted in the tally;
    /// else `transport` as it is.
    private func logged(_ transport: any HTTPTransport) -> any HTTPTransport {
        guard globals.verbose else { return transport }
        return LoggingTransport(wrapping: transport, tally: tally) { [notices] line in notices.post("* \(TextSanitizer.line(line))") }
    }

    /// Sent only as the budget allows, waiting as `--wait` says and announcing the wait.
    private func throttled(_ transport: any HTTPTransport) -> any HTTPTransport {
        let waiter = RateLimitWaiter(notices: notices, isTerminal: environment.errorIsTerminal, sleep: environment.sleep)
        return ThrottlingTransport(
            wrapping: transport, budget: budget, policy: globals.waitPolicy, apiRoot: globals.apiBaseURL, now: environment.now,
            waiter: waiter.wait)
    }

    /// Failed attempts tried again, announced on a terminal or with `-v`.
    private func retrying(_ transport: any HTTPTransport) -> any HTTPTransport {
        let announce = globals.verbose || environment.errorIsTerminal
        let (notices, sleep, scale) = (notices, environment.sleep, globals.timeScale)
        return RetryingTransport(
            wrapping: transport,
            notify: { line in if announce { notices.post(TextSanitizer.line(line)) } },
            sleep: { seconds in try await sleep(seconds * scale) }
        )
    }

    /// Answers kept in and served from the cache, a stale one said once a run; `transport` as it
    /// is without a cache.
    private func cached(_ transport: any HTTPTransport) -> any HTTPTransport {
        guard let cache else { return transport }
        let (warning, notices, offline, localTime) = (OnceFlag(), notices, globals.offline, localTime)
        return CachingTransport(
            wrapping: transport, cache: cache, mode: offline ? .offline : .online, now: environment.now,
            onStale: { host, storedAt in
                // Once a run, on stderr, as the first stored answer served says.
                guard warning.claim() else { return }
                notices.post(
                    offline
                        ? "Offline: showing cached data from \(localTime(storedAt))"
                        : "Warning: cannot reach \(host); showing cached data from \(localTime(storedAt))")
            }
        )
    }
}
