import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends GitHub requests with the headers GitHub asks for, and turns each answer into a
/// decoded value or a ``GHDomain/GitHubError``.
struct GitHubClient: Sendable {
    let configuration: APIConfiguration
    let transport: any HTTPTransport

    /// A GET request for `url`. The token goes only to the API's own origin, so a next link
    /// that points elsewhere is followed without it, and never when `trusted` is false.
    func request(_ url: URL, trusted: Bool = true) async -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue(configuration.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        // The token is looked for only now, when a request that may carry it is about to go.
        if trusted, configuration.isSameOrigin(url), let found = await configuration.credentials.token() {
            request.setValue("Bearer \(found.token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// GETs `url` and decodes a 2xx body as `Body`.
    func get<Body: Decodable>(_ url: URL, as type: Body.Type, trusted: Bool = true) async throws -> (Body, HTTPURLResponse) {
        let (data, response) = try await send(await request(url, trusted: trusted))
        guard (200..<300).contains(response.statusCode) else {
            throw Self.error(status: response.statusCode, data: data, response: response, url: url, rootPath: rootPath)
        }
        // The hot pages are read by the scanner; anything it does not read, JSONDecoder reads
        // or explains.
        if let scannable = Body.self as? any ScannableBody.Type, let body = (try? scannable.scanned(from: data)) as? Body {
            return (body, response)
        }
        do {
            // Dates are read as the text GitHub sent (see GHDomain's Timestamp), so no date strategy.
            let body = try JSONDecoder().decode(Body.self, from: data)
            // What the scanner left still keeps its members as sent, for `--json`.
            if let attaching = body as? any SourceAttaching, let attached = attaching.attachingSources(from: data) as? Body {
                return (attached, response)
            }
            return (body, response)
        } catch let error as DecodingError {
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: Self.describe(error, data: data))
        }
    }

    /// Sends `request`, turning a failure on the way (no connection, a timeout, a refused
    /// answer) into the ``GHDomain/GitHubError`` it stands for; any status is returned.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        do {
            return try await transport.send(request)
        } catch let error as GitHubError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError where error.code == .cancelled || Task.isCancelled {
            throw CancellationError()
        } catch let error as URLError {
            // After a redirect, the URL that failed is the one to name.
            throw Self.error(for: error, url: error.failingURL ?? request.url ?? configuration.baseURL, timeout: configuration.timeout)
        } catch let refusal as TransportRefusal {
            throw Self.error(for: refusal, url: (request.url ?? configuration.baseURL).absoluteString)
        } catch let local as any LocalTransportFailure {
            // Not the host's fault, nor the network's: said as it is.
            throw local
        } catch {
            throw GitHubError.cannotConnect(host: APIConfiguration.hostDescription(request.url), reason: "\(error)")
        }
    }
}

extension GitHubClient {
    /// The API root's path: empty for github.com, `/api/v3` for GitHub Enterprise Server.
    var rootPath: String { configuration.baseURL.path }

    /// The error a non-2xx answer stands for. A 403 or 429 for the primary rate limit names the
    /// resource GitHub names in `X-RateLimit-Resource`, or, when it names none, the one the path
    /// says (see ``RateBudget/kind(of:rootPath:)``).
    static func error(status: Int, data: Data, response: HTTPURLResponse, url: URL, rootPath: String = "") -> GitHubError {
        switch RateLimitSignal(response, body: data) {
        case .primary:
            let named = response.header("X-RateLimit-Resource").map { String($0.withoutSurroundingBlanks) }
            let resource = named ?? RateBudget.kind(of: URLRequest(url: url), rootPath: rootPath)?.resource ?? "core"
            return .rateLimited(window: RateLimitSignal.spentWindow(response, resource: resource), sent: true)
        case .secondary(let retryAfter):
            return .secondaryRateLimited(retryAfter: retryAfter, stop: nil)
        case nil:
            break
        }
        switch status {
        case 401:
            return .badCredentials(message: ErrorBodyDTO.message(in: data))
        case 404:
            return .notFound(url: url.absoluteString)
        case 500..<600:
            return .serverError(status: status, url: url.absoluteString)
        default:
            return .httpStatus(status: status, url: url.absoluteString, message: ErrorBodyDTO.detailedMessage(in: data))
        }
    }

    /// The error a refused response stands for.
    static func error(for refusal: TransportRefusal, url: String) -> GitHubError {
        switch refusal {
        case .bodyTooLarge(let limit): return .responseTooLarge(url: url, limit: limit)
        case .headersTooLarge: return .headersTooLarge(url: url)
        case .unsupportedRedirect(let location): return .unsupportedRedirect(url: url, location: location)
        case .tooManyRedirects(let limit): return .tooManyRedirects(url: url, limit: limit)
        }
    }

    /// The error a failed exchange stands for; the message names the host, and for a timeout
    /// how long it was given.
    static func error(for error: URLError, url: URL, timeout: TimeInterval? = nil) -> GitHubError {
        let host = APIConfiguration.hostDescription(url)
        switch error.code {
        case .timedOut:
            return .timedOut(host: host, seconds: timeout.map { Int($0.rounded()) })
        case .cannotConnectToHost:
            return .cannotConnect(host: host, reason: "connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .cannotConnect(host: host, reason: "host not found")
        case .notConnectedToInternet:
            return .cannotConnect(host: host, reason: "no network connection")
        case .networkConnectionLost:
            return .cannotConnect(host: host, reason: "the connection was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .cannotConnect(host: host, reason: "the TLS handshake failed")
        case .badServerResponse, .zeroByteResource:
            return .cannotConnect(host: host, reason: "the connection closed without an answer")
        case .cannotParseResponse:
            return .unexpectedResponse(url: url.absoluteString, detail: "not an HTTP response")
        case .unsupportedURL:
            // Every request and redirect is http or https (others are refused before they are
            // sent), so this is libcurl refusing the reply's protocol (CURLE_UNSUPPORTED_PROTOCOL).
            return .unexpectedResponse(
                url: url.absoluteString, detail: "the reply has no status line or headers (HTTP/0.9), which is not accepted")
        case .cannotDecodeContentData, .cannotDecodeRawData:
            // libcurl's CURLE_BAD_CONTENT_ENCODING: a Content-Encoding that does not undo.
            return .unexpectedResponse(
                url: url.absoluteString, detail: "the body cannot be decoded as its Content-Encoding header says it was encoded")
        default:
            return .cannotConnect(host: host, reason: "network error \(error.code.rawValue)")
        }
    }

    /// Whether `data` opens more than `limit` arrays and objects inside one another (brackets
    /// inside strings do not count).
    private static func nestsDeeper(_ data: Data, than limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }

    private static func describe(_ error: DecodingError, data: Data) -> String {
        if data.isEmpty { return "the body was empty" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the body" : keys
        }
        switch error {
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else { return "\(path(context)) is not valid" }
            // JSONDecoder stops past the same depth as the scanner, and calls that corrupt.
            if nestsDeeper(data, than: JSONScanner.maximumDepth) {
                return "the body nests arrays and objects more than \(JSONScanner.maximumDepth) levels deep, deeper than is read"
            }
            return "the body is not valid JSON"
        case .keyNotFound(let key, let context):
            return "\(path(context)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected \(type)"
        @unknown default:
            return "\(error)"
        }
    }
}
