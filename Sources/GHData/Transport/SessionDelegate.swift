import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gathers each of a session's data tasks' response and body, and resumes the request waiting
/// for it when the task ends. Redirects are not followed: the 3xx answer is returned, and a
/// ``RedirectFollowingTransport`` decides. A body past its limit stops the task as it arrives.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private typealias Outcome = Result<(Data, HTTPURLResponse), any Error>

    /// One task's answer so far, and the request waiting for it.
    private struct Exchange {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        /// How the task ended, kept when it ended before anything waited for it (a task
        /// cancelled before it was resumed ends at once).
        var outcome: Outcome?
        /// Whether the body passed the limit and the task was cancelled for it.
        var tooLarge = false
        /// The most body this task may receive.
        var maximumBodyBytes: Int
    }

    /// The most body a task may receive, unless the task sending it set a smaller cap.
    private let limits: ResponseLimits

    /// A delegate that holds every task to `limits`.
    init(limits: ResponseLimits = .standard) {
        self.limits = limits
    }

    /// The most body to reserve room for up front, whatever `Content-Length` claims.
    private static let reserveLimit = 8 << 20

    private let exchanges = Mutex<[Int: Exchange]>([:])

    /// Starts keeping `task`'s answer; call before the task can be cancelled or resumed, from
    /// the task that sends it (whose ``ResponseBodyCap`` applies).
    func register(_ task: URLSessionTask) {
        let maximum = limits.forCurrentTask.maximumBodyBytes
        exchanges.withLock { $0[task.taskIdentifier] = Exchange(maximumBodyBytes: maximum) }
    }

    /// Resumes `continuation` when `task` ends, or at once if it already has.
    func wait(for task: URLSessionTask, with continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
        let ended = exchanges.withLock { exchanges -> Outcome? in
            guard let outcome = exchanges[task.taskIdentifier]?.outcome else {
                exchanges[task.taskIdentifier]?.continuation = continuation
                return nil
            }
            exchanges[task.taskIdentifier] = nil
            return outcome
        }
        if let ended { continuation.resume(with: ended) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        exchanges.withLock { exchanges in
            guard var exchange = exchanges[dataTask.taskIdentifier] else { return }
            exchange.response = response as? HTTPURLResponse
            exchange.body = Data()
            if response.expectedContentLength > 0 {
                exchange.body.reserveCapacity(Int(min(response.expectedContentLength, Int64(Self.reserveLimit))))
            }
            exchanges[dataTask.taskIdentifier] = exchange
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        // In place: the body is appended to where it lies, never copied out and back.
        let tooLarge = exchanges.withLock { exchanges -> Bool in
            guard let received = exchanges[id]?.body.count, let maximum = exchanges[id]?.maximumBodyBytes,
                exchanges[id]?.tooLarge == false
            else { return false }
            guard received + data.count <= maximum else {
                exchanges[id]?.tooLarge = true
                exchanges[id]?.body = Data()
                return true
            }
            exchanges[id]?.body.append(data)
            return false
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let waiting = exchanges.withLock { exchanges -> (CheckedContinuation<(Data, HTTPURLResponse), any Error>, Outcome)? in
            guard var exchange = exchanges[task.taskIdentifier] else { return nil }
            let outcome: Outcome
            if exchange.tooLarge {
                outcome = .failure(TransportRefusal.bodyTooLarge(limit: exchange.maximumBodyBytes))
            } else if let error {
                outcome = .failure(error)
            } else if let response = exchange.response {
                outcome = .success((exchange.body, response))
            } else {
                outcome = .failure(URLError(.badServerResponse))
            }
            guard let continuation = exchange.continuation else {
                exchange.outcome = outcome
                exchanges[task.taskIdentifier] = exchange
                return nil
            }
            exchanges[task.taskIdentifier] = nil
            return (continuation, outcome)
        }
        if let (continuation, outcome) = waiting { continuation.resume(with: outcome) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
