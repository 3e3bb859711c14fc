import Foundation
import GHDomain
import GHWire

extension Sent where Value == UserSummary {
    /// The members a listing sends for a user, as JSON text: as sent when the user came from a
    /// response (a member it left out stays out), else made from the typed fields.
    var sentMembers: [(name: String, json: [UInt8])] {
        userMemberNames.compactMap { name in
            guard !source.isEmpty else { return (name, value.typedJSON(name)) }
            return source.value(of: name).map { (name, Array($0)) }
        }
    }
}

/// The names of the members a listing keeps for a user, made once rather than for every user.
private let userMemberNames = UserSummaryDTO.keptMemberNames.map(\.description)

extension UserSummary {
    /// Member `name`'s JSON text, made from the typed field.
    fileprivate func typedJSON(_ name: String) -> [UInt8] {
        switch name {
        case "login": return JSONText.quoted(login)
        case "id": return Array(String(id).utf8)
        case "avatar_url": return JSONText.quoted(avatarURL)
        case "html_url": return JSONText.quoted(htmlURL)
        case "type": return JSONText.quoted(type)
        default: return Array((siteAdmin ? "true" : "false").utf8)
        }
    }
}
