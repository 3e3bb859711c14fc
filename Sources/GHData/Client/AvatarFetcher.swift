import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches avatar images for the browser's profile cards. It builds its requests itself and
/// knows no token, so an avatar request can never carry one, whatever host the avatar URL (which
/// comes from the server) names: the token goes only to the API, through ``GitHubClient``.
public struct AvatarFetcher: Sendable {
    /// The largest image kept: avatars asked for at a card's size are a few kilobytes.
    public static let maximumBytes = 256 << 10

    /// Why an avatar could not be had.
    public enum Failure: Error, Equatable, Sendable {
        /// The URL is not an http or https one.
        case notAWebAddress
        /// The server answered with this status.
        case status(Int)
        /// The image was larger than ``AvatarFetcher/maximumBytes``; it was stopped as it arrived.
        case tooLarge
    }

    private let transport: any HTTPTransport

    /// Fetches through `transport`, which may cache; it never adds a token.
    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    /// The image at `url` (an avatar URL as GitHub sends it), asked for `size` pixels square
    /// with GitHub's `s` parameter.
    public func image(at url: String, size: Int) async throws -> [UInt8] {
        guard let request = Self.request(url, size: size) else { throw Failure.notAWebAddress }
        let (body, response): (Data, HTTPURLResponse)
        do {
            (body, response) = try await ResponseBodyCap.$bytes.withValue(Self.maximumBytes) { try await transport.send(request) }
        } catch TransportRefusal.bodyTooLarge {
            throw Failure.tooLarge
        }
        guard response.statusCode == 200 else { throw Failure.status(response.statusCode) }
        // A transport that does not read the cap (a test's stub) is held to it here.
        guard body.count <= Self.maximumBytes else { throw Failure.tooLarge }
        return Array(body)
    }

    /// The request for `url` at `size` pixels: a plain GET with no credentials, `s` set (and
    /// any `s` the URL had replaced); `nil` for anything but http and https.
    static func request(_ url: String, size: Int) -> URLRequest? {
        guard var components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else { return nil }
        var items = (components.queryItems ?? []).filter { $0.name != "s" }
        items.append(URLQueryItem(name: "s", value: String(max(1, min(size, 460)))))
        components.queryItems = items
        guard let address = components.url else { return nil }
        var request = URLRequest(url: address)
        request.httpMethod = "GET"
        request.setValue("image/png, image/*", forHTTPHeaderField: "Accept")
        return request
    }
}
