import Foundation
import GHDomain
import GHTestSupport
import Testing

/// One host's view of a store that keeps every host's favorites.
@Suite(.timeLimit(.minutes(1)))
struct HostFavoritesStoreTests {
    private static func favorite(_ host: String, _ id: Int, _ login: String) -> FavoriteUser {
        FavoriteUser(host: host, id: id, login: login, name: nil, avatarURL: "", htmlURL: "", addedAt: Date(timeIntervalSince1970: 0))
    }

    private static let shared = FavoriteList([
        favorite("api.github.com", 1, "mojombo"), favorite("ghe.example.com", 1, "admin"), favorite("api.github.com", 2, "defunkt"),
    ])

    @Test func load_givesTheHostsFavoritesAlone() async throws {
        let store = HostFavoritesStore(InMemoryFavoritesStore(Self.shared), host: "ghe.example.com")
        let list = try await store.load()
        #expect(list.users.map(\.login) == ["admin"])
        #expect(list.host == "ghe.example.com")
    }

    @Test func update_changesOneHost_keepingTheOthersInPlace() async throws {
        let base = InMemoryFavoritesStore(Self.shared)
        let store = HostFavoritesStore(base, host: "ghe.example.com")
        let removed = try await store.update { $0.remove(id: 1) }
        #expect(removed?.login == "admin")
        // What is added through a host's store belongs to that host, whatever it said.
        let added = try await store.update { $0.add(Self.favorite("", 2, "ghe-two")) }
        #expect(added)
        #expect(
            base.favorites.users == [
                Self.favorite("api.github.com", 1, "mojombo"), Self.favorite("api.github.com", 2, "defunkt"),
                Self.favorite("ghe.example.com", 2, "ghe-two"),
            ])
        // Nothing to change there: nothing is saved.
        let saves = base.saves
        let none = try await HostFavoritesStore(base, host: "127.0.0.1:8080").update { $0.remove(login: "mojombo") }
        #expect(none == nil && base.saves == saves)
    }
}
