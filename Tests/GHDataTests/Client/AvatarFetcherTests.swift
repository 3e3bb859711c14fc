import Foundation
import GHTestSupport
import Testing

@testable import GHData

/// Avatar requests: GitHub's size parameter, no credentials ever, bounded images.
struct AvatarFetcherTests {
    @Test func theRequest_asksForTheSize_andCarriesNoCredentials() async throws {
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

    @Test(arguments: ["file:///etc/passwd", "ftp://example.com/a.png", "not a url", "https:///no-host"])
    func onlyWebAddresses_areFetched(_ url: String) async {
        let transport = StubTransport()
        await #expect(throws: AvatarFetcher.Failure.notAWebAddress) {
            try await AvatarFetcher(transport: transport).image(at: url, size: 96)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aFailedOrOversizedAnswer_isNoImage() async {
        let transport = StubTransport()
        transport.register("/missing", status: 404, body: "")
        transport.register("/huge", body: String(repeating: "x", count: AvatarFetcher.maximumBytes + 1))
        let fetcher = AvatarFetcher(transport: transport)
        await #expect(throws: AvatarFetcher.Failure.status(404)) { try await fetcher.image(at: "https://a.example/missing", size: 96) }
        await #expect(throws: AvatarFetcher.Failure.tooLarge(AvatarFetcher.maximumBytes + 1)) {
            try await fetcher.image(at: "https://a.example/huge", size: 96)
        }
    }
}
