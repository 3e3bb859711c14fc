import Foundation
import GHDomain

extension UserSummaryDTO: SourceKeeping {
    /// The members kept as sent, for `--json`: those read, then the rest of what GitHub sends
    /// for a user (and a search's `score`).
    static let keptMemberNames: [StaticString] = readMemberNames + extraMemberNames

    /// The members read and kept, in the order of ``scan(_:body:)``'s switch.
    static let readMemberNames: [StaticString] = ["login", "id", "type", "site_admin", "avatar_url", "html_url"]

    /// The members kept but not read, in the order of ``extraIndex(_:)``.
    static let extraMemberNames: [StaticString] = [
        "url", "score", "node_id", "gists_url", "repos_url", "events_url", "gravatar_id", "starred_url", "followers_url",
        "following_url", "user_view_type", "subscriptions_url", "organizations_url", "received_events_url",
    ]
}

extension UserSummaryDTO: ScannableObject {
    /// The members read, in the order of ``scan(_:body:)``'s switch.
    private static let memberNames = readMemberNames.map(\.description)

    /// The members kept but not read.
    private static let extraNames = extraMemberNames.map(\.description)

    /// The index in ``extraNames`` of the member named `name`, if it is one of them; by length
    /// first, as for ``memberIndex(_:)``.
    private static func extraIndex(_ name: JSONScanner.MemberName) -> Int? {
        switch name.count {
        case 3: return name.is("url") ? 0 : nil
        case 5: return name.is("score") ? 1 : nil
        case 7: return name.is("node_id") ? 2 : nil
        case 9: return name.is("gists_url") ? 3 : name.is("repos_url") ? 4 : nil
        case 10: return name.is("events_url") ? 5 : nil
        case 11: return name.is("gravatar_id") ? 6 : name.is("starred_url") ? 7 : nil
        case 13: return name.is("followers_url") ? 8 : name.is("following_url") ? 9 : nil
        case 14: return name.is("user_view_type") ? 10 : nil
        case 17: return name.is("subscriptions_url") ? 11 : name.is("organizations_url") ? 12 : nil
        case 19: return name.is("received_events_url") ? 13 : nil
        default: return nil
        }
    }

    /// The index in ``memberNames`` of the member named `name`, if it is one of them; by length
    /// first, as most of a user's twenty members are not read.
    private static func memberIndex(_ name: JSONScanner.MemberName) -> Int? {
        switch name.count {
        case 2: return name.is("id") ? 1 : nil
        case 4: return name.is("type") ? 2 : nil
        case 5: return name.is("login") ? 0 : nil
        case 8: return name.is("html_url") ? 5 : nil
        case 10: return name.is("site_admin") ? 3 : name.is("avatar_url") ? 4 : nil
        default: return nil
        }
    }

    /// Reads a user as ``init(from:)`` decodes one (the same members required, the same
    /// defaults for the rest, `null` as absent), and keeps each member's text as sent.
    static func scan(_ scanner: inout JSONScanner, body: [UInt8]) throws(JSONScanner.Failure) -> UserSummaryDTO {
        let objectStart = scanner.valueStart()
        try scanner.beginObject()
        var login: String?
        var id: Int?
        var type: String?
        var siteAdmin: Bool?
        var avatarURL: String?
        var htmlURL: String?
        var members: [SourceFields.Member] = []
        members.reserveCapacity(memberNames.count + extraNames.count)
        var seen: UInt8 = 0
        var first = true
        while let name = try scanner.nextMember(first: &first) {
            let start = scanner.valueStart()
            guard let index = memberIndex(name) else {
                let range = try scanner.skipValue()
                if let extra = extraIndex(name) { members.append(SourceFields.Member(name: extraNames[extra], range: range)) }
                continue
            }
            // A member sent twice is left to JSONDecoder to make sense of.
            guard seen & (1 << index) == 0 else { throw JSONScanner.Failure(offset: start) }
            seen |= 1 << index
            switch index {
            case 0: login = try scanner.readString()
            case 1: id = try scanner.readInt()
            case 2: type = try scanner.readOptionalString()
            case 3: siteAdmin = scanner.readNull() ? nil : try scanner.readBool()
            case 4: avatarURL = try scanner.readOptionalString()
            default: htmlURL = try scanner.readOptionalString()
            }
            members.append(SourceFields.Member(name: memberNames[index], range: start..<scanner.offset))
        }
        guard let login, let id else { throw JSONScanner.Failure(offset: objectStart) }
        return UserSummaryDTO(
            login: login, id: id, type: type ?? "", siteAdmin: siteAdmin ?? false, avatarURL: avatarURL ?? "",
            htmlURL: htmlURL ?? "", source: SourceFields(body: body, members: members))
    }
}
