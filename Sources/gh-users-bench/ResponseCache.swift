import Foundation
import LoopbackHTTPServer

/// Remembers the answer to each request target, so the same request is answered from memory
/// the second time. Safe to use from the server's connection threads.
final class ResponseCache: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: HTTPResponseSpec] = [:]

    /// The remembered answer to `request` (by `Host` and target), or the one `make` builds,
    /// remembered from then on.
    func response(for request: HTTPRequestRecord, make: () -> HTTPResponseSpec) -> HTTPResponseSpec {
        let key = (request.header("Host") ?? "") + " " + request.target
        if let answer = lock.withLock({ answers[key] }) {
            return answer
        }
        let answer = make()
        lock.withLock { answers[key] = answer }
        return answer
    }
}
