import Foundation
import GHDomain
import GHTestSupport
import Synchronization
import Testing

/// Answers each profile lookup once the test opens that login's gate, telling the test which
/// lookups have finished, in order, and how many ran at once.
private final class GatedProfiles: UserRepository, Sendable {
    private struct State {
        var inFlight = 0
        var peak = 0
    }

    private let gates: [String: AsyncGate]
    private let state = Mutex(State())
    private let finishes: AsyncStream<String>.Continuation
    /// The logins whose lookups have finished, in the order they finished.
    let finished: AsyncStream<String>

    /// A repository whose lookup of each of `logins` waits at a gate of its own.
    init(_ logins: [String]) {
        gates = Dictionary(uniqueKeysWithValues: logins.map { ($0, AsyncGate()) })
        (finished, finishes) = AsyncStream.makeStream()
    }

    /// The gate the lookup of `login` waits at.
    func gate(_ login: String) -> AsyncGate { gates[login]! }

    /// The most lookups that were ever under way at once.
    var peakInFlight: Int { state.withLock { $0.peak } }

    func users(since: Int, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func users(at cursor: PageCursor) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func followers(of login: Login, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func following(of login: Login, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func searchUsers(at cursor: PageCursor) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func organizations(of login: Login, perPage: Int) async throws -> Page<Organization> { Page(items: [], next: nil) }
    func organizations(at cursor: PageCursor) async throws -> Page<Organization> { Page(items: [], next: nil) }

    func profile(of login: Login) async throws -> UserProfile {
        state.withLock { state in
            state.inFlight += 1
            state.peak = max(state.peak, state.inFlight)
        }
        defer {
            state.withLock { $0.inFlight -= 1 }
            finishes.yield(login.rawValue)
        }
        try await gate(login.rawValue).wait()
        if login.rawValue.hasPrefix("missing") {
            throw GitHubError.userNotFound(login: login.rawValue)
        }
        return UserProfile(summary: UserSummary(login: login.rawValue, id: 1, type: "User", siteAdmin: false, avatarURL: "", htmlURL: ""))
    }
}

@Suite(.timeLimit(.minutes(1)))
struct ProfileLookupTests {
    @Test func profiles_arriveInOrder_whateverFinishesFirst() async throws {
        let logins = ["a", "b", "missing-c", "d"]
        let repository = GatedProfiles(logins)
        let delivered = Mutex<[String]>([])
        async let lookup: Void = ProfileLookup(repository: repository).profiles(for: logins.compactMap(Login.init)) { login, result in
            let line =
                switch result {
                case .success(let profile): profile.summary.login
                case .failure(let error): "\(login): \(error)"
                }
            delivered.withLock { $0.append(line) }
        }
        // Every lookup but the first ends; nothing can be handed over until the first is in.
        for login in logins.dropFirst() { repository.gate(login).open() }
        var finished: [String] = []
        for await login in repository.finished {
            finished.append(login)
            if finished.count == 3 { break }
        }
        #expect(Set(finished) == ["b", "missing-c", "d"])
        #expect(delivered.withLock { $0 }.isEmpty)
        repository.gate("a").open()
        try await lookup
        #expect(delivered.withLock { $0 } == ["a", "b", "missing-c: userNotFound(login: \"missing-c\")", "d"])
    }

    @Test func profiles_keepAtMostConcurrencyRequestsInFlight() async throws {
        let logins = (0..<20).map { "user\($0)" }
        let repository = GatedProfiles(logins)
        let count = Mutex(0)
        async let lookup: Void = ProfileLookup(repository: repository, concurrency: 3).profiles(for: logins.compactMap(Login.init)) {
            _, _ in count.withLock { $0 += 1 }
        }
        // Three are under way and held; the fourth cannot start until one of them ends.
        await repository.gate("user2").arrivals(atLeast: 1)
        #expect(repository.gate("user3").isUntouched)
        for login in logins {
            await repository.gate(login).arrivals(atLeast: 1)
            repository.gate(login).open()
        }
        try await lookup
        #expect(count.withLock { $0 } == 20)
        #expect(repository.peakInFlight == 3)
    }

    @Test func profiles_whenDeliverThrows_stopsAndRethrows() async throws {
        struct Stop: Error {}
        let logins = ["a", "b", "c"]
        let repository = GatedProfiles(logins)
        for login in logins { repository.gate(login).open() }
        var delivered = 0
        await #expect(throws: Stop.self) {
            try await ProfileLookup(repository: repository, concurrency: 2).profiles(for: logins.compactMap(Login.init)) { _, _ in
                delivered += 1
                throw Stop()
            }
        }
        #expect(delivered == 1)
    }
}
