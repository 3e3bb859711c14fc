import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension GitHubClient {
    /// POSTs `body`, JSON, to `url` (the API's own origin, so with the token), and returns a 2xx
    /// answer; any other status is the ``GHDomain/GitHubError`` it stands for.
    func post(_ url: URL, json body: Data) async throws -> (Data, HTTPURLResponse) {
        var request = await request(url)
        request.httpMethod = "POST"
        // GraphQL takes JSON; the REST version header means nothing to it.
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(nil, forHTTPHeaderField: "X-GitHub-Api-Version")
        request.httpBody = body
        let (data, response) = try await send(request)
        guard (200..<300).contains(response.statusCode) else {
            throw Self.error(status: response.statusCode, data: data, response: response, url: url, rootPath: rootPath)
        }
        return (data, response)
    }
}
