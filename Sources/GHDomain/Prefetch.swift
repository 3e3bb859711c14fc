import Synchronization

/// The one request a listing has started ahead of its reader, owned by the reader's iterator:
/// when the iterator is dropped, or the request is no longer wanted, it is cancelled, so a
/// reader that stops reading leaves nothing running behind it.
final class Prefetch<Value: Sendable>: Sendable {
    private let pending = Mutex<Task<Value, any Error>?>(nil)

    deinit {
        pending.withLock { $0 }?.cancel()
    }

    /// Whether a request ahead has been started and not yet taken or cancelled.
    var isPending: Bool { pending.withLock { $0 != nil } }

    /// Starts `work` as the request ahead, cancelling any earlier one.
    func start(_ work: @escaping @Sendable () async throws -> Value) {
        // Where its creator prefers to run, as a child task would.
        let task = Task(executorPreference: PreferredExecutor.current) { try await work() }
        pending.withLock { pending in
            let replaced = pending
            pending = task
            return replaced
        }?.cancel()
    }

    /// The request started ahead, or, when there is none, `work` run now; cancelling the caller
    /// cancels the request.
    func take(orRun work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
        guard let task else { return try await work() }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels the request ahead, if any.
    func cancel() {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
        }?.cancel()
    }
}
