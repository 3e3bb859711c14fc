import Foundation
import GHData
import Testing

@testable import GHUsersCLI

/// `-v`'s last line for `--changes`: what the run sent and what it cost of the rate limit.
struct RequestTallyBudgetTests {
    @Test func theLine_saysWhatWasSent_andWhatItCost() {
        for (counts, loggedIn, line) in [
            (
                RequestTally.Counts(sent: 3, notModified: 3, remaining: 4_990, limit: 5_000), true,
                "* 3 requests, 3 answered 304 Not Modified (free): 0 of the rate limit spent (4,990 of 5,000 left)"
            ),
            (
                RequestTally.Counts(sent: 2, notModified: 1), false,
                "* 2 requests, 1 answered 304 Not Modified (counted: GitHub counts a 304 as free only with a login): 2 of the rate limit spent"
            ),
            (
                RequestTally.Counts(sent: 1, remaining: 4_990, limit: 5_000), true,
                "* 1 request: 1 of the rate limit spent (4,990 of 5,000 left)"
            ),
            (RequestTally.Counts(sent: 2, unanswered: 1), true, "* 2 requests, 1 without an answer: at most 2 of the rate limit spent"),
        ] as [(RequestTally.Counts, Bool, String)] {
            #expect(counts.budgetLine(loggedIn: loggedIn) == line)
        }
    }
}
