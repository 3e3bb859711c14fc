import Foundation

/// Where users come from, in whichever values the one asking wants them: the domain's own
/// (``UserRepository``), or those values with what the data layer keeps beside them (the
/// command line's, which carry GitHub's bytes as sent). The listing rules work on either.
public protocol UserSource<User, Profile, Org>: Sendable {
    /// A listed user.
    associatedtype User: ListedUser
    /// A user's profile.
    associatedtype Profile: Sendable
    /// An organization.
    associatedtype Org: Sendable

    /// The first page of all users whose id is greater than `since`.
    func users(since: Int, perPage: Int) async throws -> Page<User>

    /// The page a previous page's cursor points to, for any listing of users that is not a
    /// search: all users, followers, following.
    func users(at cursor: PageCursor) async throws -> Page<User>

    /// One user's full profile.
    func profile(of login: Login) async throws -> Profile

    /// The first page of the users who follow `login`.
    func followers(of login: Login, perPage: Int) async throws -> Page<User>

    /// The first page of the users `login` follows.
    func following(of login: Login, perPage: Int) async throws -> Page<User>

    /// The first page of the public organizations `login` belongs to.
    func organizations(of login: Login, perPage: Int) async throws -> Page<Org>

    /// The page of organizations a previous page's cursor points to.
    func organizations(at cursor: PageCursor) async throws -> Page<Org>

    /// The first page of the users matching `search`, with the total number of matches.
    func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<User>

    /// The page of search results a previous page's cursor points to.
    func searchUsers(at cursor: PageCursor) async throws -> Page<User>
}

/// Where users come from, as the domain's values. The data layer implements it over GitHub's
/// REST API; tests can implement it in memory.
public protocol UserRepository: UserSource where User == UserSummary, Profile == UserProfile, Org == Organization {}
