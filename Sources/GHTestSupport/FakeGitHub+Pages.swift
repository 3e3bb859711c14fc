import Foundation
import LoopbackHTTPServer

extension FakeGitHub {
    /// Followers, following, repositories and the two searches, paged by `page` and
    /// `per_page` with `Link` headers as GitHub pages them; `nil` for any other path.
    func routeRelationsAndSearch(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
        let parts = request.path.split(separator: "/").map(String.init)
        switch (parts.count, parts.first, parts.last) {
        case (3, "users", "followers"):
            return (followers[parts[1]] ?? everyone?.followers).map { ids in page(request, count: ids.count) { listedJSON(id: ids[$0]) }
            } ?? Self.notFound
        case (3, "users", "following"):
            return (following[parts[1]] ?? everyone?.following).map { ids in page(request, count: ids.count) { listedJSON(id: ids[$0]) }
            } ?? Self.notFound
        case (3, "users", "social_accounts"):
            guard syntheticProfiles, !goneLogins.contains(parts[1]), let profile = SyntheticProfile(login: parts[1]) else {
                return Self.notFound
            }
            return .text(profile.socialAccountsRESTJSON)
        case (3, "users", "orgs"):
            let synthetic = syntheticProfiles ? SyntheticProfile(login: parts[1])?.organizationIDs : nil
            return (organizations[parts[1]] ?? synthetic ?? everyone?.organizations).map { ids in
                page(request, count: ids.count) { Self.organizationJSON(id: ids[$0]) }
            }
                ?? Self.notFound
        case (3, "users", "repos"):
            let owner = parts[1]
            return (repositoryCounts[owner] ?? everyone?.repositories).map { count in
                page(request, count: count) { Self.repositoryJSON(owner: owner, number: $0 + 1) }
            }
                ?? Self.notFound
        case (3, "users", "starred"):
            return (starredCounts[parts[1]] ?? everyone?.repositories).map { count in
                page(request, count: count) { Self.repositoryJSON(owner: "owner\($0 % 7)", number: $0 + 1) }
            }
                ?? Self.notFound
        case (2, "search", "users") where !searchAccounts.isEmpty:
            return searchAccountsAnswer(request)
        case (2, "search", "users"):
            return search(request, count: searchUserIDs.count) { listedJSON(id: searchUserIDs[$0]) }
        case (2, "search", "repositories"):
            return search(request, count: searchRepositoryCount) { Self.repositoryJSON(owner: "owner\($0 % 7)", number: $0 + 1) }
        default:
            return nil
        }
    }

    /// A search answer: GitHub's envelope around one page, and its 422 past the first 1,000.
    private func search(_ request: HTTPRequestRecord, count: Int, item: (Int) -> String) -> HTTPResponseSpec {
        guard let query = request.queryValue("q"), !query.isEmpty else {
            return .text(#"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}]}"#, status: 422)
        }
        let (page, perPage) = Self.pageAndSize(request)
        guard (page - 1) * perPage < 1000 else {
            return .text(#"{"message":"Only the first 1000 search results are available"}"#, status: 422)
        }
        var answer = self.page(request, count: min(count, 1000), item: item)
        let total = searchTotal ?? count
        answer.body =
            Data("{\"total_count\":\(total),\"incomplete_results\":\(searchIncomplete),\"items\":".utf8) + answer.body + Data("}".utf8)
        return answer
    }

    /// Where `request` was sent, as links back must name it: its `Host`, over https when a
    /// front that ended TLS says so (`X-Forwarded-Proto`, as nghttpx sends it).
    static func origin(of request: HTTPRequestRecord) -> String {
        let scheme = request.header("X-Forwarded-Proto") == "https" ? "https" : "http"
        return scheme + "://" + (request.header("Host") ?? "127.0.0.1")
    }

    /// One page of a JSON array of `count` items, with `next` and `last` links.
    func page(_ request: HTTPRequestRecord, count: Int, item: (Int) -> String) -> HTTPResponseSpec {
        let (page, perPage) = Self.pageAndSize(request)
        let start = min(count, (page - 1) * perPage)
        let end = min(count, start + perPage)
        let body = "[" + (start..<end).map(item).joined(separator: ",") + "]"
        let origin = Self.origin(of: request)
        var others = (request.query ?? "").split(separator: "&").filter { !$0.hasPrefix("page=") && !$0.hasPrefix("per_page=") }
        others.append("per_page=\(perPage)")
        let base = origin + request.path + "?" + others.joined(separator: "&")
        var links: [String] = []
        if end < count {
            links.append("<\(base)&page=\(page + 1)>; rel=\"next\"")
            links.append("<\(base)&page=\((count + perPage - 1) / perPage)>; rel=\"last\"")
        }
        return .text(body, headers: links.isEmpty ? [] : [("Link", links.joined(separator: ", "))])
    }

    private static func pageAndSize(_ request: HTTPRequestRecord) -> (page: Int, perPage: Int) {
        let page = max(1, Int(request.queryValue("page") ?? "1") ?? 1)
        let perPage = min(100, max(1, Int(request.queryValue("per_page") ?? "30") ?? 30))
        return (page, perPage)
    }

    /// An organization shaped like GitHub's "organization simple", with login `org<ID>`; even
    /// ids have no description.
    public static func organizationJSON(id: Int) -> String {
        let api = "https://api.github.com/orgs/org\(id)"
        let description = id % 2 == 0 ? "null" : "\"Organization \(id)\""
        return """
            {"login":"org\(id)","id":\(id),"node_id":"MDEyOk9yZ2FuaXphdGlvbj\(id)=","url":"\(api)","repos_url":"\(api)/repos",\
            "events_url":"\(api)/events","hooks_url":"\(api)/hooks","issues_url":"\(api)/issues",\
            "members_url":"\(api)/members{/member}","public_members_url":"\(api)/public_members{/member}",\
            "avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4","description":\(description)}
            """
    }

    /// A repository shaped like GitHub's: `<owner>/repo<number>`; stars fall as the number
    /// grows, odd numbers are in Swift and have a description, even ones have neither.
    public static func repositoryJSON(owner: String, number: Int) -> String {
        let name = "repo\(number)"
        let description = number % 2 == 1 ? "\"Repository number \(number)\"" : "null"
        let language = number % 2 == 1 ? "\"Swift\"" : "null"
        return """
            {"id":\(9000 + number),"name":"\(name)","full_name":"\(owner)/\(name)","private":false,\
            "owner":{"login":"\(owner)","id":\(number),"avatar_url":"https://avatars.githubusercontent.com/u/\(number)?v=4","type":"User"},\
            "html_url":"https://github.com/\(owner)/\(name)","description":\(description),"fork":false,\
            "updated_at":"2026-11-\(String(format: "%02d", number % 28 + 1))T12:00:00Z","stargazers_count":\(100_000 / number),\
            "watchers_count":\(100_000 / number),"language":\(language),"forks_count":\(number * 3)}
            """
    }
}
