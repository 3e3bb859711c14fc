import Foundation
import GHDomain
import GHText
import GHWire

extension ListFormat where Item == Sent<RepositorySummary> {
    /// A user's repositories as `repos` shows them: name, stars, language, last update and
    /// description.
    static let repositories = repositories(fullNames: false)

    /// Starred repositories as `starred` shows them: as ``repositories``, each named with its
    /// owner (`owner/name`), since they are anyone's.
    static let starred = repositories(fullNames: true)

    /// Repositories named by `name`, or by `full_name` when `fullNames`.
    private static func repositories(fullNames: Bool) -> ListFormat {
        ListFormat(
            columns: [
                .init(header: "NAME", maximumWidth: fullNames ? 60 : 40, flexibility: 1, isKey: true),
                .init(header: "STARS", alignment: .right, reservedWidth: TableLayout.countWidth),
                .init(header: "LANGUAGE", maximumWidth: 20),
                .init(header: "UPDATED", reservedWidth: TableLayout.dayWidth),
                .init(header: "DESCRIPTION", maximumWidth: 70, flexibility: 2),
            ],
            cells: { repository, _, style in
                let name = TextSanitizer.line(fullNames ? repository.fullName : repository.name)
                // What GitHub left out or sent as null shows as `-`, as in every table.
                let description = TextSanitizer.line(repository.description ?? "-")
                return [
                    .init(name, styledBy: style.bold),
                    .init(repository.stargazersCount.map(NumberText.grouped) ?? "-"),
                    .init(TextSanitizer.line(repository.language ?? "-")),
                    .init(repository.updatedAt?.date.flatMap { CalendarDay($0)?.description } ?? "-"),
                    .init(description, styledBy: style.dim),
                ]
            },
            fields: { repository, _ in
                [
                    fullNames ? repository.fullName : repository.name, repository.stargazersCount.map(String.init) ?? "",
                    repository.language ?? "",
                    repository.updatedAt?.text ?? "", repository.description ?? "", repository.htmlURL ?? "",
                ]
            },
            json: .repository
        )
    }

    /// The most-starred repositories as `trending` shows them: rank, full name, stars and
    /// language; `expanded` adds each description and URL beneath its row on a terminal, and
    /// as two more fields when piped.
    static func trending(expanded: Bool) -> ListFormat {
        ListFormat(
            columns: [
                .init(header: "#", alignment: .right, reservedWidth: String(SearchLimit.maximumResults).count),
                .init(header: "FULL NAME", maximumWidth: 60, flexibility: 2, isKey: true),
                .init(header: "STARS", alignment: .right, reservedWidth: TableLayout.countWidth),
                .init(header: "LANGUAGE", maximumWidth: 20, flexibility: 1),
            ],
            cells: { repository, rank, style in
                let name = TextSanitizer.line(repository.fullName)
                return [
                    .init(String(rank)),
                    .init(name, styledBy: style.bold),
                    .init(repository.stargazersCount.map(NumberText.grouped) ?? "-"),
                    .init(TextSanitizer.line(repository.language ?? "-")),
                ]
            },
            details: { repository, style in
                guard expanded else { return [] }
                let description = TextSanitizer.line(repository.description ?? "(no description)")
                return [
                    .init(TerminalText.truncate(description, to: 100)),
                    .init(TextSanitizer.line(repository.htmlURL ?? "-"), styledBy: style.dim),
                ]
            },
            fields: { repository, rank in
                var fields = [
                    String(rank), repository.fullName, repository.stargazersCount.map(String.init) ?? "", repository.language ?? "",
                ]
                if expanded { fields += [repository.description ?? "", repository.htmlURL ?? ""] }
                return fields
            },
            json: .trendingRepository
        )
    }
}

extension JSONShape where Item == Sent<RepositorySummary> {
    /// A repository's members, as GitHub sent them when it came from a response, as `repos`
    /// and `starred` print them; `--json <fields>` may also name the rest of what GitHub sends
    /// for a repository but its API URL templates (`archive_url` and the like).
    static let repository = JSONShape(
        source: { $0.source },
        members: [name, fullName, description, language, stars, forks, htmlURL, updatedAt],
        extras: [id, .sent("node_id"), owner] + sent(repositoryExtras))

    /// A repository as `trending` prints it; `--json <fields>` may also name the rest, and the
    /// search's `score`.
    static let trendingRepository = JSONShape(
        source: { $0.source },
        members: [fullName, name, description, language, stars, htmlURL, owner],
        extras: [id, .sent("node_id"), forks, updatedAt] + sent(repositoryExtras + ["score"]))

    private static let id = Member("id") { .int($0.id) }
    private static let name = Member("name") { .string($0.name) }
    private static let fullName = Member("full_name") { .string($0.fullName) }
    private static let description = Member("description") { .string($0.description) }
    private static let language = Member("language") { .string($0.language) }
    private static let stars = Member("stargazers_count") { .int($0.stargazersCount) }
    private static let forks = Member("forks_count") { .int($0.forksCount) }
    private static let htmlURL = Member("html_url") { .string($0.htmlURL) }
    private static let updatedAt = Member("updated_at") { .string($0.updatedAt?.text) }

    /// What GitHub sends for a repository besides the members either shape prints by default
    /// (and its API URL templates), in its order.
    static let repositoryExtras = [
        "private", "fork", "url", "homepage", "size", "watchers_count", "default_branch", "open_issues_count", "is_template",
        "topics", "has_issues", "has_projects", "has_wiki", "has_pages", "has_downloads", "has_discussions", "archived",
        "disabled", "visibility", "pushed_at", "created_at", "license", "forks", "open_issues", "watchers", "clone_url",
        "git_url", "ssh_url", "svn_url", "mirror_url",
    ]

    /// A repository's owner: its login and avatar as sent; `null` as sent when GitHub sent no
    /// owner, and left out when GitHub left it out.
    static let owner = Member("owner", isCopied: false) { repository in
        guard let owner = repository.owner else { return .member("owner", of: repository.source, else: .null) }
        return .object([
            ("login", .member("login", of: owner.source, else: .string(owner.login))),
            ("avatar_url", .member("avatar_url", of: owner.source, else: .string(owner.avatarURL))),
        ])
    }
}
