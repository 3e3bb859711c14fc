import Foundation
import LoopbackHTTPServer
import Synchronization

/// Remembers the answer to each request, so the same request is answered from memory
/// the second time. Safe to use from the server's connection threads.
final class ResponseCache: Sendable {
    private let answers = Mutex<[String: HTTPResponseSpec]>([:])

    /// The remembered answer to `request` (by `Host`, `Authorization`, target and body), or the
    /// one `make` builds, remembered from then on.
    func response(for request: HTTPRequestRecord, make: () -> HTTPResponseSpec) -> HTTPResponseSpec {
        // A POST (a GraphQL query) is told apart by its body; who asks can change the answer
        // (a private-mode server's 401, an organization's private members).
        let key = [
            request.header("Host") ?? "", request.header("Authorization") ?? "", request.target,
            String(decoding: request.body, as: UTF8.self),
        ]
        .joined(separator: " ")
        if let answer = answers.withLock({ $0[key] }) {
            return answer
        }
        let answer = make()
        answers.withLock { $0[key] = answer }
        return answer
    }
}
