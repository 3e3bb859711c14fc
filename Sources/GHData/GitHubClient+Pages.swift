import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension GitHubClient {
    /// GETs a JSON array of `DTO`s at `url`, with the next link GitHub sent.
    func arrayPage<DTO: Decodable & Sendable>(at url: URL, of type: DTO.Type) async throws -> Page<DTO> {
        let (items, response) = try await get(url, as: [DTO].self)
        return Page(items: items, next: Self.nextCursor(response))
    }

    /// GETs one page of search results at `url`: the items, the total and whether the
    /// search finished, with the next link GitHub sent.
    func searchPage<DTO: Decodable & Sendable>(at url: URL, of type: DTO.Type) async throws -> Page<DTO> {
        let (results, response) = try await get(url, as: SearchResultsDTO<DTO>.self)
        return Page(
            items: results.items, next: Self.nextCursor(response), totalCount: results.totalCount, isIncomplete: results.incompleteResults)
    }

    /// Runs a search, turning GitHub's 422 into an error that names the query.
    func searching<Value>(_ query: String, _ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch GitHubError.httpStatus(422, _, let message) {
            throw GitHubError.invalidSearchQuery(query: query, message: message ?? "Validation Failed")
        }
    }

    private static func nextCursor(_ response: HTTPURLResponse) -> PageCursor? {
        response.header("Link").flatMap { LinkHeader($0).url(for: "next") }.map(PageCursor.init)
    }
}

extension PageCursor {
    /// The search query a next link carries in `q`, to name it in an error.
    var searchQuery: String {
        // In a query string a bare `+` is a space; a real plus arrives as %2B.
        let raw = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems?.first { $0.name == "q" }?.value
        return raw?.replacingOccurrences(of: "+", with: "%20").removingPercentEncoding ?? ""
    }
}
