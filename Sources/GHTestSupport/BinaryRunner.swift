import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `gh-users` executable as a user would, with a clean environment (no token
/// or settings leak in from the machine running the tests), started through GHSystem's
/// ``GHSystem/ChildProcess`` like every other program the tests start: a child gets only the
/// descriptors it is given, so no test's pipe can be held open by another test's child.
public enum BinaryRunner {
    /// The executable: `GH_USERS_BINARY` if set, else `gh-users` beside the test bundle.
    public static var executableURL: URL {
        if let path = ProcessInfo.processInfo.environment["GH_USERS_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var folder = Bundle.main.bundleURL
        // On macOS the bundle is `….xctest`; on Linux `Bundle.main` is the test executable's folder.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        let candidate = folder.appendingPathComponent("gh-users")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        let besideExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return besideExecutable.appendingPathComponent("gh-users")
    }

    /// Runs `gh-users arguments…` to the end. `variables` are added to a minimal environment
    /// (PATH, a temporary HOME, UTC). With `terminal`, stdout is a pseudo-terminal `columns`
    /// wide (output post-processing off, so lines end in `\n`); stderr is always a pipe.
    public static func run(
        _ arguments: [String],
        variables: [String: String] = [:],
        terminal: Bool = false,
        columns: UInt16 = 120,
        input: String? = nil
    ) async throws -> ProcessResult {
        try await launch(arguments, variables: variables, terminal: terminal, columns: columns, input: input).wait()
    }

    /// Starts `gh-users arguments…` and returns at once, so a test can read part of the output,
    /// close it, or interrupt the process. Options are as for ``run(_:variables:terminal:columns:input:)``;
    /// `input`, when given, is what standard input holds (else it is /dev/null).
    public static func launch(
        _ arguments: [String],
        variables: [String: String] = [:],
        terminal: Bool = false,
        columns: UInt16 = 120,
        input: String? = nil
    ) throws -> RunningBinary {
        try launch(executableURL, arguments, variables: variables, output: terminal ? .terminal(columns: columns) : .pipe, input: input)
    }

    /// Runs `gh-users arguments…` started with descriptor `closed` (0, 1 or 2) closed, as a
    /// shell's `<&-`, `>&-` or `2>&-` starts it; stdin is otherwise /dev/null and stdout and
    /// stderr pipes. The stream that was closed reads back as empty.
    public static func run(_ arguments: [String], closing closed: Int32, variables: [String: String] = [:]) throws -> ProcessResult {
        try launch(executableURL, arguments, variables: variables, output: .pipe, input: nil, closing: closed).waitSynchronously()
    }

    /// Runs `gh-users arguments…` as ``run(_:variables:terminal:columns:input:)`` does (stdout
    /// piped), through the `bench-spawn` launcher built beside it, and returns the binary's own
    /// peak resident size too. A child started straight from this test process would be charged
    /// the test process's size (Linux counts the memory of the process that calls exec), so its
    /// own use could not be told.
    public static func runMeasured(_ arguments: [String], variables: [String: String] = [:]) async throws -> (
        result: ProcessResult, peakResidentBytes: Int
    ) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-spawn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let launcher = executableURL.deletingLastPathComponent().appendingPathComponent("bench-spawn")
        let outcome = try await launch(
            launcher, [executableURL.path] + arguments, variables: variables.merging(["BENCH_SPAWN_REPORT": report.path]) { $1 },
            output: .pipe, input: nil
        ).wait()
        // `<wall ns> <peak RSS KiB> <user µs> <system µs> <wait status> …`
        let fields = (try String(contentsOf: report, encoding: .utf8)).split(separator: " ").compactMap { Int($0) }
        guard outcome.status == 0, fields.count >= 5 else {
            throw LauncherFailed(report: outcome.stderr)
        }
        let status = ChildProcess.ExitStatus(raw: Int32(truncatingIfNeeded: fields[4])).shellStatus
        return (ProcessResult(stdout: outcome.stdout, stderr: outcome.stderr, status: status), fields[1] * 1024)
    }

    /// `bench-spawn` did not report on the binary.
    public struct LauncherFailed: Error {
        /// What it wrote on stderr.
        public let report: String
    }

    /// Where a launched binary's standard output goes.
    private enum OutputKind {
        case pipe
        case terminal(columns: UInt16)
    }

    private static func launch(
        _ program: URL, _ arguments: [String], variables: [String: String], output kind: OutputKind, input: String?,
        closing closed: Int32? = nil
    ) throws -> RunningBinary {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var options = ChildProcess.Options(
            environment: environment(home: home, adding: variables), input: input == nil ? .null : .pipe, output: .pipe, error: .pipe)
        var terminal: TerminalFollower?
        if case .terminal(let columns) = kind {
            let follower = try TerminalFollower(columns: columns)
            options.output = .descriptor(follower.descriptor)
            terminal = follower
        }
        switch closed {
        case 0: options.input = .closed
        case 1: options.output = .closed
        case 2: options.error = .closed
        default: break
        }
        let child = try ChildProcess.spawn(program.path, argv: [program.path] + arguments, options: options)
        // The child has its copy; the leader is read until the child's side closes.
        let output: RunningBinary.Output = terminal.map { .terminal(leader: $0.release()) } ?? .pipe(child.pipes.output ?? -1)
        if let input, let writer = child.pipes.input {
            // Written from a thread of its own, so a large input cannot block the launch; SIGPIPE
            // is blocked there, so a binary that stops reading only ends the write.
            Thread {
                var pipeSignal = sigset_t()
                sigemptyset(&pipeSignal)
                sigaddset(&pipeSignal, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
                var bytes = Array(input.utf8)[...]
                while !bytes.isEmpty {
                    let written = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break }
                    bytes = bytes.dropFirst(written)
                }
                close(writer)
            }.start()
        }
        return RunningBinary(child: child, output: output, error: child.pipes.error ?? -1, home: home, deadline: deadline)
    }

    /// How long a run may take before the test gives up on it and kills it, in seconds.
    static let deadline: TimeInterval = 60

    private static func environment(home: URL, adding variables: [String: String]) -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": home.path,
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]
        environment.merge(variables) { _, new in new }
        return environment
    }
}

/// A pseudo-terminal whose follower a launched binary gets as its standard output, `columns`
/// wide and 40 rows, with output post-processing off so lines end in `\n`.
private final class TerminalFollower {
    private let leader: Int32
    /// The follower, which the child is given.
    let descriptor: Int32

    init(columns: UInt16) throws {
        let (leader, path) = try PseudoTerminalPair.openLeader(rows: 40, columns: Int(columns))
        let follower = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard follower >= 0 else {
            close(leader)
            throw POSIXError(.ENXIO)
        }
        var attributes = termios()
        tcgetattr(follower, &attributes)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(follower, TCSANOW, &attributes)
        self.leader = leader
        descriptor = follower
    }

    /// Closes the follower, which the child now holds, and hands over the leader.
    func release() -> Int32 {
        close(descriptor)
        return leader
    }
}
