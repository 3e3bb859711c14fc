import Foundation
import GHSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for tests and benchmarks.
///
/// Each connection gets a thread and is kept alive across requests. Every request is recorded
/// and answered by the handler. It serves only what the handler returns: it is not a
/// general-purpose server.
public final class LoopbackServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequestRecord) -> HTTPResponseSpec

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private struct State {
        var recorded: [HTTPRequestRecord] = []
        var clients: Set<Int32> = []
        var running = true
        var accepted = 0
    }

    private let state = Mutex(State())

    /// `http://127.0.0.1:PORT`, with no trailing slash.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// How many connections the server has accepted: requests sent on kept-alive connections
    /// do not count again.
    public var connectionsAccepted: Int {
        state.withLock { $0.accepted }
    }

    /// Every request received so far, in order of arrival.
    public var requests: [HTTPRequestRecord] {
        state.withLock { $0.recorded }
    }

    /// Starts listening at once; throws when no socket could be bound.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        (listener, port) = try LoopbackSocket.bound(listening: true)
        let thread = Thread { [self] in acceptLoop() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops accepting and closes every open connection. Only the first call does anything.
    /// Every shutdown happens under the lock that a connection's thread closes its descriptor
    /// under, and before the accept loop can see the server stopped and close the listener: a
    /// descriptor closed meanwhile may by then be another server's in the same process, which
    /// a late `shutdown` would break (a test saw "connection refused" from its own server).
    public func stop() {
        state.withLock { state in
            guard state.running else { return }
            state.running = false
            _ = shutdown(listener, Int32(SHUT_RDWR))
            for client in state.clients {
                _ = shutdown(client, Int32(SHUT_RDWR))
            }
        }
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                break
            }
            let accepted = state.withLock { state -> Bool in
                guard state.running else { return false }
                state.clients.insert(client)
                state.accepted += 1
                return true
            }
            guard accepted else {
                close(client)
                break
            }
            var yes: Int32 = 1
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            let thread = Thread { [self] in
                serve(client)
                state.withLock { state in
                    state.clients.remove(client)
                    close(client)
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        close(listener)
    }

    private func serve(_ client: Int32) {
        var connection = ConnectionReader(fd: client)
        while let request = connection.nextRequest() {
            state.withLock { $0.recorded.append(request) }
            let response = handler(request)
            if response.delay > 0 {
                Thread.sleep(forTimeInterval: response.delay)
            }
            guard write(response, to: client) else { return }
            if response.delivery != .complete || request.header("Connection")?.lowercased() == "close" {
                return
            }
        }
    }

    private func write(_ response: HTTPResponseSpec, to client: Int32) -> Bool {
        if response.delivery == .dropConnection { return false }
        if response.delivery == .bodyWithoutHead {
            _ = sendAll(response.body, to: client)
            return false
        }
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        for header in response.headers {
            head += "\(header.name): \(header.value)\r\n"
        }
        if response.delivery == .endlessChunks {
            head += "Transfer-Encoding: chunked\r\n\r\n"
        } else {
            head += "Content-Length: \(response.body.count)\r\n\r\n"
        }
        var bytes = Data(head.utf8)
        switch response.delivery {
        case .trickle(let interval):
            guard sendAll(bytes, to: client) else { return false }
            for byte in response.body {
                Thread.sleep(forTimeInterval: interval)
                guard isRunning, sendAll(Data([byte]), to: client) else { return false }
            }
            return true
        case .endlessChunks:
            guard sendAll(bytes, to: client), !response.body.isEmpty else { return false }
            var chunk = Data(String(response.body.count, radix: 16).utf8 + [13, 10])
            chunk.append(response.body)
            chunk.append(contentsOf: [13, 10])
            while isRunning && sendAll(chunk, to: client) {}
            return false
        case .truncateBody(let count):
            bytes.append(response.body.prefix(count))
        case .holdBody(let gate, let timeout):
            guard sendAll(bytes, to: client) else { return false }
            _ = gate.wait(timeout: timeout)
            return sendAll(response.body, to: client)
        case .complete, .dropConnection, .bodyWithoutHead:
            bytes.append(response.body)
        }
        return sendAll(bytes, to: client)
    }

    private var isRunning: Bool {
        state.withLock { $0.running }
    }

    private func sendAll(_ data: Data, to client: Int32) -> Bool {
        (try? POSIXFile.writeAll(data, to: client, socket: true)) != nil
    }
}
