import Foundation
import GHSystem
import GHTerminal
import Synchronization

/// The gh-users command line as a library call, so tests can run it in memory and the
/// executable stays a few lines long.
public enum GHUsers {
    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], environment: Environment) async -> Int32 {
        await CommandRouter.standard.run(arguments, environment: environment).rawValue
    }

    /// Notes, when Ctrl-C has just been pressed and before the run is cancelled, whether the
    /// terminal on standard error echoed it as `^C` (see ``GHTerminal/InterruptEcho``): asked
    /// then, while a pager that has the terminal in raw mode (which echoes nothing) still has it.
    public static func noteInterrupt() {
        echoedInterrupt.store(InterruptEcho.isOn(for: STDERR_FILENO), ordering: .releasing)
    }

    /// Writes what the run has left to write (the cache's entries written behind it), blocking
    /// until they are made: for a process about to end by a signal (SIGTERM), which runs no
    /// `exit` handlers.
    public static func finishWrites() {
        WriteBehind.shared.finish()
    }

    /// What ``noteInterrupt()`` found: whether `^C` was shown.
    static var interruptWasEchoed: Bool { echoedInterrupt.load(ordering: .acquiring) }

    private static let echoedInterrupt = Atomic<Bool>(false)

    /// How long a run is given to stop after Ctrl-C before the process ends anyway: 2 s, scaled
    /// for tests by `timeScale`, the text of `GH_USERS_TEST_TIME_SCALE`, when it is a number above
    /// 0 and at most 1 (the run itself reports any other value).
    public static func interruptGracePeriod(timeScale: String?) -> TimeInterval {
        let scale = timeScale.flatMap(Double.init).flatMap { $0 > 0 && $0 <= 1 ? $0 : nil }
        return 2 * (scale ?? 1)
    }
}
