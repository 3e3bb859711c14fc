import Foundation
import GHDomain
import Testing

/// Answers profile lookups after a per-login delay, tracking how many run at once.
private final class SlowRepository: UserRepository, @unchecked Sendable {
    let delays: [String: UInt64]
    private let lock = NSLock()
    private var inFlight = 0
    private(set) var peak = 0

    init(delays: [String: UInt64]) {
        self.delays = delays
    }

    var peakInFlight: Int { lock.withLock { peak } }

    func users(since: Int, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func users(at cursor: PageCursor) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func followers(of login: Login, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func following(of login: Login, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func searchUsers(_ search: UserSearch, perPage: Int) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func searchUsers(at cursor: PageCursor) async throws -> Page<UserSummary> { Page(items: [], next: nil) }
    func organizations(of login: Login, perPage: Int) async throws -> Page<Organization> { Page(items: [], next: nil) }
    func organizations(at cursor: PageCursor) async throws -> Page<Organization> { Page(items: [], next: nil) }

    func profile(of login: Login) async throws -> UserProfile {
        lock.withLock {
            inFlight += 1
            peak = max(peak, inFlight)
        }
        defer { lock.withLock { inFlight -= 1 } }
        try await Task.sleep(nanoseconds: (delays[login.rawValue] ?? 1) * 1_000_000)
        if login.rawValue.hasPrefix("missing") {
            throw GitHubError.userNotFound(login: login.rawValue)
        }
        return UserProfile(summary: UserSummary(login: login.rawValue, id: 1, type: "User", siteAdmin: false, avatarURL: "", htmlURL: ""))
    }
}

struct ProfileLookupTests {
    @Test func profiles_deliverInGivenOrder_evenWhenLaterOnesFinishFirst() async throws {
        let repository = SlowRepository(delays: ["a": 60, "b": 1, "missing-c": 5, "d": 1])
        var delivered: [String] = []
        try await ProfileLookup(repository: repository).profiles(for: ["a", "b", "missing-c", "d"].compactMap(Login.init)) {
            login, result in
            switch result {
            case .success(let profile): delivered.append(profile.summary.login)
            case .failure(let error): delivered.append("\(login): \(error)")
            }
        }
        #expect(delivered == ["a", "b", "missing-c: userNotFound(login: \"missing-c\")", "d"])
    }

    @Test func profiles_keepAtMostConcurrencyRequestsInFlight() async throws {
        let logins = (0..<20).compactMap { Login("user\($0)") }
        let repository = SlowRepository(delays: Dictionary(uniqueKeysWithValues: logins.map { ($0.rawValue, UInt64(5)) }))
        var count = 0
        try await ProfileLookup(repository: repository, concurrency: 3).profiles(for: logins) { _, _ in count += 1 }
        #expect(count == 20)
        #expect(repository.peakInFlight <= 3)
        #expect(repository.peakInFlight >= 2)
    }

    @Test func profiles_whenDeliverThrows_stopsAndRethrows() async throws {
        struct Stop: Error {}
        let repository = SlowRepository(delays: [:])
        var delivered = 0
        await #expect(throws: Stop.self) {
            try await ProfileLookup(repository: repository, concurrency: 2).profiles(for: ["a", "b", "c"].compactMap(Login.init)) { _, _ in
                delivered += 1
                throw Stop()
            }
        }
        #expect(delivered == 1)
    }
}
