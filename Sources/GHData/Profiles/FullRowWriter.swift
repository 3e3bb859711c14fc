import Foundation
import GHDomain

/// Writes full rows' members as sent into one body that the rows share: each row's summary
/// members as its listing sent them, then its profile's members in REST's names, so that
/// `--json` prints a full row as REST's `GET /users/{login}` would, from one
/// ``GHDomain/SourceFields`` per row.
struct FullRowWriter {
    /// The summary members a row keeps from its listing (the order they are printed in is the
    /// printer's).
    static let summaryMembers = UserSummaryDTO.keptMemberNames.map(\.description)

    private var body: [UInt8] = []
    private var rows: [[SourceFields.Member]] = []

    /// Adds a row for `user` with `profile`'s members (REST name and JSON text, in order); returns
    /// its index for ``source(of:)``.
    mutating func add(_ user: UserSummary, profile: [(name: String, json: [UInt8])]) -> Int {
        var members: [SourceFields.Member] = []
        members.reserveCapacity(Self.summaryMembers.count + profile.count)
        for name in Self.summaryMembers {
            if let source = user.source {
                // A member the listing left out stays out.
                guard let raw = source.value(of: name) else { continue }
                members.append(append(name, raw))
            } else {
                members.append(append(name, Self.typed(name, of: user)))
            }
        }
        for (name, json) in profile {
            members.append(append(name, json))
        }
        rows.append(members)
        return rows.count - 1
    }

    /// `profiles`, each paired with the index ``add(_:profile:)`` gave its row, with their
    /// members as sent; call it once every row is added.
    func finish(_ profiles: [(index: Int, profile: UserProfile)?]) -> [UserProfile?] {
        profiles.map { row in
            row.map { index, profile in
                var profile = profile
                profile.summary.source = SourceFields(body: body, members: rows[index])
                return profile
            }
        }
    }

    private mutating func append(_ name: String, _ json: some Collection<UInt8>) -> SourceFields.Member {
        let start = body.count
        body.append(contentsOf: json)
        return SourceFields.Member(name: name, range: start..<body.count)
    }

    /// A summary member of a user that came from no response, as JSON text.
    private static func typed(_ name: String, of user: UserSummary) -> [UInt8] {
        switch name {
        case "login": return JSONText.quoted(user.login)
        case "id": return Array(String(user.id).utf8)
        case "avatar_url": return JSONText.quoted(user.avatarURL)
        case "html_url": return JSONText.quoted(user.htmlURL)
        case "type": return JSONText.quoted(user.type)
        default: return Array((user.siteAdmin ? "true" : "false").utf8)
        }
    }
}
