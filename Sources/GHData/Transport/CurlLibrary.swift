#if canImport(CCurl)
    import CCurl

    /// libcurl as this process found it, once: its version and how ``CurlTransport`` must use it
    /// there. gh-users needs libcurl 7.68 (Ubuntu 20.04) or later, for `curl_multi_wakeup`; every
    /// option it sets is at least that old except `CURLOPT_PROTOCOLS_STR` (7.85), which the older
    /// `CURLOPT_PROTOCOLS` bitmask stands in for. Each stand-in is a note for `-v`.
    public struct CurlLibrary: Sendable, Equatable {
        /// How libcurl is told to speak nothing but http and https.
        enum ProtocolRestriction: Sendable, Equatable {
            /// `CURLOPT_PROTOCOLS_STR` set to `http,https` (libcurl 7.85 and later).
            case names
            /// `CURLOPT_PROTOCOLS` set to `CURLPROTO_HTTP | CURLPROTO_HTTPS`, for an older libcurl.
            case bitmask
        }

        /// The version libcurl reports, as it spells it: `7.88.1`.
        public let version: String
        /// How requests are held to http and https.
        let protocols: ProtocolRestriction
        /// What is done differently from the newest libcurl, one line each, for `-v`.
        public internal(set) var notes: [String]
        /// Whether this libcurl speaks HTTP/2 (it was built with nghttp2), so that requests to
        /// an https host can share one connection.
        public internal(set) var multiplexes = true

        /// The oldest libcurl gh-users uses: 7.68.0, the first with `curl_multi_wakeup`.
        static let floor = CurlVersion(7, 68, 0)
        /// The first libcurl with `CURLOPT_PROTOCOLS_STR`.
        static let protocolNamesSince = CurlVersion(7, 85, 0)

        /// The libcurl this process loads (`libcurl.so.4`), loaded and assessed on first use; a
        /// failure says why it cannot be used.
        public static let current: Result<CurlLibrary, CurlUnavailable> = load()

        /// Why URLSession cannot use the libcurl this process loads either (FoundationNetworking
        /// is built on it): none could be loaded, `curl_global_init` failed, or a function
        /// FoundationNetworking calls is missing; `nil` when it can. Loads libcurl first.
        public static var urlSessionObstacle: String? {
            _ = current
            return ghc_urlsession_obstacle().map { String(cString: $0) }
        }

        /// How a libcurl of `version` (spelled `text`) is to be used: not at all below
        /// ``floor``; with the `CURLOPT_PROTOCOLS` bitmask below ``protocolNamesSince`` or when
        /// `acceptsProtocolNames` says the library refuses `CURLOPT_PROTOCOLS_STR` (it is asked
        /// only from 7.85 on); one connection a request when it has no HTTP/2 (`hasHTTP2`).
        static func assess(
            version: CurlVersion, text: String, hasHTTP2: Bool = true, acceptsProtocolNames: () -> Bool
        ) -> Result<CurlLibrary, CurlUnavailable> {
            assessProtocols(version: version, text: text, acceptsProtocolNames: acceptsProtocolNames).map { library in
                guard !hasHTTP2 else { return library }
                var plain = library
                plain.multiplexes = false
                plain.notes.append("libcurl \(text) has no HTTP/2: each request to a host in flight at once has a connection of its own")
                return plain
            }
        }

        private static func assessProtocols(
            version: CurlVersion, text: String, acceptsProtocolNames: () -> Bool
        ) -> Result<CurlLibrary, CurlUnavailable> {
            guard version >= floor else {
                return .failure(CurlUnavailable(reason: "libcurl \(text) is older than \(floor), the oldest gh-users uses", version: text))
            }
            let fallback = "using CURLOPT_PROTOCOLS to allow only http and https"
            if version < protocolNamesSince {
                let note = "libcurl \(text) predates CURLOPT_PROTOCOLS_STR (\(protocolNamesSince)): \(fallback)"
                return .success(CurlLibrary(version: text, protocols: .bitmask, notes: [note]))
            }
            guard acceptsProtocolNames() else {
                let note = "libcurl \(text) does not accept CURLOPT_PROTOCOLS_STR: \(fallback)"
                return .success(CurlLibrary(version: text, protocols: .bitmask, notes: [note]))
            }
            return .success(CurlLibrary(version: text, protocols: .names, notes: []))
        }

        /// Loads libcurl, reads its version and asks it about the options that vary.
        private static func load() -> Result<CurlLibrary, CurlUnavailable> {
            let loaded = ghc_load() == 0
            let number = ghc_version_number()
            let text = String(cString: ghc_version_text())
            let failure = CurlUnavailable(reason: String(cString: ghc_load_error()), version: number == 0 ? nil : text)
            guard number != 0 else { return .failure(failure) }
            let version = CurlVersion(number: number)
            // A libcurl too old to have every function gh-users calls is named by its version.
            guard loaded || version < floor else { return .failure(failure) }
            let hasHTTP2 = ghc_version_features() & Int32(GHC_FEATURE_HTTP2) != 0
            return assess(version: version, text: text, hasHTTP2: hasHTTP2) {
                ghc_probe_option_pointer(Int32(GHC_OPT_PROTOCOLS_STR), "http,https") == Int32(GHC_OK)
            }
        }
    }

    /// Why libcurl cannot be used, so that the run falls back to URLSession.
    public struct CurlUnavailable: Error, Sendable, Equatable {
        /// What is wrong, in a few words: `cannot load libcurl.so.4: …`, `libcurl 7.58.0 is older than 7.68.0, …`.
        public let reason: String
        /// The version of the libcurl found, when one was.
        public let version: String?
    }
#endif
