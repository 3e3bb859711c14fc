import GHDomain
import GHText
import GHWire

extension ListFormat where Item == Sent<Organization> {
    /// A user's organizations as `orgs` shows them: login, id and description.
    static let organizations = ListFormat(
        columns: [
            .init(header: "ORGANIZATION", maximumWidth: 40, flexibility: 1, isKey: true),
            .init(header: "ID", alignment: .right, reservedWidth: TableLayout.idWidth),
            .init(header: "DESCRIPTION", maximumWidth: 80, flexibility: 2),
        ],
        cells: { organization, _, style in
            let login = TextSanitizer.line(organization.login)
            let description = TextSanitizer.line(organization.description ?? "-")
            return [
                .init(login, styledBy: style.bold), .init(String(organization.id)), .init(description, styledBy: style.dim),
            ]
        },
        fields: { organization, _ in [organization.login, String(organization.id), organization.description ?? ""] },
        json: .organization
    )
}

extension JSONShape where Item == Sent<Organization> {
    /// An organization's members, as GitHub sent them when it came from a response; `--json
    /// <fields>` may also name the rest of what GitHub sends for one (its "organization simple").
    static let organization = JSONShape(
        source: { $0.source },
        members: [
            .init("login") { .string($0.login) },
            .init("id") { .int($0.id) },
            .init("description") { .string($0.description) },
            .init("avatar_url") { .string($0.avatarURL) },
        ],
        extras: sent(["node_id", "url", "repos_url", "events_url", "hooks_url", "issues_url", "members_url", "public_members_url"]))
}
