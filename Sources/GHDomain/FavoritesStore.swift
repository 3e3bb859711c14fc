/// Where favorites are kept between runs. The data layer keeps them in a file; tests keep
/// them in memory.
public protocol FavoritesStore: Sendable {
    /// The favorites as last saved; empty when none were ever saved. Never changes anything.
    func load() async throws -> FavoriteList

    /// Reads the saved favorites, lets `transform` change them, and saves the result when it
    /// differs, as one step that no other process can interleave with; returns what
    /// `transform` returned. Nothing is saved when reading or `transform` fails.
    @discardableResult
    func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FavoriteList) throws -> Outcome) async throws -> Outcome
}
