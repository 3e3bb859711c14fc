#if canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// How ``CurlEngine`` sets up each transfer: the options that depend on the libcurl found
    /// and on the environment, and the callbacks that hand curl's bytes to the exchange.
    struct CurlHandleOptions: Sendable {
        /// How requests are held to http and https.
        var protocols: CurlLibrary.ProtocolRestriction
        /// Whether requests to an https host wait for one connection and share it over HTTP/2.
        var multiplexes: Bool
        /// The certificate authorities to trust instead of the system's.
        var authorities: CertificateAuthorities

        /// A curl handle for `exchange`'s request: its URL, method, headers and body, no redirects
        /// followed (a ``RedirectFollowingTransport`` decides), http and https only, every
        /// encoding curl can decode, the deadline, the callbacks that enforce the limits, the
        /// certificate authorities named, and over https HTTP/2 when the server offers it, waiting
        /// for a connection to the host that may carry it rather than opening one more.
        func makeHandle(for exchange: CurlExchange) -> UnsafeMutableRawPointer? {
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
            if !multiplexes {
                ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_HTTP_VERSION), Int(GHC_HTTP_VERSION_1_1)) == Int32(GHC_OK)
            } else if exchange.request.url?.scheme?.lowercased() == "https" {
                // Not over http, where each request keeps a connection of its own as HTTP/1.1 must:
                // waiting there would hold the others back until the first answer.
                ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_HTTP_VERSION), Int(GHC_HTTP_VERSION_2TLS)) == Int32(GHC_OK)
                ok = ok && ghc_easy_setopt_long(easy, Int32(GHC_OPT_PIPEWAIT), 1) == Int32(GHC_OK)
            }
            if let file = authorities.file {
                ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_CAINFO), file) == Int32(GHC_OK)
            }
            if let directory = authorities.directory {
                ok = ok && ghc_easy_setopt_pointer(easy, Int32(GHC_OPT_CAPATH), directory) == Int32(GHC_OK)
            }
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
