import Foundation
import GHDomain
import GHWire

/// Writes full rows' members as sent into one body that the rows share: each row's summary
/// members as its listing sent them, then its profile's members in REST's names, so that
/// `--json` prints a full row as REST's `GET /users/{login}` would, from one
/// ``GHWire/SourceFields`` per row.
struct FullRowWriter {
    private var body: [UInt8] = []
    private var rows: [[SourceFields.Member]] = []

    /// Adds a row for `user` with `profile`'s members (REST name and JSON text, in order); returns
    /// its index for ``finish(_:)``.
    mutating func add(_ user: Sent<UserSummary>, profile: [(name: String, json: [UInt8])]) -> Int {
        rows.append((user.sentMembers + profile).map { append($0.name, $0.json) })
        return rows.count - 1
    }

    /// `profiles`, each paired with the index ``add(_:profile:)`` gave its row, with their
    /// members as sent; call it once every row is added.
    func finish(_ profiles: [(index: Int, profile: UserProfile)?]) -> [Sent<UserProfile>?] {
        profiles.map { row in
            row.map { index, profile in
                Sent(profile, source: SourceFields(body: body, members: rows[index]))
            }
        }
    }

    private mutating func append(_ name: String, _ json: some Collection<UInt8>) -> SourceFields.Member {
        let start = body.count
        body.append(contentsOf: json)
        return SourceFields.Member(name: name, range: start..<body.count)
    }
}
