import Foundation
import GHSystem

/// Runs one program to the end as a child process and measures it: wall time from just before
/// the spawn to the moment the child has exited, so process start-up is included, and the
/// child's own peak RSS and CPU time from the `rusage` that `wait4` returns.
///
/// The child is started through `bench-spawn`, which does the spawning, waiting and measuring
/// and reports to a file (see its source for why), itself started by GHSystem's
/// ``GHSystem/ChildProcess`` in a process group of its own. Stdout is a pipe that is read to the
/// end (as `| wc -l` would), stderr a second pipe, stdin `/dev/null`.
struct MeasuredRun {
    /// The `bench-spawn` launcher.
    var launcher: URL
    /// The executable to run.
    var executable: URL
    /// Its arguments, without the program name.
    var arguments: [String]
    /// The child's whole environment, nothing inherited.
    var environment: [String: String]
    /// A child still running after this many seconds is killed and the run fails.
    var deadline: TimeInterval = 300

    /// What one run did and cost.
    struct Outcome {
        /// Wall-clock seconds from spawn to exit.
        var wall: Double
        /// User plus system CPU seconds of the child.
        var cpu: Double
        /// The child's peak resident set size, in bytes.
        var peakRSS: Int
        /// The launcher's own peak RSS, in bytes: a child's ``peakRSS`` cannot read lower.
        var floorRSS: Int
        /// Major page faults of the child: pages of the program, or of files it read, that had
        /// to be read back from disk.
        var majorFaults: Int
        /// The exit status, or `nil` when the child was killed by a signal.
        var exitStatus: Int32?
        /// The signal that ended the child, if one did.
        var signal: Int32?
        /// Everything written to stdout.
        var stdout: [UInt8]
        /// Everything written to stderr.
        var stderr: String
    }

    /// Errors starting or measuring the child.
    struct SpawnError: Error, CustomStringConvertible {
        /// What failed.
        var description: String
    }

    /// Runs the child to the end.
    func run() throws -> Outcome {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-bench-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        var environment = environment
        environment["BENCH_SPAWN_REPORT"] = report.path
        let options = ChildProcess.Options(environment: environment, input: .null, output: .pipe, error: .pipe, grouping: .newProcessGroup)
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(launcher.path, argv: [launcher.path, executable.path] + arguments, options: options)
        } catch {
            throw SpawnError(description: "cannot start \(launcher.path): \(error.description)")
        }
        // A hung binary fails its run instead of hanging the benchmark: the launcher and the
        // child are killed at once, a signal the child process no longer sends once reaped.
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { child.send(SIGKILL, toGroup: true) }
        // Stderr is read on its own thread so that neither pipe can fill up and stall the child.
        let errorReader = PipeReader(fd: child.pipes.error ?? -1)
        Thread { errorReader.readToEnd() }.start()
        let stdout = PipeReader.readAll(child.pipes.output ?? -1)
        let launcherStatus = child.waitSynchronously()
        let stderr = errorReader.waitForText()
        for fd in [child.pipes.output, child.pipes.error].compactMap({ $0 }) { close(fd) }
        let line = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let fields = line.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard launcherStatus.exitCode == 0, fields.count == 7 else {
            throw SpawnError(description: "bench-spawn failed (wait status \(launcherStatus.raw)) for \(executable.path): \(stderr)")
        }
        let status = ChildProcess.ExitStatus(raw: Int32(truncatingIfNeeded: fields[4]))
        return Outcome(
            wall: Double(fields[0]) / 1e9,
            cpu: Double(fields[2] + fields[3]) / 1e6,
            peakRSS: fields[1] * 1024,  // Linux reports KiB.
            floorRSS: fields[5] * 1024,
            majorFaults: fields[6],
            exitStatus: status.exitCode,
            signal: status.signal,
            stdout: stdout,
            stderr: stderr
        )
    }
}
