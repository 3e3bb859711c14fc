import Foundation
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Avatar requests: GitHub's size parameter, no credentials ever, bounded images.
struct AvatarFetcherTests {
    @Test func request_asksForTheSize_andCarriesNoCredentials() async throws {
        let transport = StubTransport()
        transport.register("/u/583231?v=4&s=192", body: "PNG")
        let image = try await AvatarFetcher(transport: transport).image(
            at: "https://avatars.githubusercontent.com/u/583231?v=4&s=40", size: 192)
        #expect(image == Array("PNG".utf8))
        let request = try #require(transport.requests.first)
        #expect(request.url?.absoluteString == "https://avatars.githubusercontent.com/u/583231?v=4&s=192")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.httpMethod == "GET")
    }

    @Test func onlyWebAddresses_areFetched() async {
        let cases: [String] = ["file:///etc/passwd", "ftp://example.com/a.png", "not a url", "https:///no-host"]
        for url in cases {
            let transport = StubTransport()
            await #expect(throws: AvatarFetcher.Failure.notAWebAddress, "case \(String(reflecting: url))") {
                try await AvatarFetcher(transport: transport).image(at: url, size: 96)
            }
            #expect(transport.requests.isEmpty, "case \(String(reflecting: url))")
        }
    }

    @Test func aFailedOrOversizedAnswer_isNoImage() async {
        let transport = StubTransport()
        transport.register("/missing", status: 404, body: "")
        transport.register("/huge", body: String(repeating: "x", count: AvatarFetcher.maximumBytes + 1))
        let fetcher = AvatarFetcher(transport: transport)
        await #expect(throws: AvatarFetcher.Failure.status(404)) { try await fetcher.image(at: "https://a.example/missing", size: 96) }
        await #expect(throws: AvatarFetcher.Failure.tooLarge) { try await fetcher.image(at: "https://a.example/huge", size: 96) }
    }

    /// The image is capped while it arrives, and a transport's refusal of it is `tooLarge`.
    @Test func image_isCappedWhileItArrives() async throws {
        let capped = CapRecorder(refuse: false)
        _ = try await AvatarFetcher(transport: capped).image(at: "https://a.example/a.png", size: 96)
        #expect(capped.caps.withLock { $0 } == [AvatarFetcher.maximumBytes])
        await #expect(throws: AvatarFetcher.Failure.tooLarge) {
            try await AvatarFetcher(transport: CapRecorder(refuse: true)).image(at: "https://a.example/a.png", size: 96)
        }
    }
}

/// A transport that notes the body cap each request was sent under, and answers with a small
/// image or refuses the body as too large, as the real transports do past the cap.
private final class CapRecorder: HTTPTransport {
    let caps = Mutex<[Int?]>([])
    let refuse: Bool

    init(refuse: Bool) { self.refuse = refuse }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        caps.withLock { $0.append(ResponseBodyCap.bytes) }
        if refuse { throw TransportRefusal.bodyTooLarge(limit: ResponseBodyCap.bytes ?? 0) }
        return (Data("PNG".utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: [:])!)
    }
}
