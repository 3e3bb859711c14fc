import Foundation
import LoopbackHTTPServer

/// A running ``BenchAPI``: its address and what it has served.
struct BenchServer: Sendable {
    /// The loopback server.
    let server: LoopbackServer
    /// Counts requests and how many were in flight at once.
    let traffic: TrafficCounter

    /// `http://127.0.0.1:PORT`.
    var baseURL: URL { server.baseURL }

    /// Stops the server.
    func stop() {
        server.stop()
    }
}
