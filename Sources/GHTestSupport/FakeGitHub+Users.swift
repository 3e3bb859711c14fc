import Foundation
import LoopbackHTTPServer

extension FakeGitHub {
    /// `GET /users?since=&per_page=`: the listed accounts after `since`, with GitHub's `Link`
    /// header.
    func listUsers(_ request: HTTPRequestRecord) -> HTTPResponseSpec {
        guard let since = Int(request.queryValue("since") ?? "0"),
            let perPage = Int(request.queryValue("per_page") ?? "30"), (1...100).contains(perPage)
        else {
            return .text(#"{"message":"Validation Failed"}"#, status: 422)
        }
        let start = firstIndex(after: since)
        let page = userIDs[start..<min(userIDs.count, start + perPage)]
        var body = "["
        for (offset, id) in page.enumerated() {
            if offset > 0 { body += "," }
            body += listedJSON(id: id)
        }
        body += "]"
        let origin = Self.origin(of: request)
        var headers: [(name: String, value: String)] = []
        var links: [String] = []
        if let last = page.last, start + perPage < userIDs.count {
            links.append("<\(origin)/users?per_page=\(perPage)&since=\(last)>; rel=\"next\"")
        }
        links.append("<\(origin)/users{?since}>; rel=\"first\"")
        headers.append(("Link", links.joined(separator: ", ")))
        headers.append(("X-RateLimit-Remaining", "4999"))
        return .text(body, headers: headers)
    }

    /// Where the first id greater than `since` is in ``userIDs``.
    private func firstIndex(after since: Int) -> Int {
        var low = 0
        var high = userIDs.count
        while low < high {
            let middle = (low + high) / 2
            if userIDs[middle] <= since { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A listed user shaped like GitHub's, with login `user<ID>`.
    public static func userJSON(id: Int, siteAdmin: Bool = false) -> String {
        accountJSON(login: "user\(id)", id: id, type: "User", siteAdmin: siteAdmin)
    }

    /// The account with `id` as this fake lists it: an organization (`org<ID>`) when
    /// ``listedOrganizationIDs`` has it, else a user, staff when ``staffIDs`` has it.
    func listedJSON(id: Int) -> String {
        listedOrganizationIDs.contains(id)
            ? Self.accountJSON(login: "org\(id)", id: id, type: "Organization", siteAdmin: false)
            : Self.userJSON(id: id, siteAdmin: staffIDs.contains(id))
    }

    static func accountJSON(login: String, id: Int, type: String, siteAdmin: Bool) -> String {
        let api = "https://api.github.com/users/\(login)"
        return """
            {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)=","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
            "gravatar_id":"","url":"\(api)","html_url":"https://github.com/\(login)","followers_url":"\(api)/followers",\
            "following_url":"\(api)/following{/other_user}","repos_url":"\(api)/repos","type":"\(type)","site_admin":\(siteAdmin)}
            """
    }
}
