#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Runs every transfer of a ``CurlTransport`` on one thread of its own, through a curl multi
    /// handle, which keeps connections alive between requests. The thread sleeps in
    /// `curl_multi_poll` until a socket is ready, a timer is due or work comes in (which wakes
    /// it), so waiting for an answer costs no CPU.
    ///
    /// The engine is also a task executor: work that prefers it (a listing printed page by page)
    /// runs on the same thread, between transfers. A response then resumes its reader without a
    /// hand-off to another thread, and the reader's next request is started without waking one:
    /// per page, the only sleep is the wait for the server.
    ///
    /// The thread lives until ``stop()`` (the transport's `deinit`): it then ends and frees the
    /// multi handle. A job that still comes for the engine after that runs on the global
    /// concurrent executor instead, so none is ever lost.
    ///
    /// `@unchecked Sendable`: `multi` and the transfers are used only on the engine's thread;
    /// other threads only add to the inbox and wake the thread (which curl allows from any
    /// thread), both behind the inbox's lock, which the thread takes to mark itself stopped
    /// before it frees `multi`.
    final class CurlEngine: TaskExecutor, @unchecked Sendable {
        private struct Inbox {
            var starting: [CurlExchange] = []
            var cancelled: Set<Int> = []
            var jobs: [UnownedJob] = []
            /// Whether the engine is in, or about to enter, `curl_multi_poll`, so that new work
            /// must wake it; work added while it runs is found before it sleeps.
            var sleeping = false
            /// Whether the engine was asked to end once the inbox is empty.
            var stopping = false
            /// Whether its thread has ended: nothing may touch `multi` any more.
            var stopped = false

            var isEmpty: Bool { starting.isEmpty && cancelled.isEmpty && jobs.isEmpty }
        }

        private let multi: UnsafeMutableRawPointer
        private let protocols: CurlLibrary.ProtocolRestriction
        private let inbox = Mutex(Inbox())
        /// Transfers under way, by the address of their easy handle; engine thread only.
        private var running: [UnsafeMutableRawPointer: CurlExchange] = [:]
        /// Exchanges cancelled before their start reached the engine (a task cancelled as it
        /// sent), so that the start, when it comes, ends at once; engine thread only, the newest
        /// ``earlyCancelLimit`` kept.
        private var earlyCancels: Set<Int> = []
        private static let earlyCancelLimit = 256

        /// An engine on `library`, with its thread started; `nil` when curl gives no multi handle.
        init?(library: CurlLibrary) {
            guard let multi = ghc_multi_init() else { return nil }
            self.multi = multi
            protocols = library.protocols
            // The thread holds the engine until its loop ends.
            let thread = Thread { [self] in loop() }
            thread.name = "gh-users curl"
            thread.start()
        }

        /// Starts `exchange`; its continuation is resumed when it ends.
        func start(_ exchange: CurlExchange) {
            post { $0.starting.append(exchange) }
        }

        /// Stops `exchange` if it has not ended; its continuation gets `URLError(.cancelled)`.
        func cancel(_ exchange: CurlExchange) {
            post { _ = $0.cancelled.insert(exchange.id) }
        }

        /// Runs `job` on the engine's thread, after the jobs before it; once the engine has
        /// stopped, on the global concurrent executor.
        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            if !post({ $0.jobs.append(job) }) {
                let fallback = globalConcurrentExecutor
                fallback.enqueue(ExecutorJob(job))
            }
        }

        /// Ends the thread once the work already posted is done, and frees the multi handle.
        func stop() {
            post { $0.stopping = true }
        }

        /// Adds to the inbox and wakes the engine if it sleeps; `false`, changing nothing, when
        /// the engine has stopped. The wake-up is sent under the lock, so `multi` cannot be freed
        /// meanwhile.
        @discardableResult
        private func post(_ change: (inout Inbox) -> Void) -> Bool {
            inbox.withLock { inbox in
                guard !inbox.stopped else { return false }
                change(&inbox)
                if inbox.sleeping { ghc_multi_wakeup(multi) }
                return true
            }
        }

        private func loop() {
            var jobs: [UnownedJob] = []
            while true {
                inbox.withLock { swap(&jobs, &$0.jobs) }
                for job in jobs {
                    job.runSynchronously(on: asUnownedTaskExecutor())
                    // A request a job started goes out before the next job runs.
                    serviceTransfers()
                }
                jobs.removeAll(keepingCapacity: true)
                serviceTransfers()
                let (idle, ending) = inbox.withLock { inbox in
                    inbox.sleeping = inbox.isEmpty
                    inbox.stopped = inbox.isEmpty && inbox.stopping
                    return (inbox.sleeping, inbox.stopped)
                }
                if ending { break }
                if idle {
                    ghc_multi_poll(multi, 1000)
                    inbox.withLock { $0.sleeping = false }
                }
            }
            // Only a transfer whose sender has gone can be left; it ends as cancelled.
            for (easy, exchange) in running {
                end(easy, exchange, with: .failure(URLError(.cancelled)))
            }
            ghc_multi_cleanup(multi)
        }

        /// Starts and cancels what the inbox asks for, moves every transfer on as far as its
        /// socket allows, and ends those that are done.
        private func serviceTransfers() {
            takeInbox()
            guard !running.isEmpty else { return }
            var active: Int32 = 0
            ghc_multi_perform(multi, &active)
            var code: Int32 = 0
            while let easy = ghc_multi_next_done(multi, &code) {
                finish(easy, with: code)
            }
        }

        private func takeInbox() {
            let (starting, cancelled) = inbox.withLock { inbox in
                defer {
                    inbox.starting = []
                    inbox.cancelled = []
                }
                return (inbox.starting, inbox.cancelled)
            }
            guard !starting.isEmpty || !cancelled.isEmpty else { return }
            let known = Set(starting.map(\.id)).union(running.values.map(\.id))
            earlyCancels.formUnion(cancelled.subtracting(known))
            if earlyCancels.count > Self.earlyCancelLimit, let oldest = earlyCancels.min() {
                earlyCancels.remove(oldest)
            }
            for exchange in starting {
                if cancelled.contains(exchange.id) || earlyCancels.remove(exchange.id) != nil {
                    exchange.continuation?.resume(throwing: URLError(.cancelled))
                    continue
                }
                guard let easy = Self.makeHandle(for: exchange, protocols: protocols) else {
                    exchange.continuation?.resume(throwing: URLError(.unsupportedURL))
                    continue
                }
                exchange.easy = easy
                running[easy] = exchange
                ghc_multi_add(multi, easy)
            }
            for (easy, exchange) in running where cancelled.contains(exchange.id) {
                end(easy, exchange, with: .failure(URLError(.cancelled)))
            }
        }

        private func finish(_ easy: UnsafeMutableRawPointer, with code: Int32) {
            guard let exchange = running[easy] else { return }
            end(easy, exchange, with: exchange.outcome(code))
        }

        private func end(
            _ easy: UnsafeMutableRawPointer, _ exchange: CurlExchange, with outcome: Result<(Data, HTTPURLResponse), any Error>
        ) {
            running[easy] = nil
            ghc_multi_remove(multi, easy)
            ghc_easy_cleanup(easy)
            if let list = exchange.headerList { ghc_slist_free_all(list) }
            exchange.easy = nil
            exchange.headerList = nil
            Unmanaged.passUnretained(exchange).release()
            exchange.continuation?.resume(with: outcome)
            exchange.continuation = nil
        }

        /// A curl handle for `exchange`'s request: its URL, method, headers and body, no redirects
        /// followed (a ``RedirectFollowingTransport`` decides), http and https only, every
        /// encoding curl can decode, the deadline, and the callbacks that enforce the limits.
        private static func makeHandle(for exchange: CurlExchange, protocols: CurlLibrary.ProtocolRestriction) -> UnsafeMutableRawPointer? {
            guard let url = exchange.request.url?.absoluteString, let easy = ghc_easy_init() else { return nil }
            var list: UnsafeMutableRawPointer?
            for (name, value) in exchange.request.allHTTPHeaderFields ?? [:] {
                list = ghc_slist_append(list, "\(name): \(value)")
            }
            // curl adds `Accept: */*` and `Expect` on its own; an empty value removes them.
            list = ghc_slist_append(list, "Expect:")
            exchange.headerList = list
            let milliseconds = Int(max(1, (exchange.timeout * 1000).rounded(.up)))
            var ok = ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_URL), url) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_HTTPHEADER), list) == Int32(GHC_OK)
            switch protocols {
            case .names: ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_PROTOCOLS_STR), "http,https") == Int32(GHC_OK)
            case .bitmask:
                ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_PROTOCOLS), GHC_PROTO_HTTP | GHC_PROTO_HTTPS) == Int32(GHC_OK)
            }
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_FOLLOWLOCATION), 0) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_NOSIGNAL), 1) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_NOPROGRESS), 0) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_TCP_KEEPALIVE), 1) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_ACCEPT_ENCODING), "") == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_TIMEOUT_MS), milliseconds) == Int32(GHC_OK)
            ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_CONNECTTIMEOUT_MS), milliseconds) == Int32(GHC_OK)
            ok =
                ok
                && ghc_easy_setopt_off_t(easy, Int32(GHC_OPT_MAXFILESIZE_LARGE), Int64(exchange.limits.maximumBodyBytes)) == Int32(GHC_OK)
            let method = exchange.request.httpMethod ?? "GET"
            if method == "HEAD" {
                ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_NOBODY), 1) == Int32(GHC_OK)
            } else if method != "GET" {
                ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_CUSTOMREQUEST), method) == Int32(GHC_OK)
            }
            if let body = exchange.request.httpBody, method != "GET" && method != "HEAD" {
                // The size goes first, so that curl copies exactly these bytes rather than up to a NUL;
                // the copy is curl's, kept for the transfer, so nothing here must outlive this call.
                ok = ok && ghc_easy_setopt_off_t(easy, Int32(GHC_OPT_POSTFIELDSIZE_LARGE), Int64(body.count)) == Int32(GHC_OK)
                ok =
                    ok
                    && body.withUnsafeBytes { bytes in
                        // An empty body has no address of its own: an empty C string stands for it.
                        bytes.baseAddress.map { ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_COPYPOSTFIELDS), $0) }
                            ?? ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_COPYPOSTFIELDS), "")
                    } == Int32(GHC_OK)
            }
            let context = Unmanaged.passRetained(exchange).toOpaque()
            ok = ok && ghc_easy_set_callbacks(easy, receiveBody, receiveHeader, receiveProgress, context) == Int32(GHC_OK)
            guard ok else {
                Unmanaged<CurlExchange>.fromOpaque(context).release()
                ghc_easy_cleanup(easy)
                if let list { ghc_slist_free_all(list) }
                exchange.headerList = nil
                return nil
            }
            return easy
        }
    }

    /// curl's body callback: the bytes go to the exchange, or the transfer stops.
    private func receiveBody(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
        return exchange.receiveBody(bytes) ? size * count : 0
    }

    /// curl's header callback: one line at a time.
    private func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int
    {
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
        return exchange.receiveHeader(bytes) ? size * count : 0
    }

    /// curl's progress callback: how much of the body has come, as sent.
    private func receiveProgress(_ context: UnsafeMutableRawPointer?, _ total: Int64, _ now: Int64, _ upTotal: Int64, _ upNow: Int64)
        -> Int32
    {
        guard let context else { return 1 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.receivedOnTheWire(now) ? 0 : 1
    }
#endif
