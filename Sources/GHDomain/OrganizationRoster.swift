/// A role in an organization, as `GET /orgs/{org}/members?role=` filters by it.
public enum MemberRole: String, CaseIterable, Sendable {
    /// The organization's owners.
    case admin
    /// Members who are not owners.
    case member
}

/// Which of an organization's members a listing can hold: GitHub shows every member only to a
/// member, and to anyone else the members who made their membership public.
public enum MemberVisibility: Equatable, Sendable {
    /// Every member, public or concealed: the caller belongs to the organization.
    case all
    /// Only those who made their membership public.
    case publicOnly
}

/// Where the people of an organization come from, in whichever values the one asking wants them
/// (as ``UserSource``). The data layer implements it over GitHub's REST API.
public protocol OrganizationRoster<User>: Sendable {
    /// A listed user.
    associatedtype User: ListedUser

    /// The first page of `organization`'s members, with `role` alone when given.
    func members(of organization: Login, role: MemberRole?, perPage: Int) async throws -> Page<User>

    /// The page of members a previous page's cursor points to.
    func members(at cursor: PageCursor) async throws -> Page<User>

    /// Which members GitHub shows the caller: all of them when the caller belongs to
    /// `organization`, else the public ones.
    func visibility(in organization: Login) async throws -> MemberVisibility
}

extension PagedListing {
    /// The members of `organization` the caller may see, with `role` alone when given, as far
    /// as `extent` says.
    public static func members<Roster: OrganizationRoster>(
        of organization: Login, role: MemberRole?, from roster: Roster, extent: ListingExtent
    ) -> PagedListing<Roster.User> where Item == Roster.User {
        PagedListing(
            extent: extent,
            id: { $0.user.id },
            first: { try await roster.members(of: organization, role: role, perPage: $0) },
            next: { try await roster.members(at: $0) }
        )
    }
}
