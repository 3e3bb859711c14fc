import Foundation

/// A one-way gate a test opens to let the loopback server finish a response it is holding
/// back (see ``HTTPResponseSpec/Delivery/holdBody(until:timeout:)``).
///
/// `@unchecked` because the server's connection thread must block until the gate opens, which
/// needs a condition variable (`Mutex` has none); every stored property is read and written
/// only while `condition` is locked.
public final class ResponseGate: @unchecked Sendable, Equatable {
    private let condition = NSCondition()
    private var isOpen = false
    private var outcome: Bool?

    /// Whether the server's wait ended because the gate opened (`true`) or timed out
    /// (`false`); `nil` while nothing has waited.
    public var openedInTime: Bool? { condition.withLock { outcome } }

    /// A closed gate.
    public init() {}

    /// Opens the gate; waiting and later calls to ``wait(timeout:)`` return at once.
    public func open() {
        condition.withLock {
            isOpen = true
            condition.broadcast()
        }
    }

    /// Waits until the gate opens or `timeout` seconds pass; `true` when it opened.
    func wait(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !isOpen, condition.wait(until: deadline) {}
            outcome = isOpen
            return isOpen
        }
    }

    /// Gates are the same only when they are one gate.
    public static func == (lhs: ResponseGate, rhs: ResponseGate) -> Bool {
        lhs === rhs
    }
}
