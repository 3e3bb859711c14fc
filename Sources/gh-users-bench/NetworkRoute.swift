import Foundation
import GHTestSupport

/// The path a network scenario's requests take to its server: a ``DelayingProxy`` for the
/// round trip, and behind it, for https, an ``HTTPSFront`` (nghttpx) in front of the server.
struct NetworkRoute {
    /// What a scenario asks for.
    struct Plan: Sendable {
        /// The round trip, in seconds.
        var roundTrip: Double
        /// The HTTPS front and what it offers; `nil` for plain http.
        var front: HTTPSFront.Protocols?
    }

    private let proxy: DelayingProxy
    private let front: HTTPSFront?

    /// Where requests go: `http://` or `https://127.0.0.1:<proxy's port>`.
    var baseURL: URL { URL(string: "\(front == nil ? "http" : "https")://127.0.0.1:\(proxy.port)")! }
    /// The certificate to trust, for https.
    var certificatePath: String? { front?.certificate.certificatePath }

    /// Why `plan` cannot be set up on this machine, or `nil` when it can.
    static func unavailable(_ plan: Plan) -> String? {
        plan.front == nil ? nil : HTTPSFront.unavailable
    }

    /// The route of `plan` to the server on 127.0.0.1:`port`.
    init(_ plan: Plan, to port: UInt16) throws {
        let front = try plan.front.map { protocols in try Self.blocking { try await HTTPSFront.start(backend: port, protocols: protocols) }
        }
        do {
            proxy = try DelayingProxy(target: front?.port ?? port, roundTrip: plan.roundTrip)
        } catch {
            front?.stop()
            throw error
        }
        self.front = front
    }

    /// Stops the proxy and the front.
    func stop() {
        proxy.stop()
        front?.stop()
    }

    /// The variables gh-users needs to take this route.
    var environment: [String: String] {
        var variables = ["GH_USERS_API_URL": baseURL.absoluteString]
        if let certificatePath { variables["SSL_CERT_FILE"] = certificatePath }
        return variables
    }

    /// `work`, waited for on this thread: the benchmark's main thread is no task's, so it may
    /// block while the work runs on Swift's own threads.
    static func blocking<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<Value, any Error>?
        Task {
            do { result = .success(try await work()) } catch { result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try result!.get()
    }
}
