import GHDomain
import Synchronization

/// Favorites kept in memory, for tests of the commands that read and change them: the same
/// contract as the file store (a change is one step, nothing is saved when it fails), with no
/// disk. `failure`, when set, is what every call throws, as a damaged file would.
public final class InMemoryFavoritesStore: FavoritesStore {
    private struct State {
        var favorites: FavoriteList
        var saves = 0
        var failure: (any Error & Sendable)?
    }

    private let state: Mutex<State>

    /// A store holding `favorites`.
    public init(_ favorites: FavoriteList = FavoriteList()) {
        state = Mutex(State(favorites: favorites))
    }

    /// The favorites as saved.
    public var favorites: FavoriteList { state.withLock { $0.favorites } }

    /// How many times a change was saved.
    public var saves: Int { state.withLock { $0.saves } }

    /// Makes every later call throw `error`.
    public func fail(with error: any Error & Sendable) {
        state.withLock { $0.failure = error }
    }

    /// The favorites as saved.
    public func load() async throws -> FavoriteList {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            return state.favorites
        }
    }

    /// Applies `transform` and saves the result when it changed anything.
    @discardableResult
    public func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FavoriteList) throws -> Outcome) async throws -> Outcome {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            var favorites = state.favorites
            let outcome = try transform(&favorites)
            if favorites != state.favorites {
                state.favorites = favorites
                state.saves += 1
            }
            return outcome
        }
    }
}
