import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `trending --period year` and `all` from the built binary: what each asks GitHub's search for.
@Suite(.timeLimit(.minutes(1)))
struct TrendingPeriodEndToEndTests {
    @Test func year_asksForTheLast365Days_andAll_forAnyAge() async throws {
        var fake = FakeGitHub()
        fake.searchRepositoryCount = 2
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let started = Date()
        let year = try await BinaryRunner.run(["trending", "--period", "year", "--limit", "1", "--api-url", api])
        let all = try await BinaryRunner.run(["trending", "--period", "all", "--limit", "1", "--api-url", api])
        #expect(year.stderr == "" && year.status == 0)
        #expect(year.stdout == all.stdout)
        #expect(all == ProcessResult(stdout: all.stdout, stderr: "", status: 0))
        #expect(all.stdout.hasPrefix("1\t"))
        // The day 365 days back, by UTC, when the run started (or a moment later, past midnight).
        let days = [started, Date()].map { date in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let day = calendar.dateComponents([.year, .month, .day], from: date.addingTimeInterval(-365 * 86_400))
            return String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!)
        }
        let queries = server.requests.map(\.target)
        #expect(queries.count == 2)
        #expect(
            days.contains { queries.first == "/search/repositories?q=created%3A%3E\($0)&sort=stars&order=desc&per_page=1" }, "\(queries)")
        #expect(queries.last == "/search/repositories?q=stars%3A%3E1&sort=stars&order=desc&per_page=1")
    }
}
