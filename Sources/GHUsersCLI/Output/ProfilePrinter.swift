import Foundation
import GHDomain
import GHText
import GHWire

/// Turns a profile into a card (terminal), `key:\tvalue` lines (pipe) or a JSON object.
struct ProfilePrinter: Sendable {
    let layout: OutputLayout
    let style: Style
    /// The terminal's width; the bio on a card is wrapped to fit it.
    var width: Int?
    /// The ids of favorites: their cards carry a ★ after the login.
    var favoriteIDs: Set<Int> = []
    /// The colours the calendar and the language dots may use.
    var colorDepth = ColorDepth(kind: .none)
    /// The cells an avatar drawn at the card's top left takes (see ``AvatarCard``); the first
    /// lines of the card are set beside it. `nil` for none.
    var avatar: (columns: Int, rows: Int)?

    /// The most lines a card gives one free text (the bio, a status, a company…), the last
    /// ending in `…` when there is more: a text of any length keeps the card on the screen.
    static let freeTextLineLimit = 8

    /// The text for one profile in the terminal or plain layout.
    func render(_ profile: Sent<UserProfile>) -> String {
        layout == .terminal ? card(profile) : lines(profile)
    }

    /// A profile card: absent fields are left out.
    func card(_ profile: Sent<UserProfile>) -> String {
        let user = profile.summary
        let login = TextSanitizer.line(user.login)
        let name = present(profile.name).map(TextSanitizer.line)
        var title = style.bold(name ?? login)
        if name != nil {
            title += "  " + style.dim("@" + login)
        }
        if user.siteAdmin {
            title += "  " + style.badge("STAFF")
        }
        if favoriteIDs.contains(user.id) {
            title += "  " + style.favorite("★")
        }
        title += titleMarks(profile.value)
        var head = [title] + (present(user.type).map { [TextSanitizer.line($0)] } ?? [])
        let columns = max(20, min(width ?? 80, 100) - 2)
        let gutter = avatar.map { $0.columns + 2 } ?? 0
        if let status = profile.extras.status ?? nil, let shown = Self.statusText(status) {
            head += TerminalText.paragraph(shown, to: max(20, columns + 2 - gutter), maxLines: Self.freeTextLineLimit).lines
        }
        var text = beside(head)
        if let bio = present(profile.bio) {
            // A bio is a few lines; one that runs on would push the card off the screen.
            let (lines, isCut) = TerminalText.paragraph(TextSanitizer.block(bio), to: columns, maxLines: Self.freeTextLineLimit)
            text += "\n" + lines.map { $0.isEmpty ? "\n" : "  \($0)\n" }.joined()
            if isCut { text += "  " + style.dim("(the whole bio: --json, or piped)") + "\n" }
        }
        var rows: [(String, String)] = []
        func add(_ label: String, _ value: String?) {
            if let value = present(value) {
                rows.append((label, TextSanitizer.line(value.trimmingCharacters(in: .whitespacesAndNewlines))))
            }
        }
        add("Company", profile.company)
        add("Location", profile.location)
        add("Blog", profile.blog)
        add("Email", profile.email)
        add("Twitter", present(profile.twitterUsername).map { "@" + $0 })
        rows += extraRows(profile.value)
        if profile.hireable == true { add("Hireable", "yes") }
        let counts = [
            profile.followers.map { NumberText.counted($0, "follower", "followers") },
            profile.following.map { "\(NumberText.grouped($0)) following" },
            profile.publicRepos.map { NumberText.counted($0, "public repo", "public repos") },
            profile.publicGists.map { NumberText.counted($0, "gist", "gists") },
        ].compactMap { $0 }
        if !counts.isEmpty { rows.append(("Network", counts.joined(separator: " · "))) }
        // A date sent that cannot be shown as a day (year 1, or no date at all) is `-`.
        add("Joined", profile.createdAt.map { $0.date.flatMap { CalendarDay($0)?.description } ?? "-" })
        add("Profile", user.htmlURL)
        add("Avatar", user.avatarURL)
        if !rows.isEmpty {
            text += "\n"
            // Each value is wrapped beneath itself: free text from the profile may be any length.
            let indent = String(repeating: " ", count: 12)
            for (label, value) in rows {
                let lines = TerminalText.paragraph(value, to: columns - 10, maxLines: Self.freeTextLineLimit).lines
                text += "  " + style.dim(TerminalText.pad(label, to: 9)) + " " + lines.joined(separator: "\n" + indent) + "\n"
            }
        }
        text += extraSections(profile.value)
        return text
    }

    /// The card's first lines, each on a line of its own, set to the right of the avatar when
    /// there is one, and as many as the avatar is tall.
    private func beside(_ head: [String]) -> String {
        guard let avatar else { return head.map { $0 + "\n" }.joined() }
        let gutter = String(repeating: " ", count: avatar.columns + 2)
        let lines = head + Array(repeating: "", count: max(0, avatar.rows - head.count))
        return lines.map { $0.isEmpty ? "\n" : gutter + $0 + "\n" }.joined()
    }

    /// `key:\tvalue` lines with GitHub's field names; absent fields are left out.
    func lines(_ profile: Sent<UserProfile>) -> String {
        let user = profile.summary
        var fields: [(String, String?)] = [
            ("login", user.login), ("id", String(user.id)), ("type", user.type),
            // A profile GitHub sent without the member says nothing about it.
            ("site_admin", profile.source.saysNothing(about: "site_admin") ? nil : user.siteAdmin ? "true" : "false"),
            ("name", profile.name),
            ("company", profile.company), ("blog", profile.blog), ("location", profile.location),
            ("email", profile.email), ("hireable", profile.hireable.map { $0 ? "true" : "false" }),
            ("bio", profile.bio), ("twitter_username", profile.twitterUsername),
        ]
        fields += [
            ("public_repos", profile.publicRepos.map(String.init)),
            ("public_gists", profile.publicGists.map(String.init)),
            ("followers", profile.followers.map(String.init)),
            ("following", profile.following.map(String.init)),
            ("created_at", profile.createdAt?.text),
            ("updated_at", profile.updatedAt?.text),
            ("avatar_url", user.avatarURL), ("html_url", user.htmlURL),
        ]
        fields += extraLines(profile.value)
        return fields.compactMap { key, value in
            present(value).map { "\(key):\t\(TextSanitizer.line($0))\n" }
        }.joined()
    }

    /// A profile with GitHub's field names: each as GitHub sent it (left out when GitHub left
    /// it out, `null` when it sent `null`) when the profile came from a response.
    static func json(_ profile: Sent<UserProfile>) -> JSONValue {
        shape.value(of: profile)
    }

    /// A profile's members, in REST's order: also the JSON of a `--full` row. Each is as GitHub
    /// sent it, and `--json <fields>` may also name the rest of what GitHub sends for a user.
    static let shape = JSONShape<Sent<UserProfile>>(
        source: { $0.source },
        members: [
            .init("login") { .string($0.summary.login) },
            .init("id") { .int($0.summary.id) },
            .init("avatar_url") { .string($0.summary.avatarURL) },
            .init("html_url") { .string($0.summary.htmlURL) },
            .init("type") { .string($0.summary.type) },
            .init("site_admin") { .bool($0.summary.siteAdmin) },
            .init("name") { .string($0.name) },
            .init("company") { .string($0.company) },
            .init("blog") { .string($0.blog) },
            .init("location") { .string($0.location) },
            .init("email") { .string($0.email) },
            .init("hireable") { .bool($0.hireable) },
            .init("bio") { .string($0.bio) },
            .init("twitter_username") { .string($0.twitterUsername) },
            .init("public_repos") { .int($0.publicRepos) },
            .init("public_gists") { .int($0.publicGists) },
            .init("followers") { .int($0.followers) },
            .init("following") { .int($0.following) },
            .init("created_at") { .string($0.createdAt?.text) },
            .init("updated_at") { .string($0.updatedAt?.text) },
        ] + extraMembers,
        extras: JSONShape.sent(JSONShape<Sent<UserSummary>>.userExtras))

    /// GitHub's timestamp form: `2011-01-25T18:44:36Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    func present(_ value: String?) -> String? {
        guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return value
    }
}
