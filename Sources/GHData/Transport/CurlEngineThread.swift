#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The thread a ``CurlEngine`` runs on. On Linux it is joinable, so that the process, as it
    /// exits, waits for the threads of stopped engines to be gone. A thread that ends frees the
    /// per-thread state of libcurl's TLS library (OpenSSL's, through a thread-specific-data
    /// destructor), while OpenSSL's exit handler frees the locks that state uses: the two at
    /// once crashed about one exit in 150 of a run over https (SIGSEGV or SIGABRT after its
    /// output). The wait is registered with `atexit` after libcurl has set up its TLS library,
    /// so it runs before that library's own exit handler.
    enum CurlEngineThread {
        /// How long an exit waits for one ending thread: a stopped engine ends as soon as the
        /// work posted before the stop is done.
        static let exitWait = 2

        #if os(Linux)
            /// A started thread.
            typealias Handle = pthread_t
            /// Threads of stopped engines not yet joined.
            private static let ending = Mutex<[pthread_t]>([])
            /// The exit handler, registered once, by the first stop.
            private static let exitHandler: Void = { atexit { CurlEngineThread.joinEnding(within: CurlEngineThread.exitWait) } }()

            private final class Body {
                let run: () -> Void
                init(_ run: @escaping () -> Void) { self.run = run }
            }

            /// Starts `body` on a new thread called `name` (15 bytes at most); `nil` when none
            /// can be started.
            static func start(named name: String, _ body: @escaping () -> Void) -> pthread_t? {
                var thread = pthread_t()
                let context = Unmanaged.passRetained(Body(body)).toOpaque()
                let started = pthread_create(
                    &thread, nil,
                    { context in
                        guard let context else { return nil }
                        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                        return nil
                    }, context)
                guard started == 0 else {
                    Unmanaged<Body>.fromOpaque(context).release()
                    return nil
                }
                ghc_thread_name(thread, name)
                return thread
            }

            /// Notes that `thread`'s engine was stopped, so that an exit waits for it; joins
            /// those stopped earlier that are gone already, so that the list stays short.
            static func stopping(_ thread: pthread_t) {
                _ = exitHandler
                ending.withLock { threads in
                    threads.removeAll { ghc_thread_tryjoin($0) == 0 }
                    threads.append(thread)
                }
            }

            /// Joins every stopped engine's thread, each within `seconds`.
            private static func joinEnding(within seconds: Int) {
                let threads = ending.withLock { threads in
                    defer { threads.removeAll() }
                    return threads
                }
                for thread in threads { _ = ghc_thread_join_within(thread, Int32(seconds)) }
            }
        #else
            /// A started thread.
            typealias Handle = Thread

            /// Starts `body` on a new thread called `name`.
            static func start(named name: String, _ body: @escaping @Sendable () -> Void) -> Thread? {
                let thread = Thread(block: body)
                thread.name = name
                thread.start()
                return thread
            }

            /// Nothing to wait for where the thread is a Foundation thread.
            static func stopping(_ thread: Thread) {}
        #endif
    }
#endif
