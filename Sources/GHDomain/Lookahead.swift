import Foundation

/// Starts a listing's requests ahead of the reader: the usual one when a page is handed over,
/// and, sooner, one straight from a page's next link as it arrives (see ``NextPageHint``).
///
/// That early request is made only when the listing is sure to want the page, and only while
/// the reader is waiting for the page whose link it is, so it never runs more than one page
/// ahead of a reader that has stopped reading.
///
/// Pages are numbered from 0 in the order the listing reads them. Each request has its own
/// number too, so that a link heard by a request since replaced (one started at a link that
/// turned out different) is ignored.
final class Lookahead<Item: Sendable>: @unchecked Sendable {
    private typealias Request = Task<Page<Item>, any Error>

    private let fetch: @Sendable (PageCursor) async throws -> Page<Item>
    private let lock = NSLock()
    /// The request whose hearings count for each page still being read.
    private var current: [Int: Int] = [:]
    private var requestsMade = 0
    /// The page whose next link may start the request after it, and a link that must not
    /// (one back to a page already read).
    private var armed: (page: Int, unless: PageCursor?)?
    /// The latest page whose next link has arrived, and that link.
    private var heard: (page: Int, cursor: PageCursor)?
    /// The last page whose link has started a request; later hearings for it are ignored.
    private var usedThrough = -1
    /// The page the reader is waiting for.
    private var awaited: Int?
    /// A request already under way for a page the reader has not asked for yet.
    private var started: (page: Int, cursor: PageCursor, request: Request)?

    /// Creates a lookahead that follows cursors with `fetch`.
    init(fetch: @escaping @Sendable (PageCursor) async throws -> Page<Item>) {
        self.fetch = fetch
    }

    /// Runs `body`, the request for the first page, listening for its next link.
    func first(_ body: () async throws -> Page<Item>) async throws -> Page<Item> {
        let identity = lock.withLock { begin(page: 0) }
        return try await reading(page: 0, as: identity, body)
    }

    /// Lets page `number`'s next link start the request for the page after it, unless the
    /// link is `unless`. Replaces any earlier permission.
    func arm(page number: Int, unless: PageCursor?) {
        lock.withLock {
            armed = (number, unless)
            startIfReady()
        }
    }

    /// Notes that the reader now waits for page `number`.
    func awaiting(page number: Int) {
        lock.withLock {
            awaited = number
            startIfReady()
        }
    }

    /// The request for page `number` at `cursor`: the one already under way, or a new one.
    func request(page number: Int, at cursor: PageCursor) -> Task<Page<Item>, any Error> {
        let (request, replaced) = lock.withLock { () -> (Request, Request?) in
            defer { started = nil }
            if let started, started.page == number, started.cursor == cursor {
                return (started.request, nil)
            }
            let replaced = started.map(withdraw)
            return (start(page: number, at: cursor), replaced)
        }
        replaced?.cancel()
        return request
    }

    /// Withdraws any permission and cancels any request the reader will not ask for.
    func stop() {
        let replaced = lock.withLock { () -> Request? in
            armed = nil
            heard = nil
            defer { started = nil }
            return started.map(withdraw)
        }
        replaced?.cancel()
    }

    private func reading<Value>(page number: Int, as identity: Int, _ body: () async throws -> Value) async throws -> Value {
        let listener: @Sendable (PageCursor) -> Void = { [self] cursor in heard(cursor, onPage: number, by: identity) }
        return try await NextPageHint.$observer.withValue(listener) { try await body() }
    }

    private func heard(_ cursor: PageCursor, onPage number: Int, by identity: Int) {
        lock.withLock {
            // A retried request hears its link again; the first hearing stands.
            guard current[number] == identity, number > usedThrough, heard?.page != number else { return }
            heard = (number, cursor)
            startIfReady()
        }
    }

    /// Starts the request for the page after the armed one once its link has arrived and the
    /// reader waits for the armed page. Must be called with the lock held.
    private func startIfReady() {
        guard let armed, let heard, armed.page == heard.page, awaited == armed.page, started == nil else { return }
        self.armed = nil
        self.heard = nil
        usedThrough = heard.page
        guard heard.cursor != armed.unless else { return }
        started = (heard.page + 1, heard.cursor, start(page: heard.page + 1, at: heard.cursor))
    }

    /// Forgets a request that will not be used; the caller cancels it once the lock is free.
    /// Must be called with the lock held.
    private func withdraw(_ request: (page: Int, cursor: PageCursor, request: Request)) -> Request {
        current[request.page] = nil
        if heard?.page == request.page { heard = nil }
        return request.request
    }

    /// Numbers a new request for page `number`. Must be called with the lock held.
    private func begin(page number: Int) -> Int {
        requestsMade += 1
        current[number] = requestsMade
        current = current.filter { $0.key >= number - 1 }
        return requestsMade
    }

    /// Must be called with the lock held; the request itself runs outside it.
    private func start(page number: Int, at cursor: PageCursor) -> Request {
        let fetch = fetch
        let identity = begin(page: number)
        return Task { try await self.reading(page: number, as: identity) { try await fetch(cursor) } }
    }
}
