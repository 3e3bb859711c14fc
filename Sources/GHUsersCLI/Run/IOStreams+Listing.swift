import GHDomain

/// How a listing printed by ``IOStreams/stream(_:into:firstPage:)`` ended.
struct ListingOutcome<Item: Sendable>: Sendable {
    /// Items printed.
    var count = 0
    /// The last item printed.
    var last: Item?
    /// Whether the listing has more items than were printed.
    var hasMore = false
    /// Whether any page said its search did not finish.
    var isIncomplete = false
}

extension IOStreams {
    /// Prints `listing` page by page as it arrives (the listing asks for a page or so ahead, see
    /// ``PagedListing/Iterator``), on `executor` when given: the network's own thread, so that
    /// reading, printing and sending the next request need no hand-off between threads.
    /// `firstPage` sees the first page before it is printed. When a page fails, what was printed
    /// is left valid (an open JSON array is closed) and the error is rethrown.
    func stream<Item>(
        _ listing: PagedListing<Item>,
        into printer: inout ListPrinter<Item>,
        on executor: (any TaskExecutor)?,
        firstPage: (Page<Item>) throws -> Void = { _ in }
    ) async throws -> ListingOutcome<Item> {
        try await PreferredExecutor.run(on: executor) {
            try await stream(listing, into: &printer, firstPage: firstPage)
        }
    }

    private func stream<Item>(
        _ listing: PagedListing<Item>,
        into printer: inout ListPrinter<Item>,
        firstPage: (Page<Item>) throws -> Void
    ) async throws -> ListingOutcome<Item> {
        var outcome = ListingOutcome<Item>()
        var started = false
        do {
            for try await page in listing {
                if !started {
                    started = true
                    try firstPage(page)
                }
                try print(printer.render(page.items))
                outcome.count += page.items.count
                outcome.last = page.items.last ?? outcome.last
                outcome.hasMore = page.hasMore
                outcome.isIncomplete = outcome.isIncomplete || page.isIncomplete
            }
        } catch {
            try? print(printer.finishAfterError())
            throw error
        }
        try print(printer.finish())
        return outcome
    }
}
