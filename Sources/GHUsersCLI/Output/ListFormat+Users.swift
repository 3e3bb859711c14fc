import GHDomain
import GHText

extension ListFormat where Item == UserSummary {
    /// Users as `list`, `search`, `followers` and `following` show them: login (with a STAFF
    /// badge), id, type and profile URL.
    static let users = ListFormat(
        columns: [
            .init(header: "LOGIN", maximumWidth: 48, flexibility: 1),
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
            let url = TextSanitizer.line(user.htmlURL)
            return [loginCell, .init(String(user.id)), .init(TextSanitizer.line(user.type)), .init(url, styledBy: style.dim)]
        },
        fields: { user, _ in [user.login, String(user.id), user.type, user.siteAdmin ? "true" : "false", user.htmlURL] },
        json: { user in
            // As GitHub sent each field, when the user came from a response GitHub sent.
            let source = user.source
            return .object([
                ("login", .member("login", of: source, else: .string(user.login))),
                ("id", .member("id", of: source, else: .int(user.id))),
                ("avatar_url", .member("avatar_url", of: source, else: .string(user.avatarURL))),
                ("html_url", .member("html_url", of: source, else: .string(user.htmlURL))),
                ("type", .member("type", of: source, else: .string(user.type))),
                ("site_admin", .member("site_admin", of: source, else: .bool(user.siteAdmin))),
            ])
        }
    )
}
