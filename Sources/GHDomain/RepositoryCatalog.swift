import Foundation

/// Where repositories come from (a user's own, and searches over all of them), in whichever
/// values the one asking wants them, as ``UserSource`` says for users.
public protocol RepositorySource<Repository>: Sendable {
    /// A repository.
    associatedtype Repository: Sendable

    /// The first page of the public repositories `owner` owns.
    func repositories(of owner: Login, sort: RepositoryListSort?, perPage: Int) async throws -> Page<Repository>

    /// The page of an owner's (or a user's starred) repositories a previous page's cursor points to.
    func repositories(at cursor: PageCursor) async throws -> Page<Repository>

    /// The first page of the repositories `login` starred, most recently starred first.
    func starred(by login: Login, perPage: Int) async throws -> Page<Repository>

    /// The first page of repositories matching `search`, with the total number of matches.
    func searchRepositories(_ search: RepositorySearch, perPage: Int) async throws -> Page<Repository>

    /// The page of search results a previous page's cursor points to.
    func searchRepositories(at cursor: PageCursor) async throws -> Page<Repository>
}

/// Where repositories come from, as the domain's values. The data layer implements it over
/// GitHub's REST API.
public protocol RepositoryCatalog: RepositorySource where Repository == RepositorySummary {}
