import Foundation
import GHDomain
import GHTerminal
import GHText

/// A profile as the top of its screen shows it: everything `show` prints, as far as the room
/// allows, the most telling lines first.
enum ProfileCard {
    /// One line of the card: its text and how it looks.
    struct Line: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case title, detail, bio, link, error }
        var text: String
        var kind: Kind
    }

    /// The card's lines for `width` columns, at most `limit` of them, in display order: the
    /// profile, and above it the error when the last request for it failed (whole, wrapped).
    static func lines(_ screen: ProfileScreen, width: Int, limit: Int) -> [Line] {
        var error: [Line] = []
        if case .failed(let failure) = screen.status {
            let retry = failure.isNotFound ? "" : " — r to retry"
            error = Layout.messageText("Error: \(failure.message)\(retry)", width: width).map { Line(text: $0, kind: .error) }
        }
        guard let profile = screen.profile else {
            return error.isEmpty ? [Line(text: "Loading @\(screen.login.rawValue)…", kind: .detail)] : error
        }
        return error + lines(profile, width: width, limit: max(1, limit - error.count))
    }

    /// The lines of `profile`'s card for `width` columns, at most `limit` of them, in display
    /// order; the least telling are left out first.
    static func lines(_ profile: UserProfile, width: Int, limit: Int) -> [Line] {
        var ranked: [(rank: Int, line: Line)] = []
        let user = profile.summary
        let name = present(profile.name).map(TextSanitizer.line)
        let login = TextSanitizer.line(user.login)
        ranked.append((0, Line(text: name.map { "\($0)  @\(login)" } ?? login, kind: .title)))
        // A line of facts too long for the width goes on in more lines, which are the first to
        // be left out.
        func add(_ parts: [String], rank: Int, kind: Line.Kind) {
            for (index, text) in packed(parts.map(TextSanitizer.line), width: width).enumerated() {
                ranked.append((index == 0 ? rank : 10 + rank, Line(text: text, kind: kind)))
            }
        }
        // What GraphQL adds (with a token): pronouns, badges, who follows whom, the status.
        let marks = marks(profile.extras, titleShowsStaff: user.siteAdmin)
        if !marks.isEmpty { add(marks, rank: 1, kind: .detail) }
        if let status = profile.extras.status ?? nil, let text = statusText(status) {
            for (index, line) in TerminalText.paragraph(TextSanitizer.line(text), to: width, maxLines: 2).lines.enumerated() {
                ranked.append((index == 0 ? 2 : 12, Line(text: line, kind: .bio)))
            }
        }
        add([present(user.type), present(profile.company), present(profile.location)].compactMap { $0 }, rank: 2, kind: .detail)
        if let bio = present(profile.bio) {
            // Wrapped at words and cut with `…`: a bio of any length keeps to three lines.
            let text = TextSanitizer.line(bio.replacingOccurrences(of: "\n", with: " "))
            let wrapped = TerminalText.paragraph(text, to: max(10, width - 2), maxLines: 3).lines
            for (index, line) in wrapped.enumerated() { ranked.append((5 + index, Line(text: line, kind: .bio))) }
        }
        add(counts(profile), rank: 1, kind: .detail)
        // What a card's own GraphQL query adds: the year's contributions, pinned work,
        // organizations and social accounts.
        if let calendar = profile.extras.contributions {
            let days = { (count: Int) in NumberText.counted(count, "day", "days") }
            add(
                [
                    NumberText.counted(calendar.total, "contribution", "contributions") + " in the last year",
                    "longest streak " + days(calendar.longestStreak), "current " + days(calendar.currentStreak),
                ], rank: 3, kind: .detail)
        }
        let pinned = (profile.extras.pinned ?? []).map { item in
            item.stars.map { "\(item.name) ★\(NumberText.short($0))" } ?? item.name
        }
        if !pinned.isEmpty { add(labelled("Pinned", pinned), rank: 4, kind: .detail) }
        let organizations = (profile.extras.organizations ?? []).map { "@" + $0.login }
        if !organizations.isEmpty { add(labelled("Orgs", organizations), rank: 4, kind: .detail) }
        let accounts = (profile.extras.socialAccounts ?? []).map { account in
            account.displayName.flatMap(present) ?? account.url.replacingOccurrences(of: "https://", with: "")
        }
        if !accounts.isEmpty { add(labelled("Social", accounts), rank: 4, kind: .link) }
        let links = [
            present(profile.blog), present(profile.email), present(profile.twitterUsername).map { "@" + $0 },
            profile.hireable == true ? "hireable" : nil,
        ].compactMap { $0 }
        if !links.isEmpty { add(links, rank: 4, kind: .link) }
        if !user.htmlURL.isEmpty { ranked.append((3, Line(text: TextSanitizer.line(user.htmlURL), kind: .link))) }
        let kept = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.prefix(max(1, limit))
        return kept.sorted { $0.offset < $1.offset }.map(\.element.line)
    }

    /// Pronouns, badges, "follows you" and "you follow", as `show`'s card names them; STAFF
    /// is left to the title when its badge is drawn there (`titleShowsStaff`).
    static func marks(_ extras: ProfileExtras, titleShowsStaff: Bool = false) -> [String] {
        var marks = (extras.pronouns ?? nil).flatMap(present).map { [$0] } ?? []
        marks += (extras.badges ?? []).filter { !(titleShowsStaff && $0 == .staff) }.map(\.rawValue)
        if extras.followsYou == true { marks.append("follows you") }
        if extras.youFollow == true { marks.append("you follow") }
        return marks
    }

    /// A status as a line: its emoji (as GitHub rendered it, else as written), its message, and
    /// "(busy)".
    static func statusText(_ status: ProfileStatus) -> String? {
        var parts = [status.renderedEmoji ?? status.emoji, status.message].compactMap { $0.flatMap(present) }
        if status.limitedAvailability == true { parts.append("(busy)") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// `parts` joined by ` · ` into as few lines of `width` cells as hold them whole (a part
    /// longer than a line has one of its own); one line, empty, for no parts.
    static func packed(_ parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, TerminalText.width(last) + 3 + TerminalText.width(part) <= width {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        return lines.isEmpty ? [""] : lines
    }

    /// `parts` with `label:` before the first: `Orgs: @github`, `@octo-org`.
    private static func labelled(_ label: String, _ parts: [String]) -> [String] {
        guard let first = parts.first else { return [] }
        return ["\(label): \(first)"] + parts.dropFirst()
    }

    /// `12 followers`, `3 following`, `8 repos`, `8 gists`, `joined 2011-01-25`.
    private static func counts(_ profile: UserProfile) -> [String] {
        var parts: [String] = []
        if let followers = profile.followers { parts.append(NumberText.counted(followers, "follower", "followers")) }
        if let following = profile.following { parts.append("\(NumberText.grouped(following)) following") }
        if let repositories = profile.publicRepos { parts.append(NumberText.counted(repositories, "repo", "repos")) }
        if let gists = profile.publicGists { parts.append(NumberText.counted(gists, "gist", "gists")) }
        if let joined = profile.createdAt?.date.flatMap({ CalendarDay($0) }) { parts.append("joined \(joined)") }
        return parts
    }

    /// `2011-01-25`, in UTC as GitHub gives it.
    static func day(_ date: Date) -> String {
        CalendarDay(date)?.description ?? "-"
    }

    private static func present(_ value: String?) -> String? {
        guard let value, value.contains(where: { !$0.isWhitespace }) else { return nil }
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
