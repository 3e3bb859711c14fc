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
    /// multi handle, and an exit waits for it to be gone (``CurlEngineThread``). A job that still comes for the engine after that runs on the global
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
        /// The engine's thread, set once as the engine is made.
        private var thread: CurlEngineThread.Handle?
        private let options: CurlHandleOptions
        private let inbox = Mutex(Inbox())
        /// Transfers under way, by the address of their easy handle; engine thread only.
        private var running: [UnsafeMutableRawPointer: CurlExchange] = [:]
        /// Exchanges cancelled before their start reached the engine (a task cancelled as it
        /// sent), so that the start, when it comes, ends at once; engine thread only, the newest
        /// ``earlyCancelLimit`` kept.
        private var earlyCancels: Set<Int> = []
        private static let earlyCancelLimit = 256

        /// The most connections to one host: over HTTP/1.1 each request in flight needs one, and
        /// `show --concurrency` asks for at most this many.
        static let connectionsPerHost = 16
        /// The most requests on one HTTP/2 connection; GitHub allows 100 in flight.
        static let streamsPerConnection = 50

        /// An engine on `library` that trusts `authorities`, with its thread started; `nil` when
        /// curl gives no multi handle. With HTTP/2, transfers to one host share a connection
        /// (`CURLPIPE_MULTIPLEX`, each waiting for the first to say whether it can).
        init?(library: CurlLibrary, authorities: CertificateAuthorities) {
            guard let multi = ghc_multi_init() else { return nil }
            self.multi = multi
            options = CurlHandleOptions(protocols: library.protocols, multiplexes: library.multiplexes, authorities: authorities)
            ghc_multi_setopt_long(multi, Int32(GHC_MOPT_MAX_HOST_CONNECTIONS), Self.connectionsPerHost)
            if library.multiplexes {
                ghc_multi_setopt_long(multi, Int32(GHC_MOPT_PIPELINING), Int(GHC_PIPE_MULTIPLEX))
                ghc_multi_setopt_long(multi, Int32(GHC_MOPT_MAX_CONCURRENT_STREAMS), Self.streamsPerConnection)
            }
            // The thread holds the engine until its loop ends.
            guard let thread = CurlEngineThread.start(named: "gh-users curl", { [self] in loop() }) else {
                ghc_multi_cleanup(multi)
                return nil
            }
            self.thread = thread
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
            // An exit waits for the thread to be gone (see CurlEngineThread).
            if let thread { CurlEngineThread.stopping(thread) }
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
                guard let easy = options.makeHandle(for: exchange) else {
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
    }
#endif
