import Foundation
import GHDomain
import GHText
import GHWire

extension ListFormat where Item == FavoriteUser {
    /// Favorites as `fav list` shows them: login, name, the day added (UTC) and profile URL on a
    /// terminal; in a pipe and as JSON (the favorites file's field names), the host as well.
    static let favorites = favorites(showingHost: false)

    /// Favorites as `fav list` shows them when they belong to more than one API host: ``favorites``
    /// with a HOST column after LOGIN on a terminal as well.
    static let favoritesWithHosts = favorites(showingHost: true)

    private static func favorites(showingHost: Bool) -> ListFormat {
        ListFormat(
            columns: [.init(header: "LOGIN", maximumWidth: 48, flexibility: 1, isKey: true)]
                + (showingHost ? [.init(header: "HOST", maximumWidth: 40, flexibility: 1)] : []) + [
                    .init(header: "NAME", maximumWidth: 40, flexibility: 2),
                    .init(header: "ADDED", reservedWidth: TableLayout.dayWidth),
                    .init(header: "PROFILE URL", maximumWidth: 80, flexibility: 3),
                ],
            cells: { favorite, _, style in
                let login = TextSanitizer.line(favorite.login)
                let url = TextSanitizer.line(favorite.htmlURL)
                let host: [TableLayout.Cell] = showingHost ? [.init(TextSanitizer.line(favorite.host))] : []
                return [.init(login, styledBy: style.bold)] + host + [
                    .init(TextSanitizer.line(favorite.name ?? "-")),
                    .init(CalendarDay(favorite.addedAt)?.description ?? "-"),
                    .init(url, styledBy: style.dim),
                ]
            },
            fields: { favorite, _ in
                // The same six fields whatever hosts the favorites span, so a script can rely on them.
                [
                    favorite.login, String(favorite.id), favorite.name ?? "", ProfilePrinter.timestamp(favorite.addedAt), favorite.htmlURL,
                    favorite.host,
                ]
            },
            json: JSONShape(
                source: { _ in SourceFields() },
                members: [.init("id") { .int($0.id) }, host] + [
                    .init("login") { .string($0.login) },
                    .init("name") { .string($0.name) },
                    .init("avatar_url") { .string($0.avatarURL) },
                    .init("html_url") { .string($0.htmlURL) },
                    .init("added_at") { .string(ProfilePrinter.timestamp($0.addedAt)) },
                ])
        )
    }

    /// The API host a favorite belongs to, printed in a pipe and as JSON whatever hosts the
    /// favorites span.
    private static let host = JSONShape<FavoriteUser>.Member("host") { .string($0.host) }
}
