/// Searches for users by page number: what a sweep of a search's slices needs, to start any
/// slice at any page. Its users are the domain's values or those with what the data layer keeps
/// beside them (the command line's, with GitHub's bytes as sent).
public protocol UserSearchPages<User>: Sendable {
    /// A listed user.
    associatedtype User: ListedUser

    /// Page `page` (from 1) of the users matching `search`, `perPage` to a page, with the total
    /// number of matches.
    func searchUsers(_ search: UserSearch, perPage: Int, page: Int) async throws -> Page<User>
}
