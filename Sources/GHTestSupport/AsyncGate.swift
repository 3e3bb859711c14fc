import Synchronization

/// A one-way gate that tasks wait at until a test opens it: what a test uses instead of a
/// sleep, so that it waits for an event rather than for time, and a slow regression cannot
/// pass by being slow. A waiter that is cancelled stops waiting, throws `CancellationError`,
/// and is counted, so a test can wait for work to be cancelled too.
public final class AsyncGate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
        var nextWaiter = 0
        /// Waiters cancelled before they had started waiting.
        var cancelledEarly: Set<Int> = []
        var arrivals = 0
        var cancellations = 0
        var watchers: [(condition: @Sendable (Int, Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// A closed gate.
    public init() {}

    /// Opens the gate: every waiter goes on, and later ones do not wait.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Waits until the gate opens; throws `CancellationError` if the waiting task is cancelled
    /// first.
    public func wait() async throws {
        let id = state.withLock { state in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Bool, CancellationError> in
                    state.arrivals += 1
                    if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
                    if state.isOpen { return .success(true) }
                    state.waiters[id] = continuation
                    return .success(false)
                }
                notifyWatchers()
                switch outcome {
                case .success(true): continuation.resume()
                case .success(false): break
                case .failure(let error): continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                if state.isOpen { return nil }
                state.cancellations += 1
                guard let continuation = state.waiters.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return continuation
            }
            notifyWatchers()
            cancelled?.resume(throwing: CancellationError())
        }
    }

    /// Whether no task has arrived at the gate yet.
    public var isUntouched: Bool { state.withLock { $0.arrivals == 0 } }

    /// Returns once at least `count` tasks have arrived at the gate (waiting or gone through).
    public func arrivals(atLeast count: Int) async {
        await until { arrivals, _ in arrivals >= count }
    }

    /// Returns once at least `count` waiters have been cancelled.
    public func cancellations(atLeast count: Int) async {
        await until { _, cancellations in cancellations >= count }
    }

    private func until(_ condition: @escaping @Sendable (Int, Int) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let met = state.withLock { state -> Bool in
                if condition(state.arrivals, state.cancellations) { return true }
                state.watchers.append((condition, continuation))
                return false
            }
            if met { continuation.resume() }
        }
    }

    private func notifyWatchers() {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            let (arrivals, cancellations) = (state.arrivals, state.cancellations)
            let met = state.watchers.filter { $0.condition(arrivals, cancellations) }
            state.watchers.removeAll { $0.condition(arrivals, cancellations) }
            return met.map(\.continuation)
        }
        for continuation in ready { continuation.resume() }
    }
}
