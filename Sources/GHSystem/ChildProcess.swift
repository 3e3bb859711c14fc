import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program this process started: the one way gh-users, its tests and its benchmark start
/// another program, with `posix_spawn` (never `fork`, which is unsafe in a threaded process)
/// and never through a shell unless the shell is the program asked for.
///
/// Every child starts as a program started from a shell does: no signal blocked, whatever the
/// thread that starts it blocks; every signal back to its default, whatever this process
/// ignores or handles (`SIGPIPE`, `SIGINT`), so a pager stops with Ctrl-Z, redraws on a resize
/// and ends quietly on a closed pipe; and no descriptor of this process open but the standard
/// streams and those it is given, so a child can never hold open a pipe that another part of
/// this process is reading or writing.
///
/// Once the child has been waited for (reaped), its id may name another process: from then on
/// a signal is no longer sent, and waiting again returns the same status.
public final class ChildProcess: Sendable {
    /// The child's process id; with ``Grouping/newProcessGroup`` or ``Grouping/newSession``,
    /// also its process group's.
    public let id: pid_t
    /// This process's ends of the pipes asked for with ``Stream/pipe``, which the caller reads,
    /// writes and closes.
    public let pipes: Pipes
    /// How the child ended, once it has been reaped.
    private let reaped = Mutex<ExitStatus?>(nil)

    private init(id: pid_t, pipes: Pipes) {
        self.id = id
        self.pipes = pipes
    }

    /// This process's ends of the child's piped standard streams; `nil` for a stream that is
    /// not a pipe.
    public struct Pipes: Sendable {
        /// Written to: the child's standard input.
        public var input: Int32?
        /// Read from: the child's standard output.
        public var output: Int32?
        /// Read from: the child's standard error.
        public var error: Int32?
    }

    /// What one of the child's standard streams (0, 1 or 2) is.
    public enum Stream: Sendable, Equatable {
        /// The same as this process's.
        case inherited
        /// `/dev/null`.
        case null
        /// Not open, as a shell's `<&-` leaves it.
        case closed
        /// A new pipe, whose other end is in ``ChildProcess/pipes``.
        case pipe
        /// A descriptor of this process, duplicated onto the stream.
        case descriptor(Int32)
        /// A file opened by the child with `flags`: a terminal opened this way by a
        /// ``Grouping/newSession`` child becomes its controlling terminal.
        case file(path: String, flags: Int32)
    }

    /// Which process group the child is in.
    public enum Grouping: Sendable {
        /// This process's.
        case inherited
        /// A new one, led by the child, so that a signal to the group reaches whatever it starts.
        case newProcessGroup
        /// A new session and group led by the child, with no controlling terminal until it opens one.
        case newSession
    }

    /// How to start a child: its environment, its standard streams and its process group.
    public struct Options: Sendable {
        /// The child's whole environment; `nil` for this process's.
        public var environment: [String: String]?
        /// Standard input.
        public var input: Stream
        /// Standard output.
        public var output: Stream
        /// Standard error.
        public var error: Stream
        /// The child's process group.
        public var grouping: Grouping

        /// Options from their parts; by default the child shares this process's environment,
        /// standard streams and process group.
        public init(
            environment: [String: String]? = nil, input: Stream = .inherited, output: Stream = .inherited,
            error: Stream = .inherited, grouping: Grouping = .inherited
        ) {
            self.environment = environment
            self.input = input
            self.output = output
            self.error = error
            self.grouping = grouping
        }
    }

    /// Starts `program` with `argv` as its arguments, the first being its name, as `options`
    /// says. A `program` without a slash is looked up in this process's `PATH`.
    public static func spawn(_ program: String, argv: [String], options: Options = Options()) throws(SpawnError) -> ChildProcess {
        var pipes = Pipes()
        var childEnds: [Int32] = []
        defer { for fd in childEnds { close(fd) } }
        do throws(SpawnError) {
            var streams: [Stream] = []
            for (index, stream) in [options.input, options.output, options.error].enumerated() {
                guard stream == .pipe else {
                    streams.append(stream)
                    continue
                }
                let (read, write) = try makePipe()
                let (mine, theirs) = index == 0 ? (write, read) : (read, write)
                childEnds.append(theirs)
                switch index {
                case 0: pipes.input = mine
                case 1: pipes.output = mine
                default: pipes.error = mine
                }
                streams.append(.descriptor(theirs))
            }
            var request = SpawnRequest(streams: streams, options: options)
            let id = try request.spawn(program, argv: argv)
            return ChildProcess(id: id, pipes: pipes)
        } catch {
            for fd in [pipes.input, pipes.output, pipes.error].compactMap({ $0 }) { close(fd) }
            throw error
        }
    }

    /// Waits, on a thread of its own, for the child to end, and reaps it.
    public func wait() async -> ExitStatus {
        await BlockingWork.run { self.waitSynchronously() }
    }

    /// Waits, on this thread, for the child to end, and reaps it. A signal may still be sent
    /// meanwhile, from another thread: the wait holds nothing that ``send(_:toGroup:)`` needs.
    public func waitSynchronously() -> ExitStatus {
        waitForUsage().status
    }

    /// ``waitSynchronously()``, with what the child cost, as `wait4` tells it (its CPU time, its
    /// peak resident size); no usage if it had been reaped already.
    public func waitForUsage() -> (status: ExitStatus, usage: rusage?) {
        if let status = reaped.withLock({ $0 }) { return (status, nil) }
        var info = siginfo_t()
        while waitid(P_PID, id_t(id), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        return reaped.withLock { reaped in
            if let reaped { return (reaped, nil) }
            var raw: Int32 = 0
            var usage = rusage()
            while wait4(id, &raw, 0, &usage) < 0 && errno == EINTR {}
            let status = ExitStatus(raw: raw)
            reaped = status
            return (status, usage)
        }
    }

    /// How the child ended, reaping it, if it has; `nil`, at once, while it runs.
    public func statusIfEnded() -> ExitStatus? {
        reaped.withLock { reaped in
            if let reaped { return reaped }
            var raw: Int32 = 0
            guard waitpid(id, &raw, WNOHANG) == id else { return nil }
            reaped = ExitStatus(raw: raw)
            return reaped
        }
    }

    /// Sends `signal` to the child, or with `toGroup`, to its whole process group; nothing once
    /// the child has been reaped.
    public func send(_ signal: Int32, toGroup: Bool = false) {
        reaped.withLock { reaped in
            if reaped == nil { kill(toGroup ? -id : id, signal) }
        }
    }

    /// A new pipe, both ends close-on-exec: only the copy a child is given may outlive a spawn.
    private static func makePipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SpawnError(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
