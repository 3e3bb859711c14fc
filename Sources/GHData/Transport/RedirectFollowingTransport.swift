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
/// - at most ``maximumHops`` hops, so a loop ends with an error that says so.
public struct RedirectFollowingTransport: WrappingTransport {
    /// The most redirects followed for one request.
    static let maximumHops = 10

    /// The transport this one sends through.
    public let base: any HTTPTransport

    /// Follows the redirects `base` returns.
    public init(wrapping base: any HTTPTransport) {
        self.base = base
    }

    /// Sends `request`, and each request a redirect asks for, until an answer that is not one.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var current = request
        var leftOrigin = false
        for _ in 0...Self.maximumHops {
            let (data, response) = try await base.send(current)
            guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("Location") else {
                return (data, response)
            }
            guard let next = URL(string: location, relativeTo: current.url)?.absoluteURL,
                let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https", next.host?.isEmpty == false
            else {
                throw TransportRefusal.unsupportedRedirect(location: location)
            }
            if let original = request.url, Origin(next) != Origin(original) { leftOrigin = true }
            current.url = next
            if response.statusCode == 303 { current.httpMethod = "GET" }
            if leftOrigin { current.setValue(nil, forHTTPHeaderField: "Authorization") }
        }
        throw TransportRefusal.tooManyRedirects(limit: Self.maximumHops)
    }
}
