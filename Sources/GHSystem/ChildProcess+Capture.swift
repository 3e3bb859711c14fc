#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// What a program run by ``capture(_:argv:environment:timeout:limit:)`` left behind.
    public struct Captured: Sendable, Equatable {
        /// Its exit status (0 to 255), or `nil` when a signal ended it (the deadline's included).
        public var status: Int32?
        /// What it wrote on standard output, up to the limit.
        public var output: [UInt8]
        /// What it wrote on standard error, up to the limit.
        public var errorOutput: [UInt8]
        /// Whether it was still running at the deadline, and so was killed.
        public var timedOut: Bool
        /// Whether it wrote more than the limit on either stream (the rest was read and dropped).
        public var truncated: Bool
    }

    /// Runs `program` to its end, with no shell, standard input from `/dev/null`, and its standard
    /// output and error read into memory, at most `limit` bytes of each. A program still running
    /// `timeout` seconds after it started is killed (`SIGKILL`). Blocks the calling thread: call it
    /// through ``BlockingWork``.
    public static func capture(
        _ program: String, argv: [String], environment: [String: String]? = nil, timeout: Double, limit: Int
    ) -> Result<Captured, SpawnError> {
        guard let outputPipe = makePipe(), let errorPipe = makePipe() else { return .failure(SpawnError(code: errno)) }
        let spawned = spawn(
            program, argv: argv, environment: environment, streams: (.null, .descriptor(outputPipe.write), .descriptor(errorPipe.write)))
        close(outputPipe.write)
        close(errorPipe.write)
        defer {
            close(outputPipe.read)
            close(errorPipe.read)
        }
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error): return .failure(error)
        }
        var streams = [CapturedStream(fd: outputPipe.read), CapturedStream(fd: errorPipe.read)]
        let deadline = monotonicSeconds() + max(0, timeout)
        var timedOut = false
        while streams.contains(where: { $0.isOpen }) {
            let left = deadline - monotonicSeconds()
            guard left > 0 else {
                timedOut = true
                kill(pid, SIGKILL)
                break
            }
            var polled = streams.filter(\.isOpen).map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), Int32(min(left * 1000, 60_000).rounded(.up)))
            guard ready > 0 else { continue }
            for index in streams.indices where streams[index].isOpen {
                if polled.contains(where: { $0.fd == streams[index].fd && $0.revents != 0 }) {
                    streams[index].readAvailable(limit: limit)
                }
            }
        }
        let status = waitSynchronously(for: pid)
        let exited = status & 0x7F == 0
        return .success(
            Captured(
                status: exited && !timedOut ? (status >> 8) & 0xFF : nil, output: streams[0].bytes, errorOutput: streams[1].bytes,
                timedOut: timedOut, truncated: streams.contains { $0.truncated }))
    }

    /// A pipe whose ends are closed in every other child this process starts.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// One of a captured child's output streams: what has been read of it so far.
private struct CapturedStream {
    let fd: Int32
    var bytes: [UInt8] = []
    var isOpen = true
    var truncated = false

    /// Reads what the pipe holds now; at its end, marks the stream closed.
    mutating func readAvailable(limit: Int) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno != EINTR && errno != EAGAIN { isOpen = false }
            return
        }
        guard count > 0 else {
            isOpen = false
            return
        }
        let room = max(0, limit - bytes.count)
        bytes.append(contentsOf: chunk[..<min(count, room)])
        if count > room { truncated = true }
    }
}
