import GHDomain
import GHText

extension ListFormat where Item == UserSummary {
    /// Users as `list`, `search`, `followers` and `following` show them: login (with a STAFF
    /// badge), id, type and profile URL.
    static let users = ListFormat(
        columns: [
            .init(header: "LOGIN", maximumWidth: 48),
            .init(header: "ID", alignment: .right),
            .init(header: "TYPE", maximumWidth: 14),
            .init(header: "PROFILE URL", maximumWidth: 80),
        ],
        cells: { user, _, style in
            let login = TextSanitizer.line(user.login)
            let loginCell =
                user.siteAdmin
                ? TableLayout.Cell("\(login) STAFF", styled: "\(style.bold(login)) \(style.badge("STAFF"))")
                : TableLayout.Cell(login, styled: style.bold(login))
            let url = TextSanitizer.line(user.htmlURL)
            return [loginCell, .init(String(user.id)), .init(TextSanitizer.line(user.type)), .init(url, styled: style.dim(url))]
        },
        fields: { user, _ in [user.login, String(user.id), user.type, user.siteAdmin ? "true" : "false", user.htmlURL] },
        json: { user in
            .object([
                ("login", .string(user.login)),
                ("id", .int(user.id)),
                ("avatar_url", .string(user.avatarURL)),
                ("html_url", .string(user.htmlURL)),
                ("type", .string(user.type)),
                ("site_admin", .bool(user.siteAdmin)),
            ])
        }
    )
}
