/// `GET /user/memberships/orgs/{org}`'s answer, of which only the state is read.
struct MembershipDTO: Decodable, Sendable {
    /// `active`, or `pending` for an invitation not yet accepted.
    let state: String?
}
