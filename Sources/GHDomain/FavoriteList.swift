import Foundation

/// The favorites in the order they were added, with at most one entry per GitHub id, and the
/// rules for adding, removing and finding them.
public struct FavoriteList: Hashable, Sendable {
    /// The favorites, oldest first.
    public private(set) var users: [FavoriteUser]

    /// A list of `users` as given, in that order.
    public init(_ users: [FavoriteUser] = []) {
        self.users = users
    }

    /// Whether there are no favorites.
    public var isEmpty: Bool { users.isEmpty }

    /// The ids of every favorite.
    public var ids: Set<Int> { Set(users.map(\.id)) }

    /// Adds `user` at the end and returns `true`, or returns `false` when a favorite with the
    /// same id is already there. In that case its login, name and URLs are refreshed from
    /// `user` (the account may have been renamed), and its place and `addedAt` are kept.
    @discardableResult
    public mutating func add(_ user: FavoriteUser) -> Bool {
        guard let index = users.firstIndex(where: { $0.id == user.id }) else {
            users.append(user)
            return true
        }
        var refreshed = user
        refreshed.addedAt = users[index].addedAt
        users[index] = refreshed
        return false
    }

    /// Removes the favorite whose login is `login`, ignoring case, and returns it; `nil` when
    /// there is none.
    public mutating func remove(login: String) -> FavoriteUser? {
        guard let index = users.firstIndex(where: { $0.hasLogin(login) }) else { return nil }
        return users.remove(at: index)
    }

    /// Removes the first favorite that `predicate` picks and returns it; `nil` when there is none.
    public mutating func removeFirst(where predicate: (FavoriteUser) -> Bool) -> FavoriteUser? {
        guard let index = users.firstIndex(where: predicate) else { return nil }
        return users.remove(at: index)
    }

    /// Removes the favorite with GitHub id `id` and returns it; `nil` when there is none.
    public mutating func remove(id: Int) -> FavoriteUser? {
        guard let index = users.firstIndex(where: { $0.id == id }) else { return nil }
        return users.remove(at: index)
    }

    /// The favorites whose login or name contains `text`, ignoring case and the spaces around
    /// `text`, in the order added; every favorite when `text` is `nil` or blank.
    public func matching(_ text: String?) -> [FavoriteUser] {
        let needle = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return needle.isEmpty ? users : users.filter { $0.matches(needle) }
    }
}
