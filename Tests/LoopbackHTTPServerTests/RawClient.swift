import Foundation
import LoopbackHTTPServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bare TCP connection to a loopback server, so tests see exactly the bytes it sends.
final class RawClient {
    private let fd: Int32

    init(port: UInt16) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(fd) }

    func send(_ text: String) {
        _ = text.withCString { write(fd, $0, strlen($0)) }
    }

    /// Bytes until `count` have arrived or the server closes the connection.
    func read(atLeast count: Int = .max) -> String {
        var data = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count < count {
            let got = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            data += chunk[..<got]
        }
        return String(decoding: data, as: UTF8.self)
    }
}
