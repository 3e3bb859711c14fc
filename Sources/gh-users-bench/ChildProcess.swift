import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one program to the end as a child process and measures it: wall time from just before
/// `posix_spawn` to the moment the child has exited, so process start-up is included, and the
/// child's own peak RSS and CPU time from the `rusage` that `wait4` returns.
///
/// The child is started through `bench-spawn`, which does the spawning, waiting and measuring
/// and reports on descriptor 3 (see its source for why). Stdout is a pipe that is read to the
/// end (as `| wc -l` would), stderr a second pipe, stdin `/dev/null`.
struct ChildProcess {
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
        let output = try Self.pipe()
        let errors = try Self.pipe()
        let report = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        posix_spawn_file_actions_adddup2(&actions, report.write, 3)
        // A process group of its own, so the watchdog can kill the launcher and the child at once.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([launcher.path, executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, launcher.path, &actions, &attributes, argv, envp)
        for fd in [output.write, errors.write, report.write] { close(fd) }
        defer {
            for fd in [output.read, errors.read, report.read] { close(fd) }
        }
        guard spawned == 0 else {
            throw SpawnError(description: "cannot start \(launcher.path): \(String(cString: strerror(spawned)))")
        }
        let watchdog = Watchdog(processGroup: pid, after: deadline)

        // Stderr is read on its own thread so that neither pipe can fill up and stall the child.
        let errorReader = PipeReader(fd: errors.read)
        Thread { errorReader.readToEnd() }.start()
        let stdout = PipeReader.readAll(output.read)

        // Wait for the end without reaping, so the watchdog can be disarmed while the pid still
        // names the launcher; then reap it.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        watchdog.disarm()
        var launcherStatus: Int32 = 0
        while waitpid(pid, &launcherStatus, 0) < 0 && errno == EINTR {}
        let stderr = errorReader.waitForText()
        let line = String(decoding: PipeReader.readAll(report.read), as: UTF8.self)
        let fields = line.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard launcherStatus == 0, fields.count == 7 else {
            throw SpawnError(description: "bench-spawn failed (wait status \(launcherStatus)) for \(executable.path): \(stderr)")
        }
        let status = Int32(truncatingIfNeeded: fields[4])
        let terminatingSignal = status & 0x7F
        return Outcome(
            wall: Double(fields[0]) / 1e9,
            cpu: Double(fields[2] + fields[3]) / 1e6,
            peakRSS: fields[1] * 1024,  // Linux reports KiB.
            floorRSS: fields[5] * 1024,
            majorFaults: fields[6],
            exitStatus: terminatingSignal == 0 ? (status >> 8) & 0xFF : nil,
            signal: terminatingSignal == 0 ? nil : terminatingSignal,
            stdout: stdout,
            stderr: stderr
        )
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        // Close-on-exec, so no other child inherits these ends; dup2 clears it on 1, 2 and 3.
        // (Glibc's module has no pipe2; only this thread spawns children, so the gap is harmless.)
        #if canImport(Glibc)
            let made = Glibc.pipe(&fds)
        #else
            let made = Darwin.pipe(&fds)
        #endif
        guard made == 0, fcntl(fds[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(fds[1], F_SETFD, FD_CLOEXEC) == 0 else {
            throw SpawnError(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        return (fds[0], fds[1])
    }
}
