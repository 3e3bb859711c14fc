import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `gh-users` executable as a user would, with a clean environment (no token
/// or settings leak in from the machine running the tests).
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
        try launch(executableURL, arguments, variables: variables, terminal: terminal, columns: columns, input: input)
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
            terminal: false, columns: 120, input: nil
        ).wait()
        // `<wall ns> <peak RSS KiB> <user µs> <system µs> <wait status> …`
        let fields = (try String(contentsOf: report, encoding: .utf8)).split(separator: " ").compactMap { Int($0) }
        guard outcome.status == 0, fields.count >= 5 else {
            throw LauncherFailed(report: outcome.stderr)
        }
        let status = fields[4]
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (ProcessResult(stdout: outcome.stdout, stderr: outcome.stderr, status: Int32(code)), fields[1] * 1024)
    }

    /// `bench-spawn` did not report on the binary.
    public struct LauncherFailed: Error {
        /// What it wrote on stderr.
        public let report: String
    }

    private static func launch(
        _ program: URL, _ arguments: [String], variables: [String: String], terminal: Bool, columns: UInt16, input: String?
    ) throws -> RunningBinary {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment(home: home, adding: variables)
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        let output: RunningBinary.Output
        if terminal {
            let pty = try PseudoTerminal(columns: columns)
            process.standardOutput = FileHandle(fileDescriptor: pty.follower, closeOnDealloc: false)
            output = .terminal(pty)
        } else {
            let pipe = Pipe()
            process.standardOutput = pipe
            output = .pipe(pipe)
        }
        try process.run()
        if case .terminal(let pty) = output { pty.closeFollower() }
        if let inputPipe, let input {
            // Written from a thread of its own, so a large input cannot block the launch.
            let writer = inputPipe.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: Data(input.utf8))
                try? writer.close()
            }.start()
        }
        // A hung binary fails its test instead of hanging the whole suite.
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
            if process.isRunning { process.terminate() }
        }
        return RunningBinary(process: process, output: output, error: error, home: home)
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

/// A `gh-users` process started by ``BinaryRunner/launch(_:variables:terminal:columns:)``.
///
/// `@unchecked` because Foundation's `Process` and `Pipe` are not `Sendable`; a test drives one
/// running binary from one task at a time, and `buffered` is only touched by that task.
public final class RunningBinary: @unchecked Sendable {
    /// Where the process's stdout goes.
    enum Output {
        case pipe(Pipe)
        case terminal(PseudoTerminal)
    }

    private let process: Process
    private let output: Output
    private let error: Pipe
    private let home: URL
    private var buffered = Data()

    init(process: Process, output: Output, error: Pipe, home: URL) {
        self.process = process
        self.output = output
        self.error = error
        self.home = home
    }

    /// Reads piped stdout until it holds at least `count` bytes or ends; returns all read so far.
    public func readOutput(atLeast count: Int) -> String {
        guard case .pipe(let pipe) = output else { preconditionFailure("readOutput needs piped stdout") }
        while buffered.count < count {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffered.append(chunk)
        }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Closes the reading end of piped stdout, as `head` does when it has what it wants.
    public func closeOutput() {
        if case .pipe(let pipe) = output { try? pipe.fileHandleForReading.close() }
    }

    /// Sends SIGINT, as Ctrl-C does.
    public func interrupt() {
        process.interrupt()
    }

    /// Waits for the process to end, reading stdout and stderr at once so neither can fill up
    /// and block it; returns both in full (stdout as far as it was still open) and the status.
    public func wait() async -> ProcessResult {
        await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                let group = DispatchGroup()
                nonisolated(unsafe) var errorText = Data()
                DispatchQueue.global().async(group: group) { errorText = self.error.fileHandleForReading.readDataToEndOfFile() }
                let rest: Data
                switch output {
                case .pipe(let pipe): rest = ((try? pipe.fileHandleForReading.readToEnd()) ?? nil) ?? Data()
                case .terminal(let pty): rest = pty.readAll()
                }
                group.wait()
                process.waitUntilExit()
                try? FileManager.default.removeItem(at: home)
                continuation.resume(
                    returning: ProcessResult(
                        stdout: String(decoding: buffered + rest, as: UTF8.self),
                        stderr: String(decoding: errorText, as: UTF8.self),
                        status: process.terminationStatus
                    )
                )
            }
            thread.start()
        }
    }
}

/// A pseudo-terminal pair: the child writes to `follower`, the test reads from the leader.
///
/// `@unchecked` because `follower` is closed once, by the task that launched the process,
/// before any other task reads from the leader.
final class PseudoTerminal: @unchecked Sendable {
    let leader: Int32
    private(set) var follower: Int32

    init(columns: UInt16) throws {
        #if os(Linux)
            // Glibc's module does not export posix_openpt and friends; these are the ioctls they use.
            leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
            let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
            guard leader >= 0, ioctl(leader, unlockRequest, &unlock) == 0, ioctl(leader, numberRequest, &number) == 0 else {
                throw POSIXError(.ENXIO)
            }
            let name = "/dev/pts/\(number)"
        #else
            leader = posix_openpt(O_RDWR | O_NOCTTY)
            guard leader >= 0, grantpt(leader) == 0, unlockpt(leader) == 0, let pointer = ptsname(leader) else {
                throw POSIXError(.ENXIO)
            }
            let name = String(cString: pointer)
        #endif
        follower = open(name, O_RDWR | O_NOCTTY)
        guard follower >= 0 else { throw POSIXError(.ENXIO) }
        var attributes = termios()
        tcgetattr(follower, &attributes)
        attributes.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(follower, TCSANOW, &attributes)
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
            _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
        #else
            _ = ioctl(follower, TIOCSWINSZ, &size)
        #endif
    }

    func closeFollower() {
        if follower >= 0 {
            close(follower)
            follower = -1
        }
    }

    /// Everything written until the last writer closed the terminal.
    func readAll() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: chunk[..<count])
        }
        close(leader)
        return data
    }
}
