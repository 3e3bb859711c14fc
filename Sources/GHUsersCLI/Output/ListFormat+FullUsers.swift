import GHDomain
import GHText
import GHWire

extension ListFormat where Item == Sent<UserProfile> {
    /// Users with their profiles (`--full`): the columns of ``users`` with NAME, LOCATION,
    /// FOLLOWERS and REPOS before the profile URL, and after the login whether the user and you
    /// follow each other (``RelationMarks``) when GraphQL said; piped, the same four fields after the five of
    /// a user's line; as JSON, the row's summary as listed and its profile's members, as REST's
    /// `GET /users/{login}` names them (``ProfilePrinter/shape``).
    static let fullUsers = ListFormat(
        columns: [
            .init(header: "LOGIN", maximumWidth: 40, flexibility: 1, isKey: true),
            .init(header: "ID", alignment: .right, reservedWidth: TableLayout.idWidth),
            .init(header: "TYPE", maximumWidth: 14),
            .init(header: "NAME", maximumWidth: 40, flexibility: 2),
            .init(header: "LOCATION", maximumWidth: 32, flexibility: 2),
            .init(header: "FOLLOWERS", alignment: .right, reservedWidth: TableLayout.countWidth),
            .init(header: "REPOS", alignment: .right, reservedWidth: TableLayout.countWidth),
            .init(header: "PROFILE URL", maximumWidth: 80, flexibility: 3),
        ],
        cells: { profile, rank, style in
            var row = ListFormat<Sent<UserSummary>>.users.cells(profile.summary, rank, style)
            if let mark = RelationMarks.tableMark(followsYou: profile.extras.followsYou, youFollow: profile.extras.youFollow) {
                row[0] = TableLayout.Cell(row[0].text + " " + mark, styled: row[0].styled + " " + style.badge(mark))
            }
            let url = row.removeLast()
            row += [
                .init(text(profile.name)), .init(text(profile.location)),
                .init(profile.followers.map(NumberText.grouped) ?? "-"), .init(profile.publicRepos.map(NumberText.grouped) ?? "-"),
                url,
            ]
            return row
        },
        fields: { profile, rank in
            ListFormat<Sent<UserSummary>>.users.fields(profile.summary, rank) + [
                profile.name ?? "", profile.location ?? "", profile.followers.map(String.init) ?? "",
                profile.publicRepos.map(String.init) ?? "",
            ]
        },
        json: ProfilePrinter.shape
    )

    /// A text cell's content: `-` for what is absent or blank.
    private static func text(_ value: String?) -> String {
        guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "-" }
        return TextSanitizer.line(value)
    }
}
