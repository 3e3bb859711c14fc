import Foundation

/// When and how long to wait before sending a GET again.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included.
    public var maximumAttempts: Int
    /// The wait before the first retry; each later retry waits twice as long, plus jitter.
    public var baseDelay: TimeInterval

    /// At most 3 attempts, backing off from half a second.
    public static let standard = RetryPolicy(maximumAttempts: 3, baseDelay: 0.5)

    /// Creates a policy.
    public init(maximumAttempts: Int, baseDelay: TimeInterval) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
    }

    /// The backoff before attempt `attempt + 1`: `baseDelay × 2^(attempt-1)`, scaled by a
    /// jitter factor in 0.5...1.5 so that many clients do not retry in step.
    func backoff(after attempt: Int, jitter: Double) -> TimeInterval {
        baseDelay * pow(2, Double(attempt - 1)) * (0.5 + min(max(jitter, 0), 1))
    }
}
