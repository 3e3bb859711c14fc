import Foundation
import GHDomain
import GHText

extension ListFormat where Item == RepositorySummary {
    /// A user's repositories as `repos` shows them: name, stars, language, last update and
    /// description.
    static let repositories = ListFormat(
        columns: [
            .init(header: "NAME", maximumWidth: 40, flexibility: 1),
            .init(header: "STARS", alignment: .right, reservedWidth: TableLayout.countWidth),
            .init(header: "LANGUAGE", maximumWidth: 20),
            .init(header: "UPDATED", reservedWidth: TableLayout.dayWidth),
            .init(header: "DESCRIPTION", maximumWidth: 70, flexibility: 2),
        ],
        cells: { repository, _, style in
            let name = TextSanitizer.line(repository.name)
            let description = TextSanitizer.line(repository.description ?? "")
            return [
                .init(name, styledBy: style.bold),
                .init(NumberText.grouped(repository.stargazersCount)),
                .init(TextSanitizer.line(repository.language ?? "-")),
                .init(repository.updatedAt.flatMap { CalendarDay($0)?.description } ?? "-"),
                .init(description, styledBy: style.dim),
            ]
        },
        fields: { repository, _ in
            [
                repository.name, String(repository.stargazersCount), repository.language ?? "",
                repository.updatedAt.map(ProfilePrinter.timestamp) ?? "", repository.description ?? "", repository.htmlURL,
            ]
        },
        json: { repository in
            .object([
                ("name", .string(repository.name)),
                ("full_name", .string(repository.fullName)),
                ("description", .string(repository.description)),
                ("language", .string(repository.language)),
                ("stargazers_count", .int(repository.stargazersCount)),
                ("forks_count", .int(repository.forksCount)),
                ("html_url", .string(repository.htmlURL)),
                ("updated_at", .string(repository.updatedAt.map(ProfilePrinter.timestamp))),
            ])
        }
    )

    /// The most-starred repositories as `trending` shows them: rank, full name, stars and
    /// language; `expanded` adds each description and URL beneath its row on a terminal, and
    /// as two more fields when piped.
    static func trending(expanded: Bool) -> ListFormat {
        ListFormat(
            columns: [
                .init(header: "#", alignment: .right, reservedWidth: String(SearchLimit.maximumResults).count),
                .init(header: "FULL NAME", maximumWidth: 60, flexibility: 2),
                .init(header: "STARS", alignment: .right, reservedWidth: TableLayout.countWidth),
                .init(header: "LANGUAGE", maximumWidth: 20, flexibility: 1),
            ],
            cells: { repository, rank, style in
                let name = TextSanitizer.line(repository.fullName)
                return [
                    .init(String(rank)),
                    .init(name, styledBy: style.bold),
                    .init(NumberText.grouped(repository.stargazersCount)),
                    .init(TextSanitizer.line(repository.language ?? "-")),
                ]
            },
            details: { repository, style in
                guard expanded else { return [] }
                let description = TextSanitizer.line(repository.description ?? "(no description)")
                return [TerminalText.truncate(description, to: 100), style.dim(TextSanitizer.line(repository.htmlURL))]
            },
            fields: { repository, rank in
                var fields = [String(rank), repository.fullName, String(repository.stargazersCount), repository.language ?? ""]
                if expanded { fields += [repository.description ?? "", repository.htmlURL] }
                return fields
            },
            json: { repository in
                .object([
                    ("full_name", .string(repository.fullName)),
                    ("name", .string(repository.name)),
                    ("description", .string(repository.description)),
                    ("language", .string(repository.language)),
                    ("stargazers_count", .int(repository.stargazersCount)),
                    ("html_url", .string(repository.htmlURL)),
                    (
                        "owner",
                        .object([("login", .string(repository.owner.login)), ("avatar_url", .string(repository.owner.avatarURL))])
                    ),
                ])
            }
        )
    }
}
