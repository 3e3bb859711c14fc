import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a 403 or 429 answer says about GitHub's rate limits.
///
/// GitHub uses both statuses for both limits: the primary limit (requests an hour, or a minute
/// for search) is marked by `X-RateLimit-Remaining: 0`; the secondary limit (bursts) by
/// `Retry-After` or by its message.
enum RateLimitSignal: Equatable {
    /// The primary limit is used up; `reset` is `X-RateLimit-Reset` (Unix seconds), if sent.
    case primary(reset: TimeInterval?)
    /// Too many requests too fast; `retryAfter` is `Retry-After` exactly as sent, if sent.
    case secondary(retryAfter: String?)

    /// The types a GraphQL error has when the limit is spent: GitHub's `RATE_LIMITED`, and the
    /// shorter `RATE_LIMIT` some of its answers have carried.
    static let graphQLErrorTypes: Set<String> = ["RATE_LIMITED", "RATE_LIMIT"]

    /// The signal in `response`, or `nil` when it is not about rate limits. GraphQL says its
    /// limit is spent with a 200 whose errors have one of ``graphQLErrorTypes``; and, for a
    /// `graphQL` answer, its secondary limit with a 200 or a 403 whose error says so ("Rate
    /// limits and query limits for the GraphQL API").
    init?(_ response: HTTPURLResponse, body: Data, graphQL: Bool = false) {
        if response.statusCode == 200 {
            if graphQL && Self.graphQLErrorsSaySecondaryLimit(body) {
                self = .secondary(retryAfter: response.header("Retry-After").map { String($0.withoutSurroundingBlanks) })
                return
            }
            guard response.header("X-RateLimit-Remaining")?.withoutSurroundingBlanks == "0",
                Self.graphQLErrorTypes.contains(where: { body.range(of: Data("\"\($0)\"".utf8)) != nil })
            else { return nil }
            self = .primary(reset: response.header("X-RateLimit-Reset").flatMap(Self.resetTime))
            return
        }
        guard response.statusCode == 403 || response.statusCode == 429 else { return nil }
        if response.header("X-RateLimit-Remaining")?.withoutSurroundingBlanks == "0" {
            self = .primary(reset: response.header("X-RateLimit-Reset").flatMap(Self.resetTime))
            return
        }
        let retryAfter = response.header("Retry-After").map { String($0.withoutSurroundingBlanks) }
        let message = ErrorBodyDTO.message(in: body)?.lowercased() ?? ""
        guard
            retryAfter != nil || message.contains(Self.secondaryLimitPhrase) || response.statusCode == 429
                || (graphQL && Self.graphQLErrorsSaySecondaryLimit(body))
        else { return nil }
        self = .secondary(retryAfter: retryAfter)
    }

    /// What GitHub's messages about its secondary limit say ("You have exceeded a secondary rate
    /// limit"), lower-cased.
    private static let secondaryLimitPhrase = "secondary rate limit"

    /// Whether `body` is a GraphQL answer one of whose `errors` says the secondary limit was met;
    /// only an error's message counts, never the data (a bio may say anything).
    private static func graphQLErrorsSaySecondaryLimit(_ body: Data) -> Bool {
        guard body.range(of: Data(secondaryLimitPhrase.utf8)) != nil,
            let answer = try? JSONDecoder().decode(GraphQLErrors.self, from: body)
        else { return false }
        return answer.errors?.contains { $0.message?.lowercased().contains(secondaryLimitPhrase) == true } == true
    }

    /// A GraphQL answer's `errors` alone.
    private struct GraphQLErrors: Decodable {
        let errors: [GraphQLAnswerDTO.Failure]?
    }

    /// The spent window `response` tells of for `resource`: nothing left, the limit and reset as
    /// sent (a limit not sent is 0; a reset not sent, or absurd, unknown).
    static func spentWindow(_ response: HTTPURLResponse, resource: String) -> RateLimitSnapshot {
        RateLimitSnapshot(
            remaining: 0, limit: response.header("X-RateLimit-Limit").flatMap { Int($0.withoutSurroundingBlanks) } ?? 0,
            resetAt: response.header("X-RateLimit-Reset").flatMap(resetTime).map { Date(timeIntervalSince1970: $0) },
            resource: resource)
    }

    /// `X-RateLimit-Reset` as Unix seconds, if it is a whole number before the year 3000; a
    /// value from a misbehaving server (`inf`, `1e300`, `-5`) counts as absent.
    static func resetTime(_ text: String) -> TimeInterval? {
        guard let seconds = Int64(text.withoutSurroundingBlanks), (0...32_503_680_000).contains(seconds) else {
            return nil
        }
        return TimeInterval(seconds)
    }

    /// The longest `Retry-After` that is waited on; GitHub asks for a minute or so.
    static let longestRetryAfter: TimeInterval = 3600

    /// `Retry-After` in seconds from `now`, in either form HTTP allows: delay-seconds (`120`)
    /// or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`, a date past meaning no wait). `nil`
    /// for a value that is no wait to take: negative, neither form, or over an hour.
    static func seconds(inRetryAfter text: String, now: Date) -> TimeInterval? {
        let trimmed = String(text.withoutSurroundingBlanks)
        if trimmed.allSatisfy(\.isASCII), let seconds = Int64(trimmed) {
            return (0...Int64(longestRetryAfter)).contains(seconds) ? TimeInterval(seconds) : nil
        }
        guard let date = HTTPDate.parse(Substring(trimmed)) else { return nil }
        let wait = max(0, date.timeIntervalSince(now).rounded(.up))
        return wait.isFinite && wait <= longestRetryAfter ? wait : nil
    }
}
