import Foundation

/// Looks up several profiles at once with a bounded number of requests in flight, and hands
/// each result over in the order the logins were given, as soon as it and every one before
/// it are in.
public struct ProfileLookup<Source: UserSource>: Sendable {
    private let repository: Source
    private let concurrency: Int

    /// Creates a lookup that keeps at most `concurrency` (at least 1) requests in flight.
    public init(repository: Source, concurrency: Int = ProfileRequests.defaultConcurrency) {
        self.repository = repository
        self.concurrency = Swift.max(1, concurrency)
    }

    /// Calls `deliver` once per login, in order, with the profile or the error. When `deliver`
    /// throws, the lookups still under way are cancelled and the error is rethrown.
    public func profiles(
        for logins: [Login],
        deliver: (Login, Result<Source.Profile, any Error>) async throws -> Void
    ) async throws {
        let repository = repository
        try await withThrowingTaskGroup(of: (Int, Result<Source.Profile, any Error>).self) { group in
            var started = 0
            var delivered = 0
            var ready: [Int: Result<Source.Profile, any Error>] = [:]
            func startNext() {
                let index = started
                let login = logins[index]
                started += 1
                group.addTask {
                    // One return after the do/catch: Swift 6.3.1 with -O lost the index when
                    // each branch returned its own tuple, so release builds delivered nothing.
                    let result: Result<Source.Profile, any Error>
                    do {
                        result = .success(try await repository.profile(of: login))
                    } catch {
                        result = .failure(error)
                    }
                    return (index, result)
                }
            }
            while started < Swift.min(concurrency, logins.count) {
                startNext()
            }
            while let (index, result) = try await group.next() {
                ready[index] = result
                if started < logins.count {
                    startNext()
                }
                while let next = ready.removeValue(forKey: delivered) {
                    try await deliver(logins[delivered], next)
                    delivered += 1
                }
            }
        }
    }
}

/// How many profile requests go at once.
public enum ProfileRequests {
    /// The most requests in flight by default (`show`, and `--full` without a token).
    public static let defaultConcurrency = 8
    /// The most in flight by default when they share one connection (HTTP/2): GitHub allows 100
    /// at once from one user, so this leaves half for the user's other programs, and it is what
    /// libcurl is let carry on one connection. Fifty is also what `show` of 50 logins needs to
    /// ask for all of them in one round trip.
    public static let sharedConnectionConcurrency = 50
    /// The most `show --concurrency` accepts.
    public static let maximumConcurrency = 50
}
