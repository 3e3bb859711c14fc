import Foundation
import GHDomain

extension UserSummaryDTO: ScannableObject {
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
        members.reserveCapacity(6)
        var first = true
        while let name = try scanner.nextMember(first: &first) {
            let start = scanner.valueStart()
            let key: String
            if JSONScanner.name(name, is: "login") {
                guard login == nil else { throw JSONScanner.Failure(offset: start) }
                login = try scanner.readString()
                key = "login"
            } else if JSONScanner.name(name, is: "id") {
                guard id == nil else { throw JSONScanner.Failure(offset: start) }
                id = try scanner.readInt()
                key = "id"
            } else if JSONScanner.name(name, is: "type") {
                guard !members.contains(where: { $0.name == "type" }) else { throw JSONScanner.Failure(offset: start) }
                type = scanner.readNull() ? nil : try scanner.readString()
                key = "type"
            } else if JSONScanner.name(name, is: "site_admin") {
                guard !members.contains(where: { $0.name == "site_admin" }) else { throw JSONScanner.Failure(offset: start) }
                siteAdmin = scanner.readNull() ? nil : try scanner.readBool()
                key = "site_admin"
            } else if JSONScanner.name(name, is: "avatar_url") {
                guard !members.contains(where: { $0.name == "avatar_url" }) else { throw JSONScanner.Failure(offset: start) }
                avatarURL = scanner.readNull() ? nil : try scanner.readString()
                key = "avatar_url"
            } else if JSONScanner.name(name, is: "html_url") {
                guard !members.contains(where: { $0.name == "html_url" }) else { throw JSONScanner.Failure(offset: start) }
                htmlURL = scanner.readNull() ? nil : try scanner.readString()
                key = "html_url"
            } else {
                try scanner.skipValue()
                continue
            }
            members.append(SourceFields.Member(name: key, range: start..<scanner.offset))
        }
        guard let login, let id else { throw JSONScanner.Failure(offset: objectStart) }
        return UserSummaryDTO(
            login: login, id: id, type: type ?? "User", siteAdmin: siteAdmin ?? false, avatarURL: avatarURL ?? "",
            htmlURL: htmlURL ?? "", source: SourceFields(body: body, members: members))
    }
}
