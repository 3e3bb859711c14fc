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
    func request(_ url: URL, trusted: Bool = true) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue(configuration.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        if trusted, let token = configuration.token, configuration.isSameOrigin(url) {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// GETs `url` and decodes a 2xx body as `Body`.
    func get<Body: Decodable>(_ url: URL, as type: Body.Type, trusted: Bool = true) async throws -> (Body, HTTPURLResponse) {
        let (data, response) = try await send(request(url, trusted: trusted))
        guard (200..<300).contains(response.statusCode) else {
            throw Self.error(status: response.statusCode, data: data, response: response, url: url, searchPathPrefix: searchPathPrefix)
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

    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        do {
            return try await transport.send(request)
        } catch let error as GitHubError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as URLError where error.code == .cancelled || Task.isCancelled {
            throw CancellationError()
        } catch let error as URLError {
            throw Self.error(for: error, url: request.url ?? configuration.baseURL, timeout: configuration.timeout)
        } catch let refusal as TransportRefusal {
            throw Self.error(for: refusal, url: (request.url ?? configuration.baseURL).absoluteString)
        } catch {
            throw GitHubError.cannotConnect(host: APIConfiguration.hostDescription(request.url), reason: "\(error)")
        }
    }
}

extension GitHubClient {
    /// The path every search request starts with, under the API root.
    var searchPathPrefix: String {
        configuration.baseURL.path.trimmingCharacters(in: CharacterSet(charactersIn: "/")).isEmpty
            ? "/search/" : "/" + configuration.baseURL.path.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/search/"
    }

    /// The error a non-2xx answer stands for. A 403 or 429 for the rate limit is the search limit when GitHub names the `search`
    /// resource, or, when it names none, when the path starts with `searchPathPrefix`.
    static func error(status: Int, data: Data, response: HTTPURLResponse, url: URL, searchPathPrefix: String = "/search/") -> GitHubError {
        switch RateLimitSignal(response, body: data) {
        case .primary(let reset):
            let resetAt = reset.map { Date(timeIntervalSince1970: $0) }
            // Search has its own, much smaller, limit; GitHub names it in X-RateLimit-Resource.
            let isSearch = response.header("X-RateLimit-Resource").map { $0 == "search" } ?? url.path.hasPrefix(searchPathPrefix)
            return isSearch ? .searchRateLimited(resetAt: resetAt) : .rateLimited(resetAt: resetAt)
        case .secondary(let retryAfter):
            return .secondaryRateLimited(retryAfter: retryAfter)
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
        default:
            return .cannotConnect(host: host, reason: "network error \(error.code.rawValue)")
        }
    }

    private static func describe(_ error: DecodingError, data: Data) -> String {
        if data.isEmpty { return "the body was empty" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the body" : keys
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context)) is not valid"
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
