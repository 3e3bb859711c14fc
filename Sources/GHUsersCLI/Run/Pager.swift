import Foundation
import GHSystem
import GHText
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pager the output is written into, as gh pages its output: the command runs under
/// `/bin/sh -c` with the read end of a pipe as its standard input and the terminal as its
/// standard output and error; `LESS=FRX` and `LV=-c` are set for it unless already set (gh's
/// defaults: `less` quits at once when everything fits the screen, passes colour through and does
/// not clear the screen). Like git's pager, it is waited for even when the process exits
/// another way (Ctrl-C ends a run with `exit`), so the shell never gets the terminal back while
/// the pager still has it.
struct Pager: Sendable {
    /// The command, as the user gave it.
    let command: String
    /// Where the output goes: the pipe's write end.
    let output: FileDescriptorOutput
    private let child: ChildProcess

    /// Starts `command` with `variables` as its environment; throws ``PagerFailed`` when the shell
    /// cannot be started.
    static func start(_ command: String, variables: [String: String]) throws -> Pager {
        var environment = variables
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn("/bin/sh", argv: ["sh", "-c", command], options: .init(environment: environment, input: .pipe))
        } catch {
            throw PagerFailed(command: command, reason: error.description)
        }
        // The pipe's write end, which no other program this run starts (a web browser) inherits.
        let input = child.pipes.input ?? -1
        running.withLock { $0 = Running(child: child, input: input) }
        _ = waitsAtExit
        return Pager(command: command, output: FileDescriptorOutput(fd: input), child: child)
    }

    /// Ends the output and waits for the pager to exit (the user to quit it); the problem, if
    /// the shell could not find or run the command (status 127 or 126).
    func finish() async -> PagerFailed? {
        Self.closeInput()
        let status = await child.wait()
        Self.running.withLock { $0 = nil }
        switch status.exitCode {
        case 127: return PagerFailed(command: command, reason: "command not found")
        case 126: return PagerFailed(command: command, reason: "cannot be run")
        // A pager that fails (`PAGER=false`) may not have shown what it was given; quitting a
        // pager early (q in less) is a success, and a pager ended by a signal has no status.
        case let code? where code != 0: return PagerFailed(command: command, exitStatus: code)
        default: return nil
        }
    }
}

extension Pager {
    /// The pager this process started, while it may still be running; at most one a run.
    private struct Running {
        var child: ChildProcess
        /// The pipe's write end, -1 once closed.
        var input: Int32
    }

    private static let running = Mutex<Running?>(nil)

    /// Registers, once, the wait at exit.
    private static let waitsAtExit: Bool = {
        atexit { Pager.waitAtExit() }
        return true
    }()

    /// Closes the pipe's write end, once, so the pager sees the end of its input.
    private static func closeInput() {
        running.withLock { running in
            guard let input = running?.input, input >= 0 else { return }
            close(input)
            running?.input = -1
        }
    }

    /// At exit: ends the pager's input and waits for it to quit.
    private static func waitAtExit() {
        closeInput()
        guard let child = running.withLock({ $0?.child }) else { return }
        _ = child.waitSynchronously()
    }
}

/// The pager could not be started (`Error: cannot start the pager '<command>': <why>`), or it
/// failed (`Error: the pager '<command>' exited with status <n>, …`); exit 1.
struct PagerFailed: Error, Sendable, Equatable, LocalizedError {
    /// The command, as the user gave it.
    var command: String
    /// Why it did not start, when it did not.
    var reason = ""
    /// The status it exited with, when it started and failed.
    var exitStatus: Int32?

    var errorDescription: String? {
        let pager = "the pager '\(TextSanitizer.line(command))'"
        let advice = "set GH_USERS_PAGER or GH_PAGER, or use --no-pager"
        guard let exitStatus else { return "cannot start \(pager): \(reason); \(advice)" }
        return "\(pager) exited with status \(exitStatus), so the output may not have been shown; \(advice)"
    }
}
