import Foundation
import Synchronization

/// A listing of users with each page's profiles added (`--full`): a page's batch is asked for
/// as the page arrives, while the listing already asks for the pages after it, so the profiles
/// cost about no time of their own when the two take as long. Up to
/// ``PagedListing/pagesAtOnce`` batches are on their way at once, so that pages arriving together
/// (from a listing GitHub numbers) do not wait for each other's profiles. Pages are handed over
/// in order, each once its profiles have come and the listing has moved on (the next page came,
/// or there is none), or when that many batches wait: at most that many pages are held.
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

    /// Hands each page of `base` to `body` with its profiles, in order; a batch that failed
    /// throws once the pages before it were handed over.
    public func forEachPage(_ body: (Page<Profile>) async throws -> Void) async throws {
        typealias Batch = (index: Int, result: Result<[Profile?], any Error>)
        let directory = directory
        // The batches that have come, told as they come: the group hands them over only when asked.
        let finished = FinishedBatches()
        try await withThrowingTaskGroup(of: Batch.self) { group in
            var held: [Int: Page<Base.Item>] = [:]
            var received = 0
            var handed = 0
            var arrived: [Int: Result<[Profile?], any Error>] = [:]
            // Set while a page is handed over: a failure then is the batch's or the reader's.
            var isHandingOver = false
            // Hands over the pages in order whose batches have come, and more, waiting for
            // their batches, until no more than `limit` are on their way.
            func handOver(keeping limit: Int) async throws {
                while received > handed, received - handed > limit || finished.contains(handed) {
                    while arrived[handed] == nil, let batch = try await group.next() { arrived[batch.index] = batch.result }
                    guard let result = arrived.removeValue(forKey: handed), let page = held.removeValue(forKey: handed) else { return }
                    handed += 1
                    isHandingOver = true
                    try await body(try rows(page, result.get()))
                    isHandingOver = false
                }
            }
            do {
                try await base.forEachPage { page in
                    let index = received
                    held[index] = page
                    received += 1
                    let users = page.items
                    group.addTask {
                        // One return, after the `do`, as in `forEachNumberedPage`.
                        let result: Result<[Profile?], any Error>
                        do {
                            result = .success(users.isEmpty ? [] : try await directory.profiles(of: users))
                        } catch {
                            result = .failure(error)
                        }
                        finished.insert(index)
                        return (index, result)
                    }
                    try await handOver(keeping: PagedListing<Base.Item>.pagesAtOnce)
                }
            } catch {
                // A page of the listing that failed to come: the pages before it are handed over
                // first, with their profiles, as they were before the batches ran ahead.
                if !isHandingOver { try await handOver(keeping: 0) }
                throw error
            }
            try await handOver(keeping: 0)
        }
    }

    /// `page` with each user's profile, or the user as listed where there is none.
    private func rows(_ page: Page<Base.Item>, _ profiles: [Profile?]) throws -> Page<Profile> {
        guard profiles.count == page.items.count else {
            throw GitHubError.unexpectedResponse(url: "profiles", detail: "\(profiles.count) profiles came for \(page.items.count) users")
        }
        let rows = zip(page.items, profiles).map { user, profile in
            profile
                ?? {
                    missing(user)
                    return directory.listedOnly(user)
                }()
        }
        return page.replacingItems(with: rows)
    }
}

extension Page {
    /// The same page holding `items` instead.
    fileprivate func replacingItems<Other>(with items: [Other]) -> Page<Other> {
        Page<Other>(
            items: items, next: next, isTruncated: isTruncated, totalCount: totalCount, isIncomplete: isIncomplete, position: position,
            unfollowableNext: unfollowableNext, numbered: numbered)
    }
}

/// The batches whose answers have come, by page index, as their tasks tell it.
private final class FinishedBatches: Sendable {
    private let indices = Mutex(Set<Int>())

    func insert(_ index: Int) { indices.withLock { _ = $0.insert(index) } }

    func contains(_ index: Int) -> Bool { indices.withLock { $0.contains(index) } }
}
