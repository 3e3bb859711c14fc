/// A listing that stopped before its end, part of it printed: the error that stopped it, and
/// the line that says how to go on. ``ErrorPresenter`` shows the error as it would alone, with
/// the line beneath it (even for Ctrl-C, which otherwise prints nothing).
struct StoppedListing: Error {
    /// What stopped the listing.
    var underlying: any Error
    /// `Resume: gh-users list --since 4217 --all`, or, for a listing that cannot go on part-way,
    /// a sentence that says so.
    var howToGoOn: String
}

/// How a listing goes on after it stops part-way.
enum ListingContinuation<Item: Sendable>: Sendable {
    /// By a command line made from what was printed (how many items, and the last).
    case resume(@Sendable (_ printed: Int, _ last: Item) -> String)
    /// Only from the start: GitHub numbers the pages, and they shift as the list changes. `noun`
    /// names what was listed (`followers`).
    case restart(noun: String)

    /// The line for a listing stopped after `printed` items, the last being `last`.
    func line(printed: Int, last: Item) -> String {
        switch self {
        case .resume(let command):
            return "Resume: " + command(printed, last)
        case .restart(let noun):
            return
                "Stopped after \(printed) \(noun). GitHub numbers these pages and they shift as the list changes, so this listing cannot resume part-way: run the same command again to start over."
        }
    }
}

extension ListingContinuation {
    /// The same way to go on, for a listing of other items made from these (a user's profile
    /// from the user listed).
    func map<Other>(_ item: @escaping @Sendable (Other) -> Item) -> ListingContinuation<Other> {
        switch self {
        case .resume(let command): return .resume { printed, last in command(printed, item(last)) }
        case .restart(let noun): return .restart(noun: noun)
        }
    }
}
