import Foundation
import GHData
import GHDomain
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHUsersTUI

/// `EffectRunner`: effects become tasks whose results come back as events; leaving a screen
/// cancels its work, timers replace each other, and favorite writes are waited for on the way out.
@Suite(.timeLimit(.minutes(1)))
struct EffectRunnerTests {
    /// A favorites store whose writes wait at a gate.
    final class GatedStore: FavoritesStore {
        let gate = AsyncGate()
        private let kept = Mutex(FavoriteList())

        func load() async throws -> FavoriteList { kept.withLock { $0 } }

        func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FavoriteList) throws -> Outcome) async throws -> Outcome {
            try await gate.wait()
            return try kept.withLock { try transform(&$0) }
        }
    }

    /// A runner over `services`, and the events it sends.
    private static func runner(_ services: BrowseServices) -> (EffectRunner, AsyncStream<BrowseEvent>) {
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        return (EffectRunner(services: services, events: continuation), events)
    }

    /// The first `count` events.
    private static func first(_ count: Int, of events: AsyncStream<BrowseEvent>) async -> [BrowseEvent] {
        var received: [BrowseEvent] = []
        for await event in events {
            received.append(event)
            if received.count == count { break }
        }
        return received
    }

    private static let ticket = LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 0)

    private static let user7 = FavoriteUser(host: "", id: 7, login: "u7", name: nil, avatarURL: "", htmlURL: "", addedAt: .distantPast)

    @Test func aLoad_comesBackAsItsPage() async throws {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        let (runner, events) = Self.runner(BrowseServicesTests.services(transport))
        runner.perform(.load(Self.ticket, .users(since: 0), cursor: nil))
        guard case .page(let ticket, .success(let page))? = await Self.first(1, of: events).first else {
            Issue.record("expected a page")
            return
        }
        #expect(ticket == Self.ticket)
        #expect(page.items.isEmpty)
    }

    @Test func leavingAScreen_cancelsItsRequests_nothingReturns() async {
        let transport = StubTransport()
        let gate = AsyncGate()
        transport.register("/users", reply: .response(status: 200, headers: [:], body: Data("[]".utf8)), gate: gate)
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let (runner, events) = Self.runner(BrowseServicesTests.services(transport))
        runner.perform(.load(Self.ticket, .users(since: 0), cursor: nil))
        await gate.arrivals(atLeast: 1)
        runner.perform(.cancel(ScreenID(value: 1)))
        await gate.cancellations(atLeast: 1)
        // The next event is the profile asked for after: the cancelled page never came.
        runner.perform(.loadProfile(ScreenID(value: 2), generation: 0, Login("octocat")!))
        guard case .profile(let screen, _, .success)? = await Self.first(1, of: events).first else {
            Issue.record("expected the profile")
            return
        }
        #expect(screen == ScreenID(value: 2))
    }

    @Test func aNewerTimer_replacesTheOlder() async {
        let (runner, events) = Self.runner(BrowseServicesTests.services(StubTransport()))
        runner.perform(.startTimer(.previewRest(1), after: .seconds(3600)))
        runner.perform(.startTimer(.previewRest(2), after: .zero))
        guard case .timerFired(.previewRest(let token))? = await Self.first(1, of: events).first else {
            Issue.record("expected a timer")
            return
        }
        #expect(token == 2)
    }

    @Test func favoriteWrites_areWaitedFor_andNotCancelled() async {
        let store = GatedStore()
        var services = BrowseServicesTests.services(StubTransport())
        services.favorites = .success(store)
        let (gated, gatedEvents) = Self.runner(services)
        gated.perform(.saveFavorite(Self.user7, isFavorite: true))
        await store.gate.arrivals(atLeast: 1)
        #expect(gated.hasPendingWrites)
        #expect(gated.unsavedFavorites == [UnsavedFavorite(login: "u7", isFavorite: true, problem: nil)], "not saved until written")
        #expect(await gated.waitForWrites(timeout: .milliseconds(1)) == false, "the write cannot end while its gate is shut")
        gated.cancelAll()
        #expect(gated.hasPendingWrites, "quitting does not cancel a write")
        store.gate.open()
        #expect(await gated.waitForWrites(timeout: .seconds(30)))
        #expect(!gated.hasPendingWrites)
        #expect(gated.unsavedFavorites.isEmpty)
        guard case .favoriteSaved(let saved, true, .success(let list))? = await Self.first(1, of: gatedEvents).first else {
            Issue.record("expected the save")
            return
        }
        #expect(saved.id == 7)
        #expect(list.ids == [7])
    }

    @Test func favoriteWhoseWriteFails_staysUnsaved_withWhy() async {
        let failing = InMemoryFavoritesStore()
        failing.fail(with: BrowseFailure(message: "the disk is full"))
        let (broken, brokenEvents) = Self.runner(BrowseServicesTests.services(StubTransport(), favorites: failing))
        broken.perform(.saveFavorite(Self.user7, isFavorite: false))
        #expect(await broken.waitForWrites(timeout: .seconds(30)))
        #expect(broken.unsavedFavorites == [UnsavedFavorite(login: "u7", isFavorite: false, problem: "the disk is full")])
        guard case .favoriteSaved(_, false, .failure(let failure))? = await Self.first(1, of: brokenEvents).first else {
            Issue.record("expected the failure")
            return
        }
        #expect(failure.message == "the disk is full")
    }

    /// Refreshing a favorite updates only a user still on the list, and is not a change the user made.
    @Test func refreshingAFavorite_updatesOnlyOneStillListed() async {
        var kept = Self.user7
        kept.login = "old"
        let store = InMemoryFavoritesStore(FavoriteList([kept]))
        let services = BrowseServicesTests.services(StubTransport(), favorites: store)
        let (runner, events) = Self.runner(services)
        var renamed = kept
        renamed.login = "new"
        runner.perform(.refreshFavorite(renamed))
        var gone = kept
        gone.id = 8
        runner.perform(.refreshFavorite(gone))
        #expect(!runner.hasPendingWrites, "quitting does not wait for housekeeping")
        for event in await Self.first(2, of: events) {
            guard case .favoriteRefreshed(.success) = event else {
                Issue.record("expected a refresh, got \(event)")
                return
            }
        }
        #expect(store.favorites.users.map(\.login) == ["new"], "user 8 was not on the list, so it is not added")
        #expect(runner.unsavedFavorites == [])
    }

    @Test func anAvatar_arrivesWithItsBytes_forTheStateToKeep() async {
        var services = BrowseServicesTests.services(StubTransport())
        services.avatar = { url in url == "https://avatars.example/u/1" ? [1, 2, 3] : [] }
        let (runner, events) = Self.runner(services)
        runner.perform(.loadAvatar("https://avatars.example/u/1"))
        guard case .avatar(let url, let image)? = await Self.first(1, of: events).first else {
            Issue.record("expected the avatar")
            return
        }
        #expect(url == "https://avatars.example/u/1")
        #expect(image == [1, 2, 3])
    }

    /// An avatar that cannot be had comes back as a failure, and is fetched afresh when asked again.
    @Test func avatarThatCannotBeHad_comesBackAsAFailure() async {
        var services = BrowseServicesTests.services(StubTransport())
        let calls = Mutex(0)
        services.avatar = { _ in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            if call == 1 { throw BrowseFailure(message: "HTTP 502") }
            return [1, 2, 3]
        }
        let (runner, events) = Self.runner(services)
        let url = "https://avatars.example/u/1"
        runner.perform(.loadAvatar(url))
        var received = events.makeAsyncIterator()
        guard case .avatar(url, let failed)? = await received.next() else {
            Issue.record("expected the avatar's failure")
            return
        }
        #expect(failed == nil, "a failure is an avatar without bytes: the state keeps the tile")
        // What `r` or opening the profile again asks for goes to the network again.
        runner.perform(.loadAvatar(url))
        guard case .avatar(url, let image)? = await received.next() else {
            Issue.record("expected the avatar")
            return
        }
        #expect(image == [1, 2, 3])
        #expect(calls.withLock { $0 } == 2)
    }

    /// Opening a page no browser can show comes back saying why, and one opened sends nothing.
    @Test func openingAPageNoBrowserCanShow_comesBackSayingWhy() async {
        var services = BrowseServicesTests.services(StubTransport())
        let reason = "cannot open a web browser: firefox was not found; set GH_BROWSER or BROWSER to the one to use"
        services.open = { url in url.hasSuffix("/missing") ? reason : nil }
        let (runner, events) = Self.runner(services)
        runner.perform(.open("https://github.com/opened"))
        runner.perform(.open("https://github.com/missing"))
        guard case .openFailed(let text)? = await Self.first(1, of: events).first else {
            Issue.record("expected the failure")
            return
        }
        #expect(text == reason, "the page that opened said nothing; the one that did not says why")
    }

    @Test func peoplesDetails_comeBackForThoseAsked_inOrder() async {
        var services = BrowseServicesTests.services(StubTransport())
        services.details = { users in users.map { $0.id == 2 ? nil : PeopleDetailsTests.profile($0) } }
        let (runner, events) = Self.runner(services)
        let users = [Samples.user(1), Samples.user(2)]
        runner.perform(.loadDetails(users))
        guard case .details(let asked, .success(let profiles))? = await Self.first(1, of: events).first else {
            Issue.record("expected the details")
            return
        }
        #expect(asked == users)
        #expect(profiles.map { $0?.name } == ["Person 1", nil], "one GitHub no longer knows is nil")
    }
}
