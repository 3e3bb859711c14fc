import Foundation
import GHDomain
import GHText

/// The parts of a card and of piped lines that come from GraphQL (``GHDomain/ProfileExtras``):
/// pronouns, badges and "follows you" in the title, the status under it, social accounts and
/// organizations among the rows, then pinned work and the contribution calendar.
extension ProfilePrinter {
    /// What follows the login in the title: pronouns, badges, "follows you", "you follow".
    func titleMarks(_ profile: UserProfile) -> String {
        let extras = profile.extras
        var marks = ""
        if let pronouns = extras.pronouns ?? nil, let shown = present(pronouns) {
            marks += "  " + style.dim(TextSanitizer.line(shown))
        }
        // STAFF is shown already when REST says so.
        let badges = (extras.badges ?? []).filter { !(profile.summary.siteAdmin && $0 == .staff) }
        for badge in badges { marks += "  " + style.badge(badge.rawValue) }
        for word in RelationMarks.words(followsYou: extras.followsYou, youFollow: extras.youFollow) {
            marks += "  " + style.badge(word)
        }
        return marks
    }

    /// The status as a person reads it: the emoji GitHub rendered (else as written), the message,
    /// and whether the user is busy and until when.
    static func statusText(_ status: ProfileStatus) -> String? {
        var parts = [status.renderedEmoji ?? status.emoji, status.message].compactMap { $0 }.map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }.filter { !$0.isEmpty }
        if status.limitedAvailability == true { parts.append("(busy)") }
        if let expires = status.expiresAt.flatMap({ Timestamp($0).date }).flatMap({ CalendarDay($0) }) {
            parts.append("until \(expires)")
        }
        return parts.isEmpty ? nil : TextSanitizer.line(parts.joined(separator: " "))
    }

    /// Rows for the card's table: social accounts and organizations.
    func extraRows(_ profile: UserProfile) -> [(String, String)] {
        var rows: [(String, String)] = []
        for (index, account) in (profile.extras.socialAccounts ?? []).enumerated() {
            rows.append((index == 0 ? "Social" : "", TextSanitizer.line(account.url)))
        }
        if let organizations = profile.extras.organizations, !organizations.isEmpty {
            rows.append(("Orgs", TextSanitizer.line(organizations.map(\.login).joined(separator: ", "))))
        }
        return rows
    }

    /// The pinned work and the calendar, each a section of its own.
    func extraSections(_ profile: UserProfile) -> String {
        var text = ""
        let width = min(self.width ?? 80, 120)
        if let pinned = profile.extras.pinned, !pinned.isEmpty {
            text += "\n" + style.bold("Pinned") + "\n"
            for item in pinned {
                var line = "  " + style.bold(TextSanitizer.line(item.name))
                if let stars = item.stars { line += "  ★ " + NumberText.grouped(stars) }
                if let language = item.language {
                    line += "  " + dot(language.color) + TextSanitizer.line(language.name)
                }
                if item.kind == .gist { line += "  " + style.dim("gist") }
                text += line + "\n"
                if let description = present(item.description) {
                    let cut = TerminalText.truncate(TextSanitizer.line(description), to: max(10, width - 4))
                    text += "    " + style.dim(cut) + "\n"
                }
            }
        }
        if let calendar = profile.extras.contributions {
            let graph = ContributionGraph(calendar: calendar, depth: colorDepth)
            text += "\n" + style.bold("Contributions") + "\n" + graph.lines(width: width - 2).map { "  " + $0 }.joined()
            // Wrapped at words: the line is wider than an 80-column terminal once the streaks run long.
            text += TerminalText.paragraph(graph.summary, to: width - 2, maxLines: 3).lines.map { "  " + $0 + "\n" }.joined()
        }
        return text
    }

    /// The language's dot: `●` in its colour, or none without colour.
    private func dot(_ color: String?) -> String {
        guard let color, let code = colorDepth.foreground(color) else { return "" }
        return "\u{1B}[\(code)m●\u{1B}[0m "
    }

    /// `key:\tvalue` pairs for piped output, in a fixed order; absent parts are left out.
    func extraLines(_ profile: UserProfile) -> [(String, String?)] {
        let extras = profile.extras
        var fields: [(String, String?)] = [
            ("status", (extras.status ?? nil).flatMap(Self.statusText)),
            ("pronouns", extras.pronouns ?? nil),
            ("badges", extras.badges.flatMap { $0.isEmpty ? nil : $0.map(\.rawValue).joined(separator: ", ") }),
            ("follows_you", extras.followsYou.map { $0 ? "true" : "false" }),
            ("you_follow", extras.youFollow.map { $0 ? "true" : "false" }),
        ]
        fields += (extras.socialAccounts ?? []).map { ("social", "\($0.provider) \($0.url)") }
        if let organizations = extras.organizations, !organizations.isEmpty {
            fields.append(("organizations", organizations.map(\.login).joined(separator: ", ")))
        }
        fields += (extras.pinned ?? []).map { ("pinned", $0.name) }
        if let calendar = extras.contributions {
            fields += [
                ("contributions_last_year", String(calendar.total)), ("current_streak", String(calendar.currentStreak)),
                ("longest_streak", String(calendar.longestStreak)),
            ]
        }
        return fields
    }
}
