import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Wraps a transport with the on-disk ``HTTPCache``: a GET that was answered with an `ETag` or
/// `Last-Modified` is stored; the same GET later is sent with `If-None-Match` /
/// `If-Modified-Since`, and a 304 is answered from the stored body. When the network fails
/// (no connection, a timeout, no libcurl to connect with, or a 5xx after the retries below) a
/// stored copy is served instead, and `onStale` is told. Offline, the network is never touched:
/// every answer is a stored copy, and `onStale` is told of each, so the user can learn how old
/// it is.
///
/// Entries are keyed by method, URL, `Accept` and the identity the request is sent with (a hash
/// of its `Authorization`), so what one token fetched is never revalidated or served for another
/// token, or for none.
public struct CachingTransport: WrappingTransport {
    /// Whether the network may be used.
    public enum Mode: Sendable {
        /// Revalidate stored responses, and fall back to them when the network fails.
        case online
        /// Serve only stored responses; anything else fails with ``GitHubError/notCached(url:)``.
        case offline
    }

    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let cache: HTTPCache
    private let mode: Mode
    private let now: @Sendable () -> Date
    private let onStale: @Sendable (_ host: String, _ storedAt: Date) -> Void

    /// Caches what `base` answers in `cache`.
    public init(
        wrapping base: any HTTPTransport,
        cache: HTTPCache,
        mode: Mode = .online,
        now: @escaping @Sendable () -> Date = { Date() },
        onStale: @escaping @Sendable (_ host: String, _ storedAt: Date) -> Void
    ) {
        self.base = base
        self.cache = cache
        self.mode = mode
        self.now = now
        self.onStale = onStale
    }

    /// The identity part of a cache key: a SHA-256 of the token, never the token.
    static func identity(token: String?) -> String {
        guard let token, !token.isEmpty else { return "anonymous" }
        return SHA256.hex("gh-users token identity\n" + token)
    }

    /// The identity `request` is sent with: its bearer token's, or anonymous.
    static func identity(of request: URLRequest) -> String {
        let authorization = request.value(forHTTPHeaderField: "Authorization")
        return identity(token: authorization.map { $0.hasPrefix("Bearer ") ? String($0.dropFirst("Bearer ".count)) : $0 })
    }

    /// Answers from the cache, the network, or both, as described above.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard (request.httpMethod ?? "GET") == "GET", let url = request.url else {
            // Only GETs are stored; offline, anything else has no answer at all.
            if mode == .offline { throw GitHubError.notCached(url: request.url?.absoluteString ?? "?") }
            return try await base.send(request)
        }
        let served = { (stored: CachedResponse) -> (Data, HTTPURLResponse) in
            (stored.body, Self.response(from: stored, url: url))
        }
        let key = SHA256.hex(
            ["GET", url.absoluteString, request.value(forHTTPHeaderField: "Accept") ?? "", Self.identity(of: request)].joined(
                separator: "\n"))
        let stored = await cache.entry(forKey: key).flatMap { $0.url == url.absoluteString ? $0 : nil }
        if mode == .offline {
            guard let stored else { throw GitHubError.notCached(url: url.absoluteString) }
            onStale(APIConfiguration.hostDescription(url), stored.storedAt)
            return served(stored)
        }
        var conditional = request
        if let etag = stored?.headers["ETag"] {
            conditional.setValue(etag, forHTTPHeaderField: "If-None-Match")
        }
        if let modified = stored?.headers["Last-Modified"] {
            conditional.setValue(modified, forHTTPHeaderField: "If-Modified-Since")
        }
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await base.send(conditional)
        } catch let error where Self.isUnreachable(error) {
            guard let stored else { throw error }
            onStale(APIConfiguration.hostDescription(url), stored.storedAt)
            return served(stored)
        }
        if response.statusCode == 304, var stored {
            let answer = served(stored)
            // Confirmed current: record when, but rewrite a large entry at most once a minute.
            if now().timeIntervalSince(stored.storedAt) > 60 {
                stored.storedAt = now()
                cache.store(stored, forKey: key)
            }
            return answer
        }
        if (500..<600).contains(response.statusCode), let stored {
            onStale(APIConfiguration.hostDescription(url), stored.storedAt)
            return served(stored)
        }
        if response.statusCode == 200, response.header("ETag") != nil || response.header("Last-Modified") != nil {
            var headers: [String: String] = [:]
            for name in CachedResponse.keptHeaders {
                if let value = response.header(name) { headers[name] = value }
            }
            cache.store(
                CachedResponse(url: url.absoluteString, status: 200, headers: headers, storedAt: now(), body: data), forKey: key)
        }
        return (data, response)
    }

    /// Whether `error` says the server could not be reached (no connection, or no libcurl to
    /// connect with), so that a stored answer may stand in; a cancellation never does.
    private static func isUnreachable(_ error: any Error) -> Bool {
        guard !Task.isCancelled else { return false }
        if let error = error as? URLError { return error.code != .cancelled }
        return error is TransportUnavailable
    }

    private static func response(from stored: CachedResponse, url: URL) -> HTTPURLResponse {
        guard let response = HTTPURLResponse(url: url, statusCode: stored.status, httpVersion: "HTTP/1.1", headerFields: stored.headers)
        else {
            preconditionFailure("a status and string headers always make a response")
        }
        return response
    }
}
