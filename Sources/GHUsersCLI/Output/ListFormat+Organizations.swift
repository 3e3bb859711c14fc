import GHDomain
import GHText

extension ListFormat where Item == Organization {
    /// A user's organizations as `orgs` shows them: login, id and description.
    static let organizations = ListFormat(
        columns: [
            .init(header: "ORGANIZATION", maximumWidth: 40),
            .init(header: "ID", alignment: .right),
            .init(header: "DESCRIPTION", maximumWidth: 80),
        ],
        cells: { organization, _, style in
            let login = TextSanitizer.line(organization.login)
            let description = TextSanitizer.line(organization.description ?? "-")
            return [
                .init(login, styled: style.bold(login)), .init(String(organization.id)), .init(description, styled: style.dim(description)),
            ]
        },
        fields: { organization, _ in [organization.login, String(organization.id), organization.description ?? ""] },
        json: { organization in
            // As GitHub sent each field, when the organization came from a response GitHub sent.
            let source = organization.source
            return .object([
                ("login", .member("login", of: source, else: .string(organization.login))),
                ("id", .member("id", of: source, else: .int(organization.id))),
                ("description", .member("description", of: source, else: .string(organization.description))),
                ("avatar_url", .member("avatar_url", of: source, else: .string(organization.avatarURL))),
            ])
        }
    )
}
