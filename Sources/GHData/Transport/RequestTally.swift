import Synchronization

/// Counts what a run sent and what came back, as ``LoggingTransport`` sees each attempt, so
/// that `-v` can say what a run cost: GitHub counts every request against the rate limit except
/// one answered `304 Not Modified` to a logged-in client.
public final class RequestTally: Sendable {
    /// What was counted.
    public struct Counts: Equatable, Sendable {
        /// Requests sent, each attempt of a retried one counted.
        public var sent = 0
        /// Those answered `304 Not Modified`.
        public var notModified = 0
        /// Those that got no answer (the network failed, a deadline passed).
        public var unanswered = 0
        /// The rate limit the last answer that said so had left, as GitHub said it
        /// (`X-RateLimit-Remaining`).
        public var remaining: Int?
        /// That rate limit's size (`X-RateLimit-Limit`).
        public var limit: Int?

        /// Counts from their parts.
        public init(sent: Int = 0, notModified: Int = 0, unanswered: Int = 0, remaining: Int? = nil, limit: Int? = nil) {
            self.sent = sent
            self.notModified = notModified
            self.unanswered = unanswered
            self.remaining = remaining
            self.limit = limit
        }
    }

    private let counts = Mutex(Counts())

    /// An empty tally.
    public init() {}

    /// Counts one attempt, answered with `status` and the rate limit `left` it reported, or
    /// with no answer (`nil`).
    public func record(status: Int?, left: (remaining: Int, limit: Int)? = nil) {
        counts.withLock { counts in
            counts.sent += 1
            if status == 304 { counts.notModified += 1 }
            if status == nil { counts.unanswered += 1 }
            if let left {
                counts.remaining = left.remaining
                counts.limit = left.limit
            }
        }
    }

    /// What was counted so far.
    public var current: Counts { counts.withLock { $0 } }
}
