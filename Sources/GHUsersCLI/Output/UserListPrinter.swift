import GHDomain

/// Turns pages of users into text for one of the three layouts, a page at a time.
struct UserListPrinter: Sendable {
    private var layout: OutputLayout
    private var table: TableLayout
    private var json = JSONArrayStream()
    private let style: Style

    init(layout: OutputLayout, style: Style) {
        self.layout = layout
        self.style = style
        table = TableLayout(
            columns: [
                .init(header: "LOGIN", maximumWidth: 48),
                .init(header: "ID", alignment: .right),
                .init(header: "TYPE", maximumWidth: 14),
                .init(header: "PROFILE URL", maximumWidth: 80),
            ],
            style: style
        )
    }

    /// The text for one page of users.
    mutating func render(_ users: [UserSummary]) -> String {
        switch layout {
        case .json:
            return json.append(users.map(Self.json))
        case .plain:
            var text = ""
            for user in users {
                text += TextSanitizer.line(user.login) + "\t" + String(user.id) + "\t" + TextSanitizer.line(user.type) + "\t"
                text += (user.siteAdmin ? "true" : "false") + "\t" + TextSanitizer.line(user.htmlURL) + "\n"
            }
            return text
        case .terminal:
            return table.render(users.map(row))
        }
    }

    /// The text that ends the output (closes the JSON array).
    func finish() -> String {
        layout == .json ? json.close() : ""
    }

    /// The text that ends output cut short by an error: a JSON array already opened is closed,
    /// so what was printed stays valid; nothing is printed if nothing was.
    func finishAfterError() -> String {
        json.isOpen ? json.close() : ""
    }

    private func row(_ user: UserSummary) -> [TableLayout.Cell] {
        let login = TextSanitizer.line(user.login)
        let loginCell =
            user.siteAdmin
            ? TableLayout.Cell("\(login) STAFF", styled: "\(style.bold(login)) \(style.badge("STAFF"))")
            : TableLayout.Cell(login, styled: style.bold(login))
        let url = TextSanitizer.line(user.htmlURL)
        return [loginCell, .init(String(user.id)), .init(TextSanitizer.line(user.type)), .init(url, styled: style.dim(url))]
    }

    /// A user with GitHub's field names.
    static func json(_ user: UserSummary) -> JSONValue {
        .object([
            ("login", .string(user.login)),
            ("id", .int(user.id)),
            ("avatar_url", .string(user.avatarURL)),
            ("html_url", .string(user.htmlURL)),
            ("type", .string(user.type)),
            ("site_admin", .bool(user.siteAdmin)),
        ])
    }
}
