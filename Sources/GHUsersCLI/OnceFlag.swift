import Foundation

/// A flag that can be claimed once, from any thread: the first caller of ``claim()`` gets
/// `true`, every later one `false`.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    /// Whether this call is the first.
    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
