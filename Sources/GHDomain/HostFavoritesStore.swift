/// One API host's part of a ``FavoritesStore``: what `fav add`, `fav remove`, the ★ marks and
/// the browser see, since a GitHub id names a user only on its own host. Loads give that
/// host's list (``FavoriteList/scoped(to:)``); a change is made to it alone and merged back,
/// every other host's favorites kept as and where they are.
public struct HostFavoritesStore: FavoritesStore {
    /// Where every host's favorites are kept.
    public let base: any FavoritesStore
    /// The host, such as `api.github.com` or `127.0.0.1:8080`.
    public let host: String

    /// `host`'s favorites among those `base` keeps.
    public init(_ base: any FavoritesStore, host: String) {
        self.base = base
        self.host = host
    }

    /// The host's favorites, oldest first.
    public func load() async throws -> FavoriteList {
        try await base.load().scoped(to: host)
    }

    /// Lets `transform` change the host's favorites, and saves them with every other host's,
    /// as one step of `base`.
    @discardableResult
    public func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FavoriteList) throws -> Outcome) async throws -> Outcome {
        let host = host
        return try await base.update { all in
            var part = all.scoped(to: host)
            let outcome = try transform(&part)
            all.merge(part)
            return outcome
        }
    }
}
