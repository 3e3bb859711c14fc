/// A change to the favorites that is not known to be saved when the browser ends: its write
/// failed, or had not finished.
public struct UnsavedFavorite: Hashable, Sendable {
    /// The user's login.
    public var login: String
    /// Whether the change made the user a favorite (else it took the user off the list).
    public var isFavorite: Bool
    /// Why the write failed; `nil` when it had not finished.
    public var problem: String?

    /// A change from its parts.
    public init(login: String, isFavorite: Bool, problem: String?) {
        self.login = login
        self.isFavorite = isFavorite
        self.problem = problem
    }
}

/// The favorite changes the user made, kept until each is saved, so that none is lost without
/// a word: a write that fails after the user quit is never shown in the browser. The latest
/// change to a user decides: an earlier write that ends later neither clears nor replaces it.
struct FavoriteWrites: Sendable {
    private struct Entry: Sendable {
        /// The write's number, which also orders the changes.
        var write: Int
        var change: UnsavedFavorite
    }

    private var entries: [Int: Entry] = [:]
    private var made = 0

    /// Notes that a write making the user `id` a favorite or not has started; returns its number.
    mutating func begin(id: Int, login: String, isFavorite: Bool) -> Int {
        made += 1
        entries[id] = Entry(write: made, change: UnsavedFavorite(login: login, isFavorite: isFavorite, problem: nil))
        return made
    }

    /// Notes that write `write` for the user `id` ended: saved when `problem` is `nil`.
    mutating func finish(_ write: Int, id: Int, problem: String?) {
        guard var entry = entries[id], entry.write == write else { return }
        if let problem {
            entry.change.problem = problem
            entries[id] = entry
        } else {
            entries[id] = nil
        }
    }

    /// The changes not saved, in the order they were made.
    var unsaved: [UnsavedFavorite] {
        entries.values.sorted { $0.write < $1.write }.map(\.change)
    }
}
