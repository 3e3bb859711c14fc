import Foundation

/// The favorites in the order they were added, with at most one entry per user (API host and
/// GitHub id), and the rules for adding, removing and finding them.
///
/// A list can hold the favorites of every host (as the favorites file does) or be one host's
/// part of them (``scoped(to:)``): a favorite added to a host's list belongs to that host.
public struct FavoriteList: Hashable, Sendable {
    /// The favorites, oldest first.
    public private(set) var users: [FavoriteUser]
    /// The host every favorite belongs to, when this is one host's list; `nil` for a list that
    /// may hold several hosts' favorites.
    public let host: String?

    /// A list of `users` as given, in that order; one host's list when `host` is given.
    public init(_ users: [FavoriteUser] = [], host: String? = nil) {
        self.users = users
        self.host = host
    }

    /// Whether there are no favorites.
    public var isEmpty: Bool { users.isEmpty }

    /// The ids of every favorite in the list: in one host's list, what tells its users apart.
    public var ids: Set<Int> { Set(users.map(\.id)) }

    /// The hosts the favorites belong to, each once, in the order first added.
    public var hosts: [String] {
        var seen: Set<String> = []
        return users.map(\.host).filter { seen.insert($0).inserted }
    }

    /// The favorites of `host` alone, in the order added, as that host's list.
    public func scoped(to host: String) -> FavoriteList {
        FavoriteList(users.filter { $0.host == host }, host: host)
    }

    /// Puts `part`, a host's list made with ``scoped(to:)`` and changed since, back: that
    /// host's favorites become `part`'s, each where it was and new ones at the end, and every
    /// other host's favorites stay as and where they are.
    public mutating func merge(_ part: FavoriteList) {
        guard let host = part.host else { return }
        let changed = Dictionary(part.users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: Set<Int> = []
        var merged: [FavoriteUser] = []
        for user in users {
            if user.host != host {
                merged.append(user)
            } else if let kept = changed[user.id], placed.insert(user.id).inserted {
                merged.append(kept)
            }
        }
        merged += part.users.filter { placed.insert($0.id).inserted }
        users = merged
    }

    /// Adds `user` at the end and returns `true`, or returns `false` when a favorite with the
    /// same host and id is already there. In that case its login, name and URLs are refreshed
    /// from `user` (the account may have been renamed), and its place and `addedAt` are kept.
    /// In one host's list, `user` is taken to belong to that host.
    @discardableResult
    public mutating func add(_ user: FavoriteUser) -> Bool {
        var user = user
        if let host { user.host = host }
        guard let index = users.firstIndex(where: { $0.isSameUser(as: user) }) else {
            users.append(user)
            return true
        }
        user.addedAt = users[index].addedAt
        user.otherFields = users[index].otherFields.merging(user.otherFields) { _, new in new }
        users[index] = user
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

    /// Removes the first favorite with GitHub id `id` and returns it; `nil` when there is none.
    /// Ids are only unique within a host: use it on one host's list.
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
