import GHTestSupport

/// JSON bodies for `GET /users` pages, shaped like GitHub's.
enum TestUsers {
    /// An array of users with these ids; those in `staff` are site admins.
    static func page(_ ids: [Int], staff: Set<Int> = []) -> String {
        "[" + ids.map { FakeGitHub.userJSON(id: $0, siteAdmin: staff.contains($0)) }.joined(separator: ",") + "]"
    }

    /// A `Link` header with a next link to `since`, as GitHub sends it.
    static func link(perPage: Int, since: Int) -> [String: String] {
        [
            "Link":
                "<https://api.github.com/users?per_page=\(perPage)&since=\(since)>; rel=\"next\", <https://api.github.com/users{?since}>; rel=\"first\""
        ]
    }

    /// The piped line for a listed test user.
    static func line(_ id: Int, staff: Bool = false) -> String {
        "user\(id)\t\(id)\tUser\t\(staff)\thttps://github.com/user\(id)\n"
    }

    /// What every command prints on stderr when GitHub answers 401 with its recorded body.
    static let badCredentialsError = """
        Error: bad credentials (HTTP 401: Bad credentials)
        Check the token in GH_TOKEN or GITHUB_TOKEN, or unset both to browse without one.

        """
}

extension TestUsers {
    /// A search answer: GitHub's envelope around users with these ids.
    static func searchPage(_ ids: [Int], total: Int, incomplete: Bool = false) -> String {
        "{\"total_count\":\(total),\"incomplete_results\":\(incomplete),\"items\":\(page(ids))}"
    }

    /// A `Link` header with the next page of the search or listing at `path`.
    static func pageLink(_ path: String, page: Int) -> [String: String] {
        ["Link": "<https://api.github.com\(path)&page=\(page)>; rel=\"next\", <https://api.github.com\(path)&page=99>; rel=\"last\""]
    }

    /// The JSON `list` and friends print for a test user, indented as one array element.
    static func json(_ id: Int, indent: String = "  ") -> String {
        """
        \(indent){
        \(indent)  "login": "user\(id)",
        \(indent)  "id": \(id),
        \(indent)  "avatar_url": "https://avatars.githubusercontent.com/u/\(id)?v=4",
        \(indent)  "html_url": "https://github.com/user\(id)",
        \(indent)  "type": "User",
        \(indent)  "site_admin": false
        \(indent)}
        """
    }
}
