import Synchronization

/// A flag that can be claimed once, from any thread: the first caller of ``claim()`` gets
/// `true`, every later one `false`.
final class OnceFlag: Sendable {
    private let claimed = Atomic<Bool>(false)

    /// Whether this call is the first.
    func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    }

    /// Whether the flag has been claimed.
    var isClaimed: Bool { claimed.load(ordering: .relaxed) }
}
