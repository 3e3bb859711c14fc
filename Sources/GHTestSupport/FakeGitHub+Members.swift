import Foundation
import LoopbackHTTPServer

extension FakeGitHub {
    /// An organization's people, as the stand-in serves them: every member to a request whose
    /// token belongs to one of them, the public ones to anyone else, owners and the rest by role.
    public struct Members: Sendable {
        /// The members' ids, in the order listed.
        public var ids: [Int]
        /// The owners among them (`role=admin`); the rest are `member`.
        public var admins: Set<Int>
        /// Those who made their membership public.
        public var publicIDs: Set<Int>
        /// The tokens (as sent after `Bearer `) of members of the organization.
        public var memberTokens: Set<String>

        /// An organization's members, owners, public members and the tokens of members.
        public init(ids: [Int], admins: Set<Int> = [], publicIDs: Set<Int> = [], memberTokens: Set<String> = []) {
            self.ids = ids
            self.admins = admins
            self.publicIDs = publicIDs
            self.memberTokens = memberTokens
        }

        /// Whether `request` carries a member's token.
        func isMember(_ request: HTTPRequestRecord) -> Bool {
            guard let authorization = request.header("Authorization"), authorization.hasPrefix("Bearer ") else { return false }
            return memberTokens.contains(String(authorization.dropFirst("Bearer ".count)))
        }
    }

    /// `GET /orgs/{org}/members` (paged, `role` filtered, public members only for a non-member)
    /// and `GET /user/memberships/orgs/{org}`; `nil` for any other path.
    func routeMembers(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 3, parts[0] == "orgs", parts[2] == "members" {
            guard let members = organizationMembers[parts[1].lowercased()] else { return Self.notFound }
            let role = request.queryValue("role") ?? "all"
            guard ["all", "admin", "member"].contains(role) else {
                return .text(
                    #"{"message":"Validation Failed","errors":[{"resource":"Member","field":"role","code":"invalid"}]}"#, status: 422)
            }
            let member = members.isMember(request)
            let shown = members.ids.filter { id in
                (member || members.publicIDs.contains(id))
                    && (role == "all" || (role == "admin") == members.admins.contains(id))
            }
            return page(request, count: shown.count) { listedJSON(id: shown[$0]) }
        }
        if parts.count == 4, parts[0] == "user", parts[1] == "memberships", parts[2] == "orgs" {
            guard request.header("Authorization") != nil else {
                return .text(#"{"message":"Requires authentication"}"#, status: 401)
            }
            guard let members = organizationMembers[parts[3].lowercased()], members.isMember(request) else { return Self.notFound }
            return .text(#"{"state":"active","role":"member","organization":{"login":"\#(parts[3])"}}"#)
        }
        return nil
    }
}
