import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension GitHubClient {
    /// GETs a JSON array of `DTO`s at `url`, with the next link GitHub sent. `trusted` is
    /// false for a link a page from another host gave: it is fetched without the token, and so
    /// is every page after it.
    func arrayPage<DTO: Decodable & Sendable>(at url: URL, of type: DTO.Type, trusted: Bool = true) async throws -> Page<DTO> {
        try await arrayPage(at: url, of: type, trusted: trusted, position: Self.position(of: url))
    }

    /// The page a cursor points to, as ``arrayPage(at:of:trusted:)`` gets it; its position is
    /// the cursor's, read once when its link was.
    func arrayPage<DTO: Decodable & Sendable>(at cursor: PageCursor, of type: DTO.Type) async throws -> Page<DTO> {
        try await arrayPage(at: cursor.url, of: type, trusted: cursor.isTrusted, position: cursor.position)
    }

    private func arrayPage<DTO: Decodable & Sendable>(
        at url: URL, of type: DTO.Type, trusted: Bool, position: Int?
    ) async throws -> Page<DTO> {
        let (items, response) = try await get(url, as: [DTO].self, trusted: trusted)
        let next = nextCursor(response, trusted: trusted)
        let cursor = try? next.get()
        return Page(
            items: items, next: cursor, position: position, unfollowableNext: next.failure, numbered: numberedPages(response, next: cursor))
    }

    /// GETs one page of search results at `url`: the items, the total and whether the
    /// search finished, with the next link GitHub sent.
    func searchPage<DTO: Decodable & Sendable>(at url: URL, of type: DTO.Type, trusted: Bool = true) async throws -> Page<DTO> {
        try await searchPage(at: url, of: type, trusted: trusted, position: Self.position(of: url))
    }

    /// The page of search results a cursor points to; its position is the cursor's.
    func searchPage<DTO: Decodable & Sendable>(at cursor: PageCursor, of type: DTO.Type) async throws -> Page<DTO> {
        try await searchPage(at: cursor.url, of: type, trusted: cursor.isTrusted, position: cursor.position)
    }

    private func searchPage<DTO: Decodable & Sendable>(
        at url: URL, of type: DTO.Type, trusted: Bool, position: Int?
    ) async throws -> Page<DTO> {
        let (results, response) = try await get(url, as: SearchResultsDTO<DTO>.self, trusted: trusted)
        let next = nextCursor(response, trusted: trusted)
        let cursor = try? next.get()
        return Page(
            items: results.items, next: cursor, totalCount: results.totalCount, isIncomplete: results.incompleteResults,
            position: position, unfollowableNext: next.failure, numbered: numberedPages(response, next: cursor))
    }

    /// Runs a search, turning GitHub's 422 into an error that names the query.
    func searching<Value>(_ query: String, _ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch GitHubError.httpStatus(422, _, let message) {
            throw GitHubError.invalidSearchQuery(query: query, message: message ?? "Validation Failed")
        }
    }

    /// The next link `response` carries: where it starts (`since` or `page`), and whether it
    /// may be followed with the token (it came, through trusted pages, from the API's origin).
    /// A next link that cannot be followed (not http or https, malformed, control characters,
    /// or on another origin than the API's) ends the listing with an error naming it, rather than
    /// quietly ending it as though it were complete.
    func nextCursor(_ response: HTTPURLResponse, trusted: Bool) -> Result<PageCursor?, GitHubError> {
        guard let target = response.header("Link").flatMap({ LinkHeader($0).target(for: "next") }) else { return .success(nil) }
        let page = response.url?.absoluteString ?? configuration.baseURL.absoluteString
        let url: URL
        switch LinkHeader.resolve(target) {
        case .success(let resolved): url = resolved
        case .failure(let unusable): return .failure(.unusableNextLink(url: page, link: target, reason: unusable.reason))
        }
        guard configuration.isSameOrigin(url) else {
            let api = APIConfiguration.hostDescription(configuration.baseURL)
            return .failure(.unusableNextLink(url: page, link: target, reason: "it points to another host than \(api)"))
        }
        let fromAPI = trusted && (response.url.map(configuration.isSameOrigin) ?? false)
        return .success(PageCursor(url: url, position: Self.position(of: url), isTrusted: fromAPI))
    }

    /// The pages from `next` to the last that `response`'s `Link` header names, when GitHub
    /// numbers them and the last link is one the listing could follow (on the API's origin).
    func numberedPages(_ response: HTTPURLResponse, next: PageCursor?) -> NumberedPages? {
        guard let next, let target = response.header("Link").flatMap({ LinkHeader($0).target(for: "last") }),
            case .success(let last) = LinkHeader.resolve(target), configuration.isSameOrigin(last)
        else { return nil }
        return NumberedPages(next: next, last: last)
    }

    /// `since`, else `page`, from a next link's query, as a whole number.
    static func position(of url: URL) -> Int? {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        for name in ["since", "page"] {
            if let value = items.first(where: { $0.name == name })?.value, let number = Int(value) { return number }
        }
        return nil
    }
}

extension Result {
    /// The failure, if this is one.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
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
