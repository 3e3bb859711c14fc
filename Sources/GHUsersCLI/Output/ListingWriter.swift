import GHDomain
import GHSystem

/// Writes a listing to standard output page by page as it arrives, each page rendered by a
/// ``ListPrinter``, and leaves what it wrote valid when the listing stops part-way.
struct ListingWriter: Sendable {
    /// Where the pages go.
    let io: IOStreams
    /// The run's network and stores: its executor, and for users, favorites and profiles.
    let factory: Factory

    /// Writes `listing`, a ``PagedListing`` or a listing made from one, page by page as it
    /// arrives (the listing asks for the next page while this one is printed, see
    /// ``PagedListing/forEachPage(_:)``), on the network's own executor when it has one, so that
    /// reading, printing and sending the next request need no hand-off between threads.
    /// `heading` makes, from the first page, what is printed before it. When a page fails (or
    /// Ctrl-C stops it), what was printed is left valid (an open JSON array is closed) and the
    /// error is rethrown; if items were printed, as a ``StoppedListing`` that says how to go on,
    /// as `continuation` tells.
    func write<Listing: PageSequence, Item>(
        _ listing: Listing,
        into printer: inout ListPrinter<Item>,
        continuation: ListingContinuation<Item>,
        heading: (Page<Item>) -> String = { _ in "" }
    ) async throws -> ListingOutcome<Item> where Listing.Item == Item {
        let executor = factory.networkExecutor
        var outcome = ListingOutcome<Item>()
        do {
            try await withTaskExecutorPreference(executor) {
                try await stream(listing, into: &printer, sendingAheadFirst: executor != nil, outcome: &outcome, heading: heading)
            }
        } catch let closed as OutputClosed {
            throw closed
        } catch {
            guard let last = outcome.last else { throw error }
            throw StoppedListing(underlying: error, howToGoOn: continuation.line(printed: outcome.count, last: last))
        }
        return outcome
    }

    private func stream<Listing: PageSequence, Item>(
        _ listing: Listing,
        into printer: inout ListPrinter<Item>,
        sendingAheadFirst: Bool,
        outcome: inout ListingOutcome<Item>,
        heading: (Page<Item>) -> String
    ) async throws where Listing.Item == Item {
        // What of a page could wait for the reader (a pipe without room, a terminal) is written
        // from a thread of its own: a slow reader (a pager held on one screen, a script busy
        // with each line) must hold up neither a thread of Swift's small cooperative pool nor the
        // network's thread, where the request for the next page is under way and its deadline
        // running. What a pipe has room for is written here, with no hand-off.
        let writesAside = !io.outputWritesWithoutWaiting
        var started = false
        do {
            try await listing.forEachPage { page in
                // On an executor that runs one job at a time, the request for the next page,
                // queued there as this page was handed over, goes out before this page is printed.
                if sendingAheadFirst { await Task.yield() }
                var bytes = OutputBytes()
                if !started {
                    started = true
                    bytes.append(heading(page))
                }
                bytes.append(printer.render(page.items))
                try await write(bytes, aside: writesAside)
                outcome.count += page.items.count
                outcome.last = page.items.last ?? outcome.last
                outcome.hasMore = page.hasMore
                outcome.isIncomplete = outcome.isIncomplete || page.isIncomplete
            }
        } catch {
            try? await write(printer.finishAfterError(), aside: writesAside)
            throw error
        }
        try await write(printer.finish(), aside: writesAside)
    }

    /// Writes `bytes` to the output; when `aside`, what the output does not take at once is
    /// written from a blocking-work thread. (Handing every page to another thread cost a futex
    /// wake and wait and a context switch a page, which on one core means waiting for it.)
    private func write(_ bytes: OutputBytes, aside: Bool) async throws {
        guard aside, !bytes.isEmpty else { return try io.print(bytes) }
        let written = try io.printWithoutWaiting(bytes)
        guard written < bytes.bytes.count else { return }
        try await BlockingWork.run { [io] in try io.print(bytes, from: written) }
    }

    /// Writes `text` to the output, from a blocking-work thread when `aside`.
    private func write(_ text: String, aside: Bool) async throws {
        var bytes = OutputBytes()
        bytes.append(text)
        try await write(bytes, aside: aside)
    }
}
