import GHDomain
import GHSystem

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
    /// Prints `listing`, a ``PagedListing`` or a sequence of pages made from one, page by page as
    /// it arrives (the listing asks for a page or so ahead, see ``PagedListing/Iterator``), on `executor` when given: the network's own thread, so that
    /// reading, printing and sending the next request need no hand-off between threads.
    /// `heading` makes, from the first page, what is printed before it. When a page fails (or
    /// Ctrl-C stops it), what was printed is left valid (an open JSON array is closed) and the
    /// error is rethrown; if items were printed, as a ``StoppedListing`` that says how to go on, as
    /// `continuation` tells.
    func stream<Listing: AsyncSequence, Item>(
        _ listing: Listing,
        into printer: inout ListPrinter<Item>,
        on executor: (any TaskExecutor)?,
        continuation: ListingContinuation<Item>,
        heading: (Page<Item>) -> String = { _ in "" }
    ) async throws -> ListingOutcome<Item> where Listing.Element == Page<Item> {
        var outcome = ListingOutcome<Item>()
        do {
            try await PreferredExecutor.run(on: executor) {
                // On the network's thread, a page whose write could wait for the reader (a pipe, a
                // terminal) is written from another thread: a slow reader (a pager held on one
                // screen, a script busy with each line) must not hold up the request under way for
                // the next page, or its deadline would pass while the reader reads.
                let writesAside = executor != nil && !outputWritesWithoutWaiting
                try await stream(listing, into: &printer, writingAside: writesAside, outcome: &outcome, heading: heading)
            }
        } catch let closed as OutputClosed {
            throw closed
        } catch {
            guard let last = outcome.last else { throw error }
            throw StoppedListing(underlying: error, howToGoOn: continuation.line(printed: outcome.count, last: last))
        }
        return outcome
    }

    private func stream<Listing: AsyncSequence, Item>(
        _ listing: Listing,
        into printer: inout ListPrinter<Item>,
        writingAside: Bool,
        outcome: inout ListingOutcome<Item>,
        heading: (Page<Item>) -> String
    ) async throws where Listing.Element == Page<Item> {
        var started = false
        do {
            for try await page in listing {
                var bytes = OutputBytes()
                if !started {
                    started = true
                    bytes.append(heading(page))
                }
                bytes.append(printer.render(page.items))
                if writingAside {
                    try await BlockingWork.run { [self, bytes] in try print(bytes) }
                } else {
                    try print(bytes)
                }
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
    }
}
