import Foundation
import GHDomain
import GHWire

extension UserSummaryDTO: SourceKeeping {
    /// The members read and kept as sent, in the order of ``scan(_:body:)``'s switch.
    static let keptMemberNames: [StaticString] = ["login", "id", "type", "site_admin", "avatar_url", "html_url"]
}

extension UserSummaryDTO: ScannableObject {
    /// The members read, in the order of ``scan(_:body:)``'s switch.
    private static let memberNames = keptMemberNames.map(\.description)

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
        members.reserveCapacity(memberNames.count)
        var seen: UInt8 = 0
        var first = true
        while let name = try scanner.nextMember(first: &first) {
            let start = scanner.valueStart()
            guard let index = memberIndex(name) else {
                try scanner.skipValue()
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
            htmlURL: htmlURL ?? "", source: SentObject(members: members, range: objectStart..<scanner.offset).source(in: body))
    }
}
