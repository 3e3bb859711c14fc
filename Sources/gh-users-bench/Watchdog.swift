import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a child that runs past its deadline, so a hung binary fails its run instead of
/// hanging the benchmark.
final class Watchdog: Sendable {
    private let armed = Mutex(true)

    /// Sends SIGKILL to the process group `group` after `seconds` unless ``disarm()`` is called
    /// first. Disarm it before the group's leader is reaped, while its id still names it.
    init(processGroup group: pid_t, after seconds: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            armed.withLock { armed in
                if armed { kill(-group, SIGKILL) }
            }
        }
    }

    /// Stops the watchdog from firing.
    func disarm() {
        armed.withLock { $0 = false }
    }
}
