import Foundation
import Synchronization

/// Counts the requests a server answers and the most it was answering at once, between two
/// calls to ``reset()``: the benchmark checks the round trips it assumes against them.
final class TrafficCounter: Sendable {
    private struct Counts {
        var inFlight = 0
        var requests = 0
        var mostInFlight = 0
    }

    private let counts = Mutex(Counts())

    /// A request has arrived.
    func begin() {
        counts.withLock { counts in
            counts.requests += 1
            counts.inFlight += 1
            counts.mostInFlight = max(counts.mostInFlight, counts.inFlight)
        }
    }

    /// A request has been answered (its latency waited out).
    func end() {
        counts.withLock { $0.inFlight -= 1 }
    }

    /// The requests and the most in flight at once since the last reset; starts counting anew.
    func reset() -> (requests: Int, mostInFlight: Int) {
        counts.withLock { counts in
            defer {
                counts.requests = 0
                counts.mostInFlight = 0
            }
            return (counts.requests, counts.mostInFlight)
        }
    }
}
