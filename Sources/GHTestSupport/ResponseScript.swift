import Foundation
import LoopbackHTTPServer
import Synchronization

/// Faults to inject, per request path: each request to a scripted path takes the next response
/// from its list (a status, a `Retry-After`, a truncated body, a slow answer, a dropped
/// connection …); once a list is used up, the fake answers that path as usual.
public final class ResponseScript: Sendable {
    private let queues: Mutex<[String: [HTTPResponseSpec]]>

    /// Scripts `sequences`, keyed by exact target (`/path?query`) or by path.
    public init(_ sequences: [String: [HTTPResponseSpec]]) {
        queues = Mutex(sequences)
    }

    /// Adds `responses` to the end of `key`'s list, so that a test can fail a path it let
    /// answer before.
    public func append(_ responses: [HTTPResponseSpec], for key: String) {
        queues.withLock { $0[key, default: []] += responses }
    }

    /// The next scripted response for `request`, if any are left.
    public func next(for request: HTTPRequestRecord) -> HTTPResponseSpec? {
        queues.withLock { queues in
            for key in [request.target, request.path] {
                if var queue = queues[key], !queue.isEmpty {
                    let response = queue.removeFirst()
                    queues[key] = queue
                    return response
                }
            }
            return nil
        }
    }
}
