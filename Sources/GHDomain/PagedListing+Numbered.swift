extension PagedListing {
    /// What a request for one numbered page brought: the page, or why there is none.
    private typealias Arrival = (number: Int, result: Result<Page<Item>, any Error>)

    /// Hands `kept` to `body`, then the pages `numbered` names, each kept by `walk` and handed
    /// over in order while up to ``concurrency`` of the pages after it are on their way. No page
    /// is asked for that the extent cannot use, counting full pages.
    ///
    /// Returns `nil` when the listing is over, or where to go on one page at a time when a page's
    /// next link is not the number after it (the list changed as it was read), or it wants more
    /// than the pages asked for (pages came short of a limit). A page that failed throws once
    /// every page before it was handed over; the requests still under way are cancelled.
    func forEachNumberedPage(
        _ numbered: NumberedPages, after kept: Page<Item>, walk: inout ListingWalk<Item>, _ body: (Page<Item>) async throws -> Void
    ) async throws -> PageCursor? {
        let wanted = walk.pagesWanted.map { numbered.first + $0 - 1 } ?? numbered.last
        let last = min(numbered.last, wanted)
        let fetch = next
        return try await withThrowingTaskGroup(of: Arrival.self) { group in
            var expected = numbered.first
            var asked = numbered.first
            func askAhead() {
                while asked <= last && asked < expected + concurrency {
                    let number = asked
                    let cursor = numbered.cursor(at: number)
                    group.addTask {
                        // One return, after the `do`: Swift 6.3.1's -O lost the number returned
                        // from each branch of a `do`/`catch` (see PERFORMANCE.md, "A wrong answer
                        // it caught").
                        let result: Result<Page<Item>, any Error>
                        do {
                            result = .success(try await fetch(cursor))
                        } catch {
                            result = .failure(error)
                        }
                        return (number, result)
                    }
                    asked += 1
                }
            }
            askAhead()
            try await body(kept)
            var arrived: [Int: Result<Page<Item>, any Error>] = [:]
            while expected <= last {
                while arrived[expected] == nil, let arrival = try await group.next() {
                    arrived[arrival.number] = arrival.result
                }
                guard let result = arrived.removeValue(forKey: expected) else { break }
                let kept = walk.keep(try result.get())
                expected += 1
                guard let cursor = walk.nextCursor else {
                    group.cancelAll()
                    try await body(kept)
                    if let failure = walk.failure { throw failure }
                    return nil
                }
                guard expected <= last, cursor == numbered.cursor(at: expected) else {
                    group.cancelAll()
                    try await body(kept)
                    return cursor
                }
                askAhead()
                try await body(kept)
            }
            return nil
        }
    }
}
