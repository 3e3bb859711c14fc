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

    /// A `Link` header with the next page of the search or listing at `path`, and its last
    /// page (by default the next one), as GitHub names them.
    static func pageLink(_ path: String, page: Int, last: Int? = nil) -> [String: String] {
        [
            "Link":
                "<https://api.github.com\(path)&page=\(page)>; rel=\"next\", <https://api.github.com\(path)&page=\(last ?? page)>; rel=\"last\""
        ]
    }

    /// The JSON bare `--json` prints for a test user, indented as one array element: every
    /// member ``FakeGitHub/userJSON(id:siteAdmin:)`` sends, in its order; with `whole` false,
    /// only those a snapshot keeps (`login`, `id`, `avatar_url`, `html_url`, `type`, `site_admin`).
    static func json(_ id: Int, indent: String = "  ", whole: Bool = true, staff: Bool = false) -> String {
        let api = "https://api.github.com/users/user\(id)"
        let members =
            whole
            ? [
                ("login", "\"user\(id)\""), ("id", "\(id)"), ("node_id", "\"MDQ6VXNlcj\(id)=\""),
                ("avatar_url", "\"https://avatars.githubusercontent.com/u/\(id)?v=4\""), ("gravatar_id", "\"\""), ("url", "\"\(api)\""),
                ("html_url", "\"https://github.com/user\(id)\""), ("followers_url", "\"\(api)/followers\""),
                ("following_url", "\"\(api)/following{/other_user}\""), ("repos_url", "\"\(api)/repos\""), ("type", "\"User\""),
                ("site_admin", "\(staff)"),
            ]
            : [
                ("login", "\"user\(id)\""), ("id", "\(id)"), ("avatar_url", "\"https://avatars.githubusercontent.com/u/\(id)?v=4\""),
                ("html_url", "\"https://github.com/user\(id)\""), ("type", "\"User\""), ("site_admin", "\(staff)"),
            ]
        let lines = members.map { "\(indent)  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        return "\(indent){\n\(lines)\n\(indent)}"
    }
}
