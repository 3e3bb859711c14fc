import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Follows redirects under gh-users' rules, whichever transport carries the requests (each is
/// told not to follow them itself):
/// - only to http and https URLs; a `file:`, `ftp:` or `data:` location is refused;
/// - the token (`Authorization`) is dropped as soon as a hop leaves the original origin, and
///   stays dropped even if a later hop comes back to it, so no other host can choose a path on
///   the API's host to be fetched with the token;
/// - at most ``maximumHops`` hops, so a loop ends with an error that says so;
/// - a hop that leaves the original origin is told to `onLeavingOrigin` (`-v` notes it), and a
///   network failure after a hop names the URL that failed, not the one first asked for.
public struct RedirectFollowingTransport: WrappingTransport {
    /// The most redirects followed for one request.
    static let maximumHops = 10

    /// The transport this one sends through.
    public let base: any HTTPTransport

    private let onLeavingOrigin: @Sendable (_ from: URL, _ to: URL) -> Void

    /// Follows the redirects `base` returns; `onLeavingOrigin` hears of each hop that takes a
    /// request away from its original origin.
    public init(wrapping base: any HTTPTransport, onLeavingOrigin: @escaping @Sendable (_ from: URL, _ to: URL) -> Void = { _, _ in }) {
        self.base = base
        self.onLeavingOrigin = onLeavingOrigin
    }

    /// Sends `request`, and each request a redirect asks for, until an answer that is not one.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var current = request
        var leftOrigin = false
        for hop in 0...Self.maximumHops {
            let data: Data
            let response: HTTPURLResponse
            do {
                (data, response) = try await base.send(current)
            } catch let error as URLError where hop > 0 {
                // The failure is the redirect target's: name it, not the host first asked.
                var userInfo = error.userInfo
                userInfo[NSURLErrorFailingURLErrorKey] = current.url
                throw URLError(error.code, userInfo: userInfo)
            }
            guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("Location") else {
                return (data, response)
            }
            guard let next = URL(string: location, relativeTo: current.url)?.absoluteURL,
                let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https", next.host?.isEmpty == false
            else {
                throw TransportRefusal.unsupportedRedirect(location: location)
            }
            if let original = request.url, let from = current.url, Origin(next) != Origin(original) {
                if Origin(from) != Origin(next) { onLeavingOrigin(from, next) }
                leftOrigin = true
            }
            current.url = next
            if response.statusCode == 303 { current.httpMethod = "GET" }
            if leftOrigin { current.setValue(nil, forHTTPHeaderField: "Authorization") }
        }
        throw TransportRefusal.tooManyRedirects(limit: Self.maximumHops)
    }
}
