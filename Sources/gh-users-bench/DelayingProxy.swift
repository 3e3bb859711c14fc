import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP proxy on 127.0.0.1 that gives loopback a network's round trip, since this kernel has no
/// `netem`: every chunk of bytes reaches the other side half a round trip after it was sent, and
/// a new connection carries nothing for one round trip first (the TCP handshake a real network
/// would cost: the client's first bytes, sent as soon as loopback connected, arrive one and a half
/// round trips after it connected). Each direction of each connection has a reader that stamps
/// what it reads and a writer that sends it when due, so chunks in flight overlap as they do on a
/// wire; bandwidth is not modelled.
final class DelayingProxy: Sendable {
    /// The port it listens on.
    let port: UInt16
    /// The round trip, in seconds.
    let roundTrip: Double
    private let listener: Int32
    private let target: UInt16
    private let stopped = Atomic<Bool>(false)

    /// A proxy to 127.0.0.1:`target` with a round trip of `roundTrip` seconds, accepting on a
    /// thread of its own.
    init(target: UInt16, roundTrip: Double) throws {
        let (fd, port) = try Self.socketBound(listening: true)
        listener = fd
        self.port = port
        self.target = target
        self.roundTrip = roundTrip
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops accepting; connections under way end with their peers.
    func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while !stopped.load(ordering: .relaxed) {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let accepted = ContinuousClock.now
            guard let server = try? Self.dial(target) else {
                close(client)
                continue
            }
            for fd in [client, server] { Self.noDelay(fd) }
            let half = Duration.seconds(roundTrip / 2)
            let pair = SocketPair(client: client, server: server)
            // Upstream: nothing before the handshake's round trip is over, then half a round trip.
            pump(from: client, to: server, earliest: accepted + .seconds(roundTrip), delay: half, pair: pair)
            pump(from: server, to: client, earliest: accepted, delay: half, pair: pair)
        }
    }

    /// Moves bytes from `source` to `destination`, each chunk `delay` after it was read (and
    /// not before `earliest` + `delay`); at the end of `source`, ends `destination`'s writing.
    private func pump(from source: Int32, to destination: Int32, earliest: ContinuousClock.Instant, delay: Duration, pair: SocketPair) {
        let queue = DelayQueue()
        Thread {
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = read(source, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                let due = max(ContinuousClock.now, earliest) + delay
                guard count > 0 else {
                    queue.push(due, nil)
                    return
                }
                queue.push(due, Array(buffer[..<count]))
            }
        }.start()
        Thread {
            while let bytes = queue.popWhenDue() {
                guard Self.writeAll(bytes, to: destination) else { break }
            }
            shutdown(destination, Int32(SHUT_WR))
            pair.directionEnded()
        }.start()
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func noDelay(_ fd: Int32) {
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    private static func socketBound(listening: Bool) throws -> (Int32, UInt16) {
        let fd = makeSocket()
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok, !listening || listen(fd, 256) == 0 else {
            let code = errno
            close(fd)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private static func dial(_ port: UInt16) throws -> Int32 {
        let fd = makeSocket()
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = loopback(port: port)
        let ok = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard ok else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        return fd
    }

    private static func makeSocket() -> Int32 {
        #if canImport(Glibc)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

/// The two sockets of one proxied connection, closed once both directions have ended.
private final class SocketPair: Sendable {
    private let client: Int32
    private let server: Int32
    private let ended = Atomic<Int>(0)

    init(client: Int32, server: Int32) {
        self.client = client
        self.server = server
    }

    func directionEnded() {
        if ended.add(1, ordering: .acquiringAndReleasing).newValue == 2 {
            close(client)
            close(server)
        }
    }
}

/// Chunks waiting for their time, in order; `nil` marks the end.
private final class DelayQueue: Sendable {
    private let state = Mutex<[(due: ContinuousClock.Instant, bytes: [UInt8]?)]>([])
    private let condition = Condition()

    func push(_ due: ContinuousClock.Instant, _ bytes: [UInt8]?) {
        state.withLock { $0.append((due, bytes)) }
        condition.signal()
    }

    /// The next chunk once its time has come; `nil` at the end.
    func popWhenDue() -> [UInt8]? {
        while true {
            guard let first = state.withLock({ $0.first }) else {
                condition.wait()
                continue
            }
            let left = ContinuousClock.now.duration(to: first.due)
            if left > .zero { Thread.sleep(forTimeInterval: Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18) }
            _ = state.withLock { $0.removeFirst() }
            return first.bytes
        }
    }
}

/// A wake-up a waiting writer cannot miss: a counting semaphore.
private final class Condition: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func signal() { semaphore.signal() }
    func wait() { semaphore.wait() }
}
