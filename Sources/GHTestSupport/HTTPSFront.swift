import Foundation
import GHSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nghttpx` (Debian's `nghttp2-proxy`) as an HTTPS front to a loopback server on 127.0.0.1:
/// TLS with a ``ThrowawayCertificate``, HTTP/2 or HTTP/1.1 to the client as ALPN settles it
/// (``Protocols``), HTTP/1.1 to the server behind. Its access log says, for every request, the
/// protocol it came in and the client's port, which is one port a connection: what tests and the
/// benchmark read to count connections.
public final class HTTPSFront: Sendable {
    /// What the front offers the client.
    public enum Protocols: Sendable {
        /// HTTP/2, then HTTP/1.1 (as a server that speaks HTTP/2 does, GitHub's included).
        case http2
        /// HTTP/1.1 alone.
        case http1
    }

    /// One line of the access log.
    public struct Record: Sendable, Equatable {
        /// The protocol ALPN settled: `h2` or `http/1.1`.
        public var protocolName: String
        /// The client's port: one a connection.
        public var clientPort: Int
        /// The request line: `GET /users/user1 HTTP/2`.
        public var request: String
        /// The status sent.
        public var status: Int
    }

    /// The `nghttpx` found on `PATH`, `/usr/sbin` or `/usr/local/sbin`, or `nil`.
    public static let program = ChildProcess.locate(
        "nghttpx", searchPath: (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/sbin:/usr/local/sbin")

    /// Why no front can be started, or `nil` when one can.
    public static var unavailable: String? {
        if program == nil { return "nghttpx is not installed (Debian: apt-get install nghttp2-proxy)" }
        return ThrowawayCertificate.unavailable
    }

    /// The port the front listens on.
    public let port: UInt16
    /// The certificate it presents, for `SSL_CERT_FILE`.
    public let certificate: ThrowawayCertificate
    private let child: ChildProcess
    private let accessLog: URL

    /// `https://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)")! }

    private init(port: UInt16, certificate: ThrowawayCertificate, child: ChildProcess, accessLog: URL) {
        self.port = port
        self.certificate = certificate
        self.child = child
        self.accessLog = accessLog
    }

    /// A front to the server on 127.0.0.1:`backend`, offering `protocols`, once it listens.
    /// A port another process took meanwhile is given up for another, three times at most.
    public static func start(backend: UInt16, protocols: Protocols = .http2) async throws -> HTTPSFront {
        guard let program else { throw FrontFailure(description: unavailable ?? "nghttpx is not installed") }
        let certificate = try await ThrowawayCertificate.make()
        var failure = FrontFailure(description: "nghttpx did not start")
        for _ in 0..<3 {
            let port = try Self.freePort()
            let log = certificate.directory.appendingPathComponent("access-\(port).log")
            let arguments = [
                "nghttpx", "--conf=/dev/null", "--frontend=127.0.0.1,\(port)", "--backend=127.0.0.1,\(backend)", "--single-thread",
                "--no-ocsp", "--npn-list=\(protocols == .http2 ? "h2,http/1.1" : "http/1.1")", "--accesslog-file=\(log.path)",
                "--accesslog-format=$alpn $remote_port $status $request", "--errorlog-file=/dev/stderr",
                "--pid-file=\(certificate.directory.appendingPathComponent("nghttpx-\(port).pid").path)",
                certificate.keyPath, certificate.certificatePath,
            ]
            let child = try ChildProcess.spawn(
                program, argv: arguments, options: .init(input: .null, output: .null, error: .pipe, grouping: .newProcessGroup))
            let (listening, errors) = await BlockingWork.run { Self.readUntilListening(child.pipes.error!) }
            if listening { return HTTPSFront(port: port, certificate: certificate, child: child, accessLog: log) }
            child.send(SIGKILL, toGroup: true)
            _ = await child.wait()
            failure = FrontFailure(description: "nghttpx did not start: \(errors.suffix(600))")
        }
        throw failure
    }

    /// Reads nghttpx's error log until it says it listens (`true`) or ends (`false`, with what
    /// it said); once listening, a thread drains the rest so that nghttpx never blocks on it.
    private static func readUntilListening(_ fd: Int32) -> (Bool, String) {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                close(fd)
                return (false, text)
            }
            text += String(decoding: buffer[..<count], as: UTF8.self)
            if text.contains("Listening on") {
                Thread {
                    var sink = [UInt8](repeating: 0, count: 4096)
                    while true {
                        let count = read(fd, &sink, sink.count)
                        if count > 0 || (count < 0 && errno == EINTR) { continue }
                        break
                    }
                    close(fd)
                }.start()
                return (true, text)
            }
            if text.utf8.count > 1 << 20 { text = String(text.suffix(4096)) }
        }
    }

    /// A port nothing listens on now.
    private static func freePort() throws -> UInt16 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw FrontFailure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw FrontFailure(description: "bind: \(String(cString: strerror(errno)))") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// The access log once it holds `count` lines, waiting (at most `limit`) for nghttpx to write
    /// the last: it writes a line as a request ends, which the client may see first.
    public func records(count: Int, within limit: Duration = .seconds(10)) async throws -> [Record] {
        let deadline = ContinuousClock.now + limit
        while true {
            let lines = ((try? String(contentsOf: accessLog, encoding: .utf8)) ?? "").split(separator: "\n")
            if lines.count >= count || ContinuousClock.now >= deadline {
                return lines.compactMap { line in
                    let fields = line.split(separator: " ", maxSplits: 3)
                    guard fields.count == 4, let port = Int(fields[1]), let status = Int(fields[2]) else { return nil }
                    return Record(protocolName: String(fields[0]), clientPort: port, request: String(fields[3]), status: status)
                }
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Stops nghttpx and the worker it started, and removes the certificate.
    public func stop() {
        child.send(SIGKILL, toGroup: true)
        _ = child.waitSynchronously()
        certificate.remove()
    }

    /// Why a front could not be started.
    public struct FrontFailure: Error, CustomStringConvertible {
        /// What went wrong, with what the program said.
        public let description: String
    }
}
