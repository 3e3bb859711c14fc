import GHDomain

/// The one place that says how "follows you" and "you follow" read, wherever they are shown:
/// cards, `--full` tables and `relations` (the browser has its own copy of the words in its
/// palette's terms). Absent knowledge shows nothing; it is never taken for "no".
enum RelationMarks {
    /// The words for the card: each relation that holds, in order.
    static func words(followsYou: Bool?, youFollow: Bool?) -> [String] {
        (followsYou == true ? ["follows you"] : []) + (youFollow == true ? ["you follow"] : [])
    }

    /// The short mark after a login in a table: `mutual` when both hold, else the one that does;
    /// `nil` when neither does or nothing is known.
    static func tableMark(followsYou: Bool?, youFollow: Bool?) -> String? {
        switch (followsYou == true, youFollow == true) {
        case (true, true): return "mutual"
        case (true, false): return "follows you"
        case (false, true): return "you follow"
        case (false, false): return nil
        }
    }
}
