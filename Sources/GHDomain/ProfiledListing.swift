import Foundation

/// A listing of users with each page's profiles added (`--full`): a page's batch is asked for
/// as the page is handed over, while the listing already asks for the next page, so the
/// profiles cost about no time of their own when the two take as long. At most two pages are
/// held: the one whose profiles are awaited and the next.
///
/// A user the directory no longer knows keeps its row, as listed, with no profile members; it is
/// handed to `missing`, so the command line can say so with `-v`.
public struct ProfiledListing<Base: PageSequence, Profile: Sendable>: PageSequence where Base.Item: ListedUser {
    private let base: Base
    private let directory: any ProfileDirectory<Base.Item, Profile>
    private let missing: @Sendable (Base.Item) -> Void

    /// The pages of `base`, each with the profiles `directory` has for its users.
    public init<Directory: ProfileDirectory>(
        _ base: Base, directory: Directory, missing: @escaping @Sendable (Base.Item) -> Void = { _ in }
    ) where Directory.User == Base.Item, Directory.Profile == Profile {
        self.base = base
        self.directory = directory
        self.missing = missing
    }

    /// Hands each page of `base` to `body` with its profiles.
    public func forEachPage(_ body: (Page<Profile>) async throws -> Void) async throws {
        try await base.forEachPage { page in
            let profiles = page.items.isEmpty ? [] : try await directory.profiles(of: page.items)
            guard profiles.count == page.items.count else {
                throw GitHubError.unexpectedResponse(
                    url: "profiles", detail: "\(profiles.count) profiles came for \(page.items.count) users")
            }
            let rows = zip(page.items, profiles).map { user, profile in
                profile
                    ?? {
                        missing(user)
                        return directory.listedOnly(user)
                    }()
            }
            try await body(page.replacingItems(with: rows))
        }
    }
}

extension Page {
    /// The same page holding `items` instead.
    fileprivate func replacingItems<Other>(with items: [Other]) -> Page<Other> {
        Page<Other>(
            items: items, next: next, isTruncated: isTruncated, totalCount: totalCount, isIncomplete: isIncomplete, position: position,
            unfollowableNext: unfollowableNext)
    }
}
