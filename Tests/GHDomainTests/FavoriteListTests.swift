import Foundation
import GHDomain
import Testing

struct FavoriteListTests {
    private static func favorite(_ id: Int, _ login: String, name: String? = nil, at seconds: TimeInterval = 0) -> FavoriteUser {
        FavoriteUser(
            host: "api.github.com", id: id, login: login, name: name, avatarURL: "https://avatars.example/u/\(id)",
            htmlURL: "https://github.com/\(login)",
            addedAt: Date(timeIntervalSince1970: seconds))
    }

    private static func on(_ host: String, _ user: FavoriteUser) -> FavoriteUser {
        var user = user
        user.host = host
        return user
    }

    @Test func add_sameIDOnAnotherHost_isANewFavorite() {
        var list = FavoriteList([Self.favorite(1, "mojombo")])
        let added = list.add(Self.on("ghe.example.com", Self.favorite(1, "admin")))
        #expect(added)
        #expect(list.users.map(\.login) == ["mojombo", "admin"])
        #expect(list.hosts == ["api.github.com", "ghe.example.com"])
    }

    @Test func scoped_holdsOneHostsFavorites_andAddsToThatHost() {
        let list = FavoriteList([Self.favorite(1, "mojombo"), Self.on("ghe.example.com", Self.favorite(1, "admin"))])
        var part = list.scoped(to: "ghe.example.com")
        #expect(part.users.map(\.login) == ["admin"] && part.host == "ghe.example.com")
        let added = part.add(Self.on("", Self.favorite(2, "two")))
        #expect(added && part.users.map(\.host) == ["ghe.example.com", "ghe.example.com"])
        #expect(part.add(Self.on("", Self.favorite(1, "renamed"))) == false)
        #expect(part.users.map(\.login) == ["renamed", "two"])
    }

    /// `merge` replaces one host's favorites in place, adds new ones last, and keeps the other hosts.
    @Test func merge_replacesAHostsFavoritesInPlace() {
        var list = FavoriteList([
            Self.on("a", Self.favorite(1, "a1")), Self.on("b", Self.favorite(1, "b1")), Self.on("a", Self.favorite(2, "a2")),
            Self.on("b", Self.favorite(2, "b2")),
        ])
        var part = list.scoped(to: "a")
        _ = part.remove(id: 1)
        part.add(Self.on("a", Self.favorite(2, "a2-renamed")))
        part.add(Self.on("a", Self.favorite(3, "a3")))
        list.merge(part)
        #expect(list.users.map(\.login) == ["b1", "a2-renamed", "b2", "a3"])
        #expect(list.users.map(\.host) == ["b", "a", "b", "a"])
    }

    @Test func add_appendsInTheOrderAdded() {
        var list = FavoriteList()
        let addedB = list.add(Self.favorite(2, "b"))
        let addedA = list.add(Self.favorite(1, "a"))
        #expect(addedB && addedA)
        #expect(list.users.map(\.id) == [2, 1])
        #expect(list.ids == [1, 2])
    }

    /// Adding the same id is refused but refreshes login and name, keeping place and `addedAt`.
    @Test func add_sameID_isRefusedButRefreshesLoginAndName() {
        var list = FavoriteList([Self.favorite(1, "old", at: 10), Self.favorite(2, "b", at: 20)])
        let added = list.add(Self.favorite(1, "renamed", name: "New Name", at: 99))
        #expect(!added)
        #expect(list.users == [Self.favorite(1, "renamed", name: "New Name", at: 10), Self.favorite(2, "b", at: 20)])
    }

    @Test func add_sameLoginDifferentID_isANewFavorite() {
        var list = FavoriteList([Self.favorite(1, "octocat")])
        let added = list.add(Self.favorite(7, "octocat"))
        #expect(added)
        #expect(list.users.map(\.id) == [1, 7])
    }

    @Test func remove_matchesTheLoginIgnoringCase() {
        var list = FavoriteList([Self.favorite(1, "OctoCat"), Self.favorite(2, "b")])
        let first = list.remove(login: "octocat")
        let second = list.remove(login: "octocat")
        #expect(first == Self.favorite(1, "OctoCat"))
        #expect(second == nil)
        #expect(list.users == [Self.favorite(2, "b")])
    }

    @Test func matching_isTrimmedSubstringOfLoginOrName_anyCase() {
        let cases: [(String, [Int])] = [
            ("", [1, 2, 3]), ("   ", [1, 2, 3]), ("OCTO", [1]), ("  cat\n", [1, 3]), ("smith", [2]), ("zzz", []),
        ]
        for (text, ids) in cases {
            let list = FavoriteList([
                Self.favorite(1, "octocat"), Self.favorite(2, "jsmith", name: "Jane Smith"), Self.favorite(3, "x", name: "Cathy"),
            ])
            #expect(list.matching(text).map(\.id) == ids, "case \(String(reflecting: (text, ids)))")
        }
    }

    @Test func matching_nil_isEveryFavorite() {
        let list = FavoriteList([Self.favorite(1, "a"), Self.favorite(2, "b")])
        #expect(list.matching(nil) == list.users)
        #expect(!list.isEmpty && FavoriteList().isEmpty)
    }

    @Test func favorite_fromAProfile_keepsIDLoginNameAndURLs() {
        let summary = UserSummary(login: "octocat", id: 583231, type: "User", siteAdmin: false, avatarURL: "A", htmlURL: "H")
        let favorite = FavoriteUser(
            profile: UserProfile(summary: summary, name: "The Octocat"), host: "api.github.com", addedAt: Date(timeIntervalSince1970: 5))
        #expect(
            favorite
                == FavoriteUser(
                    host: "api.github.com", id: 583231, login: "octocat", name: "The Octocat", avatarURL: "A", htmlURL: "H",
                    addedAt: Date(timeIntervalSince1970: 5)
                ))
    }
}
