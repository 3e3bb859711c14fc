import GHDomain
import GHText
import GHWire

extension ListFormat where Item == Sent<UserSummary> {
    /// Users as `list`, `search`, `followers` and `following` show them: login (with a STAFF
    /// badge), id, type and profile URL.
    static let users = ListFormat(
        columns: [
            .init(header: "LOGIN", maximumWidth: 48, flexibility: 1, isKey: true),
            .init(header: "ID", alignment: .right, reservedWidth: TableLayout.idWidth),
            .init(header: "TYPE", maximumWidth: 14),
            .init(header: "PROFILE URL", maximumWidth: 80, flexibility: 2),
        ],
        cells: { user, _, style in
            let login = TextSanitizer.line(user.login)
            let loginCell =
                user.siteAdmin
                ? TableLayout.Cell("\(login) STAFF", styled: "\(style.bold(login)) \(style.badge("STAFF"))")
                : TableLayout.Cell(login, styledBy: style.bold)
            // What GitHub left out shows as `-`.
            let url = user.htmlURL.isEmpty ? "-" : TextSanitizer.line(user.htmlURL)
            let type = user.type.isEmpty ? "-" : TextSanitizer.line(user.type)
            return [loginCell, .init(String(user.id)), .init(type), .init(url, styledBy: style.dim)]
        },
        fields: { user, _ in
            // A user GitHub sent without `site_admin`, or with `null`, says nothing about it.
            let siteAdmin = user.source.saysNothing(about: "site_admin") ? "" : user.siteAdmin ? "true" : "false"
            return [user.login, String(user.id), user.type, siteAdmin, user.htmlURL]
        },
        json: .user
    )
}

extension JSONShape where Item == Sent<UserSummary> {
    /// A user's members, as GitHub sent them when the user came from a response: bare `--json`
    /// prints login, id, avatar_url, html_url, type and site_admin; `--json <fields>` may also
    /// name the rest of what GitHub sends for a user (its "simple user").
    static let user = JSONShape(
        source: { $0.source },
        members: [
            .init("login") { .string($0.login) },
            .init("id") { .int($0.id) },
            .init("avatar_url") { .string($0.avatarURL) },
            .init("html_url") { .string($0.htmlURL) },
            .init("type") { .string($0.type) },
            .init("site_admin") { .bool($0.siteAdmin) },
        ],
        extras: sent(userExtras))

    /// A user found by a search: ``user``, and the search's `score` for `--json <fields>`.
    static let searchedUser = JSONShape(source: { $0.source }, members: user.members, extras: sent(userExtras + ["score"]))

    /// What GitHub sends for a user besides the members bare `--json` prints, in its order.
    static let userExtras = [
        "node_id", "gravatar_id", "url", "followers_url", "following_url", "gists_url", "starred_url", "subscriptions_url",
        "organizations_url", "repos_url", "events_url", "received_events_url", "user_view_type",
    ]
}
