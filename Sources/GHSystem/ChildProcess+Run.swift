#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// What a program run to its end by ``run(_:environment:timeout:outputLimit:)`` did.
    public struct Outcome: Sendable {
        /// How it ended; after ``timedOut``, killed by `SIGKILL`.
        public var status: ExitStatus
        /// Its standard output, at most the limit.
        public var output: [UInt8]
        /// Its standard error, at most the limit.
        public var errorOutput: [UInt8]
        /// Whether it wrote more than the limit to standard output: the rest was read and dropped.
        public var isOutputCut: Bool
        /// Whether it wrote more than the limit to standard error.
        public var isErrorOutputCut: Bool
        /// Whether it was still running at the deadline, and so was killed.
        public var timedOut: Bool
    }

    /// Runs the program `argv[0]` (a path, or a name looked up in `PATH`) with the arguments
    /// `argv`, each passed as it is (no shell reads them), to its end: standard input is
    /// `/dev/null`, and up to `outputLimit` bytes of standard output and of standard error are
    /// kept. The child leads a process group of its own, which is killed if the program has not
    /// ended by `timeout`, or when the calling task is cancelled (which then throws
    /// `CancellationError`). Throws ``SpawnError`` when the program cannot be started.
    public static func run(
        _ argv: [String], environment: [String: String]? = nil, timeout: Duration, outputLimit: Int
    ) async throws -> Outcome {
        precondition(!argv.isEmpty, "argv names the program")
        let options = Options(environment: environment, input: .null, output: .pipe, error: .pipe, grouping: .newProcessGroup)
        let child = try spawn(argv[0], argv: argv, options: options)
        let run = RunToEnd(child: child, deadline: .now + timeout, limit: max(0, outputLimit))
        let outcome = await withTaskCancellationHandler {
            await BlockingWork.run { run.collect() }
        } onCancel: {
            child.send(SIGKILL, toGroup: true)
        }
        try Task.checkCancellation()
        return outcome
    }
}

/// One child run to its end: its two pipes read together, to a limit, until they close or the
/// deadline passes, and the child reaped.
private struct RunToEnd: Sendable {
    let child: ChildProcess
    let deadline: ContinuousClock.Instant
    let limit: Int

    /// Reads both pipes to their end, then waits for the child to exit, killing its group at
    /// the deadline; blocks the calling thread.
    func collect() -> ChildProcess.Outcome {
        var streams = [Collected(fd: child.pipes.output ?? -1), Collected(fd: child.pipes.error ?? -1)]
        var timedOut = false
        while streams.contains(where: { !$0.ended }) {
            guard let wait = milliseconds(until: deadline) else {
                timedOut = true
                break
            }
            var ready = streams.map { pollfd(fd: $0.ended ? -1 : $0.fd, events: Int16(POLLIN), revents: 0) }
            guard poll(&ready, nfds_t(ready.count), wait) > 0 else { continue }
            for index in streams.indices where ready[index].revents != 0 {
                streams[index].take(limit: limit)
            }
        }
        for stream in streams { close(stream.fd) }
        let status: ChildProcess.ExitStatus
        if !timedOut, let exited = reap(by: deadline) {
            status = exited
        } else {
            timedOut = true
            child.send(SIGKILL, toGroup: true)
            status = child.waitSynchronously()
        }
        return ChildProcess.Outcome(
            status: status, output: streams[0].bytes, errorOutput: streams[1].bytes, isOutputCut: streams[0].cut,
            isErrorOutputCut: streams[1].cut, timedOut: timedOut)
    }

    /// The child's status once it has exited, reaped; `nil` if it is still running at
    /// `deadline` (its pipes closed, it may still run).
    private func reap(by deadline: ContinuousClock.Instant) -> ChildProcess.ExitStatus? {
        var pause = 1_000_000
        while true {
            if let status = child.statusIfEnded() { return status }
            guard ContinuousClock.now < deadline else { return nil }
            var time = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&time, nil)
            pause = min(pause * 2, 20_000_000)
        }
    }

    /// Milliseconds from now to `deadline`, at least 1; `nil` once it has passed.
    private func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return nil }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}

/// One pipe being read: the bytes kept, whether more came than were kept, whether it ended.
private struct Collected {
    let fd: Int32
    var bytes: [UInt8] = []
    var cut = false
    var ended: Bool

    init(fd: Int32) {
        self.fd = fd
        ended = fd < 0
    }

    /// Reads what is there, keeping up to `limit` bytes in all.
    mutating func take(limit: Int) {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno != EINTR && errno != EAGAIN { ended = true }
            return
        }
        guard count > 0 else {
            ended = true
            return
        }
        let kept = min(count, limit - bytes.count)
        bytes += chunk[..<kept]
        cut = cut || kept < count
    }
}
