#if canImport(CCurl)
    import Foundation
    import Synchronization

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Sends requests with libcurl's multi interface, which FoundationNetworking already links on
    /// Linux, instead of URLSession: on Linux URLSession keeps a core busy while it waits for an
    /// answer and spends more CPU on each request. One engine thread carries every transfer and
    /// keeps connections alive, and ends with the transport; proxies come from the environment (`https_proxy`, `no_proxy`) and
    /// TLS is verified, as curl does by default. Redirects are not followed here (see
    /// ``RedirectFollowingTransport``), and every response is held to ``ResponseLimits`` as it
    /// arrives.
    public final class CurlTransport: HTTPTransport {
        private let engine: CurlEngine
        private let limits: ResponseLimits
        private let timeout: TimeInterval
        private let exchanges = Atomic<Int>(0)

        private let multiplexes: Bool

        /// A transport whose requests end after `timeout` seconds and trust `authorities`, or
        /// `nil` when libcurl cannot be used (``CurlLibrary/current`` says why; the caller then
        /// uses ``URLSessionTransport``).
        public convenience init?(timeout: TimeInterval = 30, authorities: CertificateAuthorities = .system) {
            self.init(timeout: timeout, limits: .standard, authorities: authorities)
        }

        /// A transport that holds every response to `limits`.
        init?(timeout: TimeInterval, limits: ResponseLimits, authorities: CertificateAuthorities = .system) {
            guard case .success(let library) = CurlLibrary.current, let engine = CurlEngine(library: library, authorities: authorities)
            else { return nil }
            self.engine = engine
            multiplexes = library.multiplexes
            self.limits = limits
            self.timeout = timeout
        }

        /// Ends the engine's thread: no request can be under way, as each holds the transport.
        deinit {
            engine.stop()
        }

        /// The thread that carries the transfers, as a task executor: work that prefers it runs
        /// between transfers, with no hand-off between threads when an answer comes in.
        public var preferredExecutor: (any TaskExecutor)? { engine }

        /// Whether requests to `url`'s host share one connection: https, with a libcurl that
        /// speaks HTTP/2 (whether the server does is known only once it answers).
        public func sharesConnections(to url: URL) -> Bool {
            multiplexes && url.scheme?.lowercased() == "https"
        }

        /// Yes: libcurl ends each transfer at its deadline (`CURLOPT_TIMEOUT_MS`, the whole
        /// transfer, not an idle timer), so a server that trickles cannot keep it going.
        public var enforcesRequestDeadline: Bool { true }

        /// Sends `request`; any HTTP status is returned, not thrown.
        public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            try Task.checkCancellation()
            let id = exchanges.add(1, ordering: .relaxed).newValue
            // The sooner of the request's deadline and the transport's own timeout.
            let exchange = CurlExchange(
                id: id, request: request, limits: limits.forCurrentTask, timeout: min(RequestDeadline.remaining(or: timeout), timeout))
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    exchange.continuation = continuation
                    engine.start(exchange)
                }
            } onCancel: {
                engine.cancel(exchange)
            }
        }
    }
#endif
