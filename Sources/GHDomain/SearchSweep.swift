/// Every user a search matches, past the 1,000 results GitHub serves of one search: the query is
/// cut by account creation time (`created:A..B`), each slice halved until it matches no more
/// than 1,000, and the slices walked in time order, each sorted by when its accounts joined, so
/// users arrive oldest first. A user is never handed over twice. A second in which more than
/// 1,000 matching accounts were created cannot be cut; its first 1,000 are walked and the rest
/// counted in ``SweepProgress``.
public struct SearchSweep<Pages: UserSearchPages>: PageSequence {
    /// Results asked for per request: GitHub's most.
    public static var pageSize: Int { SweepPosition.pageSize }

    private let search: UserSearch
    private let pages: Pages
    private let limit: Int?
    private let start: SweepPosition?
    private let end: Int64
    /// What the sweep has done, where it would go on, and what it cost.
    public let progress: SweepProgress

    /// A sweep of `search`'s query (its sort is not used: slices come in time order) through
    /// `pages`, from `start` (else GitHub's first account) to the second `end`, stopping after
    /// `limit` users when given.
    public init(search: UserSearch, pages: Pages, limit: Int? = nil, from start: SweepPosition? = nil, until end: Int64) {
        self.search = search
        self.pages = pages
        self.limit = limit
        self.start = start
        self.end = end
        progress = SweepProgress(start: start)
    }

    /// Hands over the users of each page, new ones only, slice by slice; the position to resume
    /// at moves past a page only once `body` has taken it.
    public func forEachPage(_ body: (Page<Pages.User>) async throws -> Void) async throws {
        try await walk { page in
            try await body(page)
            return true
        }
    }

    /// The first page from the start that has users on it (past slices that had to be cut and
    /// pages with none), and where the sweep goes on after it (`nil` at the end): the sweep a
    /// page at a time, for a reader that asks as it scrolls (the browser). The page is empty
    /// only at the end.
    public func nextPage() async throws -> (page: Page<Pages.User>, next: SweepPosition?) {
        var found = Page<Pages.User>(items: [], next: nil)
        try await walk { page in
            found = page
            return page.items.isEmpty
        }
        return (found, progress.figures.next)
    }

    /// The walk ``forEachPage(_:)`` and ``nextPage()`` share: `body` takes each page and says
    /// whether to go on.
    private func walk(_ body: (Page<Pages.User>) async throws -> Bool) async throws {
        var queue: [CreationSlice]
        var page: Int
        if let start {
            queue = [start.slice] + (start.slice.following(until: end).map { [$0] } ?? [])
            page = start.page
        } else {
            guard let whole = CreationSlice(first: CreationSlice.gitHubOrigin, last: max(CreationSlice.gitHubOrigin, end)) else { return }
            queue = [whole]
            page = 1
        }
        var seen = Set<Int>()
        var handed = 0
        while let slice = queue.first {
            try Task.checkCancellation()
            progress.update { $0.next = SweepPosition(slice: slice, page: page) }
            let scoped = UserSearch(query: search.query + " " + slice.qualifier, sort: .joined, order: .ascending) ?? search
            let answer = try await pages.searchUsers(scoped, perPage: Self.pageSize, page: page)
            let total = answer.totalCount ?? 0
            progress.update { figures in
                figures.requests += 1
                if figures.total == nil { figures.total = answer.totalCount }
                figures.isIncomplete = figures.isIncomplete || answer.isIncomplete
            }
            if page == 1, total > SearchLimit.maximumResults, let (early, late) = slice.halves {
                queue.replaceSubrange(0..<1, with: [early, late])
                progress.update { $0.cuts += 1 }
                continue
            }
            if page == 1 {
                progress.update { figures in
                    figures.slices += 1
                    if total > SearchLimit.maximumResults { figures.crowded.append(.init(slice: slice, total: total)) }
                }
            }
            // No more than a page's worth is read, and no user twice.
            var users = answer.items.prefix(Self.pageSize).filter { seen.insert($0.user.id).inserted }
            let reachable = min(total, SearchLimit.maximumResults)
            let sliceDone = answer.items.count < Self.pageSize || page * Self.pageSize >= reachable || page == SweepPosition.lastPage
            let next: SweepPosition? =
                sliceDone
                ? queue.dropFirst().first.flatMap { SweepPosition(slice: $0, page: 1) } : SweepPosition(slice: slice, page: page + 1)
            var truncated = false
            if let limit, handed + users.count >= limit {
                truncated = handed + users.count > limit || next != nil
                users = Array(users.prefix(limit - handed))
            }
            handed += users.count
            let goOn = try await body(
                Page(items: users, next: nil, isTruncated: truncated, totalCount: answer.totalCount, isIncomplete: answer.isIncomplete))
            progress.update { figures in
                figures.handed = handed
                figures.next = next
            }
            if let limit, handed >= limit { return }
            if !goOn { return }
            if sliceDone {
                queue.removeFirst()
                page = 1
            } else {
                page += 1
            }
        }
        progress.update { $0.next = nil }
    }
}
