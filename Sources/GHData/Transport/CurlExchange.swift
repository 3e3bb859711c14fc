#if canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One request carried by ``CurlEngine``: its curl handle and what has arrived so far.
    ///
    /// `@unchecked Sendable`: everything but `id` and `request` is touched only on the engine's
    /// thread (curl's callbacks run inside `curl_multi_perform` there), except `continuation`,
    /// which the engine hands over under its inbox lock before the exchange reaches that thread.
    final class CurlExchange: @unchecked Sendable {
        /// What went wrong in a callback, so that curl's abort can be told apart.
        enum Refusal {
            case bodyTooLarge
            case headersTooLarge
        }

        let id: Int
        let request: URLRequest
        let limits: ResponseLimits
        let timeout: TimeInterval
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
        var easy: UnsafeMutableRawPointer?
        var headerList: UnsafeMutableRawPointer?
        var body = Data()
        var headers: [(name: String, value: String)] = []
        var headerBytes = 0
        var refusal: Refusal?

        init(id: Int, request: URLRequest, limits: ResponseLimits, timeout: TimeInterval) {
            self.id = id
            self.request = request
            self.limits = limits
            self.timeout = timeout
        }

        /// A header line as curl hands it over: a status line starts a response afresh (after a
        /// 100 Continue or a proxy's CONNECT), a blank line ends the head.
        func receiveHeader(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            headerBytes += line.count
            guard headerBytes <= limits.maximumHeaderBytes else {
                refusal = .headersTooLarge
                return false
            }
            // Bytes, not Foundation's trimming: a page's dozen header lines cost next to nothing.
            let line = Self.trimmed(UnsafeBufferPointer(rebasing: line[...]))
            if line.starts(with: "HTTP/".utf8) {
                headers = []
                return true
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return true }
            let name = String(decoding: UnsafeBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
            let value = String(decoding: Self.trimmed(UnsafeBufferPointer(rebasing: line[(colon + 1)...])), as: UTF8.self)
            headers.append((name, value))
            if headers.count > limits.maximumHeaderCount {
                refusal = .headersTooLarge
                return false
            }
            return true
        }

        /// `bytes` without the spaces, tabs and line breaks around them.
        private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
            var start = bytes.startIndex
            var end = bytes.endIndex
            while start < end && isSpace(bytes[start]) { start += 1 }
            while end > start && isSpace(bytes[end - 1]) { end -= 1 }
            return UnsafeBufferPointer(rebasing: bytes[start..<end])
        }

        /// Body bytes, decoded; `false` stops the transfer once they pass the limit.
        func receiveBody(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard body.count + bytes.count <= limits.maximumBodyBytes else {
                refusal = .bodyTooLarge
                return false
            }
            body.append(bytes.baseAddress!, count: bytes.count)
            return true
        }

        /// Bytes received so far as sent (compressed, if it was); `false` stops the transfer.
        func receivedOnTheWire(_ count: Int64) -> Bool {
            guard count <= Int64(limits.maximumBodyBytes) else {
                refusal = .bodyTooLarge
                return false
            }
            return true
        }

        /// The response, once curl says the transfer ended with `code`.
        func outcome(_ code: Int32) -> Result<(Data, HTTPURLResponse), any Error> {
            switch refusal {
            case .bodyTooLarge: return .failure(TransportRefusal.bodyTooLarge(limit: limits.maximumBodyBytes))
            case .headersTooLarge: return .failure(TransportRefusal.headersTooLarge)
            case nil: break
            }
            // A Content-Length past the limit is refused before any of the body is read.
            if Int(code) == GHC_FILESIZE_EXCEEDED { return .failure(TransportRefusal.bodyTooLarge(limit: limits.maximumBodyBytes)) }
            guard Int(code) == GHC_OK else { return .failure(Self.error(code)) }
            let status = easy.map(ghc_easy_response_code) ?? 0
            let url = easy.flatMap(ghc_easy_effective_url).flatMap { URL(string: String(cString: $0)) } ?? request.url
            var fields: [String: String] = [:]
            for (name, value) in headers {
                fields[name] = fields[name].map { $0 + ", " + value } ?? value
            }
            guard let url, status > 0,
                let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
            else {
                return .failure(URLError(.badServerResponse))
            }
            return .success((body, response))
        }

        /// The URLError a curl result stands for, as URLSession would have reported it.
        static func error(_ code: Int32) -> any Error {
            switch Int(code) {
            case GHC_OPERATION_TIMEDOUT: return URLError(.timedOut)
            case GHC_COULDNT_RESOLVE_HOST, GHC_COULDNT_RESOLVE_PROXY: return URLError(.cannotFindHost)
            case GHC_COULDNT_CONNECT: return URLError(.cannotConnectToHost)
            case GHC_SSL_CONNECT_ERROR, GHC_SSL_CACERT_BADFILE: return URLError(.secureConnectionFailed)
            case GHC_PEER_FAILED_VERIFICATION: return URLError(.serverCertificateUntrusted)
            case GHC_GOT_NOTHING: return URLError(.zeroByteResource)
            case GHC_SEND_ERROR, GHC_RECV_ERROR, GHC_PARTIAL_FILE, GHC_HTTP2, GHC_HTTP2_STREAM: return URLError(.networkConnectionLost)
            case GHC_WEIRD_SERVER_REPLY: return URLError(.cannotParseResponse)
            case GHC_OUT_OF_MEMORY, GHC_TOO_LARGE: return TransportRefusal.headersTooLarge
            case GHC_BAD_CONTENT_ENCODING: return URLError(.cannotDecodeContentData)
            case GHC_UNSUPPORTED_PROTOCOL, GHC_URL_MALFORMAT: return URLError(.unsupportedURL)
            default: return URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: String(cString: ghc_strerror(code))])
            }
        }
    }
#endif
