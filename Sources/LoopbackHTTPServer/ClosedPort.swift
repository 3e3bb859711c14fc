import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens: a socket is bound to it but never listens, so a
/// connection is refused at once, and no other server can take the port while this value
/// lives. For tests of an unreachable API, with no wait for a stopped server to close.
public final class ClosedPort: Sendable {
    /// The port.
    public let port: UInt16
    private let fd: Int32

    /// Binds a socket to an ephemeral port without listening.
    public init() throws {
        (fd, port) = try LoopbackSocket.bound(listening: false)
    }

    deinit {
        close(fd)
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}
