import Foundation

/// Counts the requests a server answers and the most it was answering at once, between two
/// calls to ``reset()``: the benchmark checks the round trips it assumes against them.
final class TrafficCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var inFlight = 0
    private var requests = 0
    private var mostInFlight = 0

    /// A request has arrived.
    func begin() {
        lock.withLock {
            requests += 1
            inFlight += 1
            mostInFlight = max(mostInFlight, inFlight)
        }
    }

    /// A request has been answered (its latency waited out).
    func end() {
        lock.withLock { inFlight -= 1 }
    }

    /// The requests and the most in flight at once since the last reset; starts counting anew.
    func reset() -> (requests: Int, mostInFlight: Int) {
        lock.withLock {
            defer {
                requests = 0
                mostInFlight = 0
            }
            return (requests, mostInFlight)
        }
    }
}
