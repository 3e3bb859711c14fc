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

    /// The card's lines for `width` columns, at most `limit` of them, in display order.
    static func lines(_ screen: ProfileScreen, width: Int, limit: Int) -> [Line] {
        guard let profile = screen.profile else {
            switch screen.status {
            case .failed(let message): return [Line(text: "Error: \(message) — r to retry", kind: .error)]
            default: return [Line(text: "Loading @\(screen.login.rawValue)…", kind: .detail)]
            }
        }
        var ranked: [(rank: Int, line: Line)] = []
        let user = profile.summary
        let name = present(profile.name).map(TextSanitizer.line)
        let login = TextSanitizer.line(user.login)
        ranked.append((0, Line(text: name.map { "\($0)  @\(login)" } ?? login, kind: .title)))
        let about = [present(user.type), present(profile.company), present(profile.location)].compactMap { $0 }
        ranked.append((2, Line(text: about.map(TextSanitizer.line).joined(separator: " · "), kind: .detail)))
        if let bio = present(profile.bio) {
            let wrapped = TerminalText.wrap(TextSanitizer.line(bio.replacingOccurrences(of: "\n", with: " ")), to: max(10, width - 2))
            for (index, line) in wrapped.prefix(3).enumerated() { ranked.append((5 + index, Line(text: line, kind: .bio))) }
        }
        ranked.append((1, Line(text: counts(profile), kind: .detail)))
        let links = [
            present(profile.blog), present(profile.email), present(profile.twitterUsername).map { "@" + $0 },
            profile.hireable == true ? "hireable" : nil,
        ].compactMap { $0 }
        if !links.isEmpty { ranked.append((4, Line(text: links.map(TextSanitizer.line).joined(separator: " · "), kind: .link))) }
        if !user.htmlURL.isEmpty { ranked.append((3, Line(text: TextSanitizer.line(user.htmlURL), kind: .link))) }
        let kept = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.prefix(max(1, limit))
        return kept.sorted { $0.offset < $1.offset }.map(\.element.line)
    }

    /// `12 followers · 3 following · 8 repos · 8 gists · joined 2011-01-25`.
    private static func counts(_ profile: UserProfile) -> String {
        var parts: [String] = []
        if let followers = profile.followers { parts.append("\(NumberText.grouped(followers)) followers") }
        if let following = profile.following { parts.append("\(NumberText.grouped(following)) following") }
        if let repositories = profile.publicRepos { parts.append("\(NumberText.grouped(repositories)) repos") }
        if let gists = profile.publicGists { parts.append("\(NumberText.grouped(gists)) gists") }
        if let joined = profile.createdAt?.date.flatMap({ CalendarDay($0) }) { parts.append("joined \(joined)") }
        return parts.joined(separator: " · ")
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
