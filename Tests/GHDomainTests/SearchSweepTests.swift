import Foundation
import GHDomain
import Synchronization
import Testing

/// Accounts searched in memory by the `created:A..B` a sweep adds (the only qualifier read),
/// sorted as `sort=joined&order=asc` sorts, 1,000 served; the `failing`th request fails.
private final class Accounts: UserSearchPages {
    struct Refused: Error {}

    let accounts: [(id: Int, created: Int64)]
    private let failing: Int?
    private let sent = Mutex(0)

    init(_ accounts: [(id: Int, created: Int64)], failing: Int? = nil) {
        self.accounts = accounts.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
        self.failing = failing
    }

    var requests: Int { sent.withLock { $0 } }

    func searchUsers(_ search: UserSearch, perPage: Int, page: Int) async throws -> Page<UserSummary> {
        let count = sent.withLock { sent in
            sent += 1
            return sent
        }
        if count == failing { throw Refused() }
        #expect(search.sort == .joined && search.order == .ascending)
        let created = try #require(search.query.split(separator: " ").last.map(String.init))
        let ends = created.dropFirst("created:".count).components(separatedBy: "..").map { ISO8601DateFormatter().date(from: $0)! }
        let (first, last) = (Int64(ends[0].timeIntervalSince1970), Int64(ends[1].timeIntervalSince1970))
        let matched = accounts.filter { (first...last).contains($0.created) }
        let served = matched.prefix(1000).dropFirst((page - 1) * perPage).prefix(perPage)
        let users = served.map { UserSummary(login: "user\($0.id)", id: $0.id, type: "User", siteAdmin: false, avatarURL: "", htmlURL: "") }
        return Page(items: users, next: nil, totalCount: matched.count)
    }
}

@Suite struct SearchSweepTests {
    /// Three accounts a second, a second an hour, from January 2010.
    private static func spread(_ count: Int, from firstID: Int = 1) -> [(id: Int, created: Int64)] {
        (0..<count).map { (firstID + $0, 1_262_304_000 + Int64($0 / 3) * 3_600) }
    }

    private static let end: Int64 = 1_800_000_000

    private func ids(_ sweep: SearchSweep<Accounts>) async throws -> [Int] {
        var ids: [Int] = []
        try await sweep.forEachPage { ids += $0.items.map(\.id) }
        return ids
    }

    @Test func everyMatch_comesOnce_oldestFirst_pastTheThousand() async throws {
        let accounts = Accounts(Self.spread(2_500))
        let sweep = SearchSweep(search: UserSearch(query: "location:lisbon")!, pages: accounts, until: Self.end)
        #expect(try await ids(sweep) == Array(1...2_500))
        let figures = sweep.progress.figures
        #expect(figures.requests == accounts.requests)
        // 25 pages at the least; the probes of the 9 spans cut in two, the empty spans before 2010
        // and the part-filled last page of each span add the rest.
        #expect(figures.cuts == 9 && figures.slices == 10 && figures.requests == 41, "\(figures)")
        #expect(figures.total == 2_500 && figures.unreachable == 0 && figures.next == nil && figures.handed == 2_500)
    }

    /// A second in which more than a thousand accounts were created gives its first thousand, and counts the rest.
    @Test func crowdedSecond_givesAThousand_andCountsTheRest() async throws {
        let crowded = (1...1_200).map { (id: $0, created: Int64(1_400_000_000)) }
        let accounts = Accounts(crowded + Self.spread(300, from: 5_000))
        let sweep = SearchSweep(search: UserSearch(query: "x")!, pages: accounts, until: Self.end)
        let ids = try await ids(sweep)
        #expect(ids == Array(5_000..<5_300) + Array(1...1_000) || ids.count == 1_300)
        #expect(Set(ids).count == ids.count)
        let figures = sweep.progress.figures
        #expect(figures.unreachable == 200)
        #expect(
            figures.crowded.map(\.total) == [1_200]
                && figures.crowded.first?.slice == CreationSlice(first: 1_400_000_000, last: 1_400_000_000))
    }

    @Test func stoppedSweep_resumesAtSliceAndPage_noGapNoRepeat() async throws {
        for failing in [1, 3, 9, 17, 24] {
            let stopped = SearchSweep(
                search: UserSearch(query: "q")!, pages: Accounts(Self.spread(2_500), failing: failing), until: Self.end)
            var before: [Int] = []
            await #expect(throws: Accounts.Refused.self) { try await stopped.forEachPage { before += $0.items.map(\.id) } }
            let point = try #require(stopped.progress.figures.next)
            #expect(SweepPosition(text: point.text) == point)
            let resumed = SearchSweep(search: UserSearch(query: "q")!, pages: Accounts(Self.spread(2_500)), from: point, until: Self.end)
            #expect(try await before + ids(resumed) == Array(1...2_500), "failing request \(failing)")
        }
    }

    @Test func aLimit_stopsThere_andSaysThereIsMore() async throws {
        let sweep = SearchSweep(search: UserSearch(query: "q")!, pages: Accounts(Self.spread(2_500)), limit: 1_050, until: Self.end)
        var pages: [Page<UserSummary>] = []
        try await sweep.forEachPage { pages.append($0) }
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...1_050))
        #expect(pages.last?.hasMore == true)
    }

    @Test func aResumePoint_thatIsNotOne_isRefused() {
        for text: String in [
            "", "20120304T050607Z..20121231T235959Z", "20120304T050607Z..20121231T235959Z@0", "20120304T050607Z..20121231T235959Z@11",
            "20121231T235959Z..20120304T050607Z@1", "20120230T000000Z..20121231T235959Z@1", "2012-03-04T05:06:07Z..20121231T235959Z@1",
            "20120304T050607Z...20121231T235959Z@1", "20120304T050607Z..20121231T235959Z@01x",
        ] {
            #expect(SweepPosition(text: text) == nil)
        }
    }

    @Test func aSlice_isWrittenAsGitHubDocumentsTimes() throws {
        let slice = try #require(CreationSlice(first: 1_330_837_567, last: 1_356_998_399))
        #expect(slice.qualifier == "created:2012-03-04T05:06:07+00:00..2012-12-31T23:59:59+00:00")
        #expect(SweepPosition(text: "20120304T050607Z..20121231T235959Z@3") == SweepPosition(slice: slice, page: 3))
    }
}
