import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends idempotent requests again when GitHub or the network hiccups: a 5xx answer or a
/// dropped connection is retried with exponential backoff and jitter. Rate limits are not
/// retried here: ``ThrottlingTransport`` below decides about those.
public struct RetryingTransport: WrappingTransport {
    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let policy: RetryPolicy
    private let notify: @Sendable (String) -> Void
    private let sleep: @Sendable (TimeInterval) async throws -> Void
    private let jitter: @Sendable () -> Double

    /// Retries requests sent through `base`. `notify` hears one line before each wait; `sleep`
    /// does the waiting (tests pass one that only records); `jitter` gives a number in 0...1.
    public init(
        wrapping base: any HTTPTransport,
        policy: RetryPolicy = .standard,
        notify: @escaping @Sendable (String) -> Void = { _ in },
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.base = base
        self.policy = policy
        self.notify = notify
        self.sleep = sleep
        self.jitter = jitter
    }

    /// Sends `request`, retrying as the policy allows; only GET and HEAD are ever retried, and
    /// POSTs to a GraphQL endpoint, which gh-users sends only queries (never mutations), so
    /// sending one twice changes nothing. A query answered 502 or 504 is not sent again as it
    /// was: that is GitHub's 10 s limit on a query, which the same query would meet again, and
    /// the caller asks for less instead.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let method = request.httpMethod ?? "GET"
        let isQuery = method == "POST" && request.url?.path.hasSuffix("/graphql") == true
        let idempotent = ["GET", "HEAD"].contains(method) || isQuery
        let url = request.url?.absoluteString ?? "?"
        var attempt = 1
        while true {
            let isLast = !idempotent || attempt >= policy.maximumAttempts
            let outcome: (Data, HTTPURLResponse)
            do {
                outcome = try await base.send(request)
            } catch let error as URLError where Self.isDroppedConnection(error) && !isLast {
                try await wait(policy.backoff(after: attempt, jitter: jitter()), "the connection to \(Self.host(request)) dropped", attempt)
                attempt += 1
                continue
            }
            let response = outcome.1
            if isLast || !(500..<600).contains(response.statusCode) || (isQuery && [502, 504].contains(response.statusCode)) {
                return outcome
            }
            try await wait(
                policy.backoff(after: attempt, jitter: jitter()), "GitHub returned HTTP \(response.statusCode) for \(url)", attempt)
            attempt += 1
        }
    }

    private func wait(_ seconds: TimeInterval, _ reason: String, _ attempt: Int) async throws {
        let shown = seconds < 10 ? String(format: "%.1f", seconds) : String(Int(seconds.rounded()))
        notify("\(reason); retrying in \(shown)s (attempt \(attempt + 1) of \(policy.maximumAttempts))")
        try await sleep(seconds)
    }

    private static func isDroppedConnection(_ error: URLError) -> Bool {
        [.networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource].contains(error.code)
    }

    private static func host(_ request: URLRequest) -> String {
        APIConfiguration.hostDescription(request.url)
    }
}
