import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

/// The favorites commands against an in-memory store: what they save and print, with no file,
/// and what a store that cannot be read does to them.
@Suite(.timeLimit(.minutes(1)))
struct FavoritesInMemoryTests {
    private struct Damaged: LocalizedError, Sendable {
        var errorDescription: String? { "the favorites are damaged" }
    }

    @Test func add_savesOnce_andAnAddedUserIsMarkedInList() async {
        let store = InMemoryFavoritesStore()
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let added = await CLIHarness.run(["fav", "add", "octocat"], transport: transport, favorites: store)
        #expect(added == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(store.saves == 1)
        #expect(store.favorites.users.map(\.login) == ["octocat"])
        #expect(store.favorites.users.first?.addedAt == CLIHarness.now)

        let listing = StubTransport()
        listing.register(
            "/users", body: #"[{"login":"octocat","id":583231,"type":"User","site_admin":false,"avatar_url":"a","html_url":"h"}]"#)
        let marked = await CLIHarness.run(["list", "--color", "never"], transport: listing, terminal: true, favorites: store)
        #expect(marked.stdout == "LOGIN              ID  TYPE  PROFILE URL\noctocat ★      583231  User  h\n")
    }

    @Test func remove_ofOneThatIsNotAFavorite_savesNothing() async {
        let store = InMemoryFavoritesStore()
        let result = await CLIHarness.run(["fav", "remove", "ghost"], favorites: store)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: ghost is not a favorite\n", status: 1))
        #expect(store.saves == 0)
    }

    /// A store that cannot be read fails add before any request, and costs list only its marks.
    @Test func unreadableStore_failsAdd_costsListOnlyItsMarks() async {
        let store = InMemoryFavoritesStore()
        store.fail(with: Damaged())
        let added = await CLIHarness.run(["fav", "add", "octocat"], favorites: store)
        #expect(added == ProcessResult(stdout: "", stderr: "Error: the favorites are damaged\n", status: 1))

        let listing = StubTransport()
        listing.register("/users", body: "[]")
        let listed = await CLIHarness.run(["list"], transport: listing, terminal: true, favorites: store)
        #expect(
            listed
                == ProcessResult(
                    stdout: "", stderr: "Warning: favorites are not marked: the favorites are damaged\nNo users after id 0.\n", status: 0))
    }
}
