#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts another program with `posix_spawn`, its standard streams as asked: the one way this
/// project starts a pager or a web browser.
public enum ChildProcess {
    /// What one of the child's standard streams (0, 1 or 2) is.
    public enum Stream: Sendable {
        /// The same as this process's.
        case inherited
        /// `/dev/null`.
        case null
        /// A descriptor of this process, duplicated onto the stream.
        case descriptor(Int32)
    }

    /// Starts `program`, with `argv` as its arguments (the first being its name), `environment`
    /// (`nil`: this process's), and its standard input, output and error as `streams` says. A
    /// `program` without a slash is looked up in `PATH`, as `posix_spawnp` does. The child starts
    /// as a program started from a shell does: no signal blocked (whatever the thread that
    /// starts it blocks), and every signal this process ignores or handles (`SIGPIPE`, `SIGINT`)
    /// back to its default, so a pager stops with Ctrl-Z, redraws on a resize and ends quietly
    /// on a closed pipe. Returns the child's process id, or `posix_spawn`'s error number.
    public static func spawn(
        _ program: String, argv: [String], environment: [String: String]? = nil,
        streams: (input: Stream, output: Stream, error: Stream) = (.inherited, .inherited, .inherited)
    ) -> Result<pid_t, SpawnError> {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, stream) in zip(Int32(0)...2, [streams.input, streams.output, streams.error]) {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, fd)
            }
        }
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCHLD, SIGCONT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = argv.map { strdup($0) } + [nil]
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for pointer in arguments { free(pointer) }
            for pointer in variables ?? [] { free(pointer) }
        }
        var pid: pid_t = 0
        let result =
            variables.map { variables in
                posix_spawnp(&pid, program, &actions, &attributes, arguments, variables)
            } ?? posix_spawnp(&pid, program, &actions, &attributes, arguments, environ)
        return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
    }

    /// Waits, on a thread of its own, for the child `pid` to end; its `waitpid` status.
    public static func exitStatus(of pid: pid_t) async -> Int32 {
        await BlockingWork.run { waitSynchronously(for: pid) }
    }

    /// Waits, on this thread, for the child `pid` to end; its `waitpid` status.
    public static func waitSynchronously(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Why a program could not be started: `posix_spawn`'s error number.
    public struct SpawnError: Error, Sendable {
        /// The error number.
        public let code: Int32
        /// What it means, in the system's words.
        public var description: String { String(cString: strerror(code)) }
    }
}
