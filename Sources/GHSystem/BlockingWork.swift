import Dispatch

/// Runs work that blocks (waiting for a file lock, listing a directory, `fsync`) on threads of
/// its own, so it never holds up a thread of Swift's cooperative pool, which is as small as
/// the machine's core count and runs every task of the process.
public enum BlockingWork {
    /// A private concurrent queue: Dispatch gives it threads beyond the cooperative pool's
    /// when they are blocked.
    private static let queue = DispatchQueue(label: "gh-users.blocking-work", attributes: .concurrent)

    /// Runs `body` on a blocking-work thread and returns what it returns; the calling task is
    /// suspended, not blocked, meanwhile.
    public static func run<Value: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(Failure) {
                    continuation.resume(returning: .success(try body()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
