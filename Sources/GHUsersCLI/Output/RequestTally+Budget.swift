import GHData
import GHText

extension RequestTally.Counts {
    /// `-v`'s last line for `--changes`: what the run sent and what it cost of the rate limit.
    /// A `304 Not Modified` (every page of an unchanged list, revalidated with its ETag) costs
    /// nothing to a logged-in client, and counts like any answer without a login; what is left
    /// is what the last answer said, if it did.
    func budgetLine(loggedIn: Bool) -> String {
        var line = "* " + NumberText.counted(sent, "request", "requests")
        if notModified > 0 {
            line += ", \(NumberText.grouped(notModified)) answered 304 Not Modified"
            line += loggedIn ? " (free)" : " (counted: GitHub counts a 304 as free only with a login)"
        }
        if unanswered > 0 { line += ", \(NumberText.grouped(unanswered)) without an answer" }
        let spent = sent - (loggedIn ? notModified : 0)
        // A request that got no answer may or may not have been counted.
        line += ": \(unanswered > 0 ? "at most " : "")\(NumberText.grouped(spent)) of the rate limit spent"
        if let remaining, let limit { line += " (\(NumberText.grouped(remaining)) of \(NumberText.grouped(limit)) left)" }
        return line
    }
}
