import Foundation
import GHDomain
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct SpentWindowsFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-spent-\(UUID().uuidString)")
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)

    private static func spent(_ resource: String, resetIn seconds: TimeInterval) -> RateLimitSnapshot {
        RateLimitSnapshot(remaining: 0, limit: 60, resetAt: now.addingTimeInterval(seconds), resource: resource)
    }

    @Test func spentWindow_isRecalledPerCaller_untilItResets() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SpentWindowsFile(directory: folder, host: "api.github.com")
        let anonymous = file.identity(authorization: nil)
        let mine = file.identity(authorization: "Bearer ghp_mine")
        #expect(anonymous != mine)
        file.remember(Self.spent("core", resetIn: 30), of: anonymous, at: Self.now)
        file.remember(Self.spent("search", resetIn: 5), of: anonymous, at: Self.now)
        // A window with something left, or none reset ahead, is not kept.
        file.remember(
            RateLimitSnapshot(remaining: 1, limit: 60, resetAt: Self.now.addingTimeInterval(9), resource: "graphql"), of: anonymous,
            at: Self.now)
        #expect(file.spentWindows(of: anonymous, at: Self.now) == [Self.spent("core", resetIn: 30), Self.spent("search", resetIn: 5)])
        #expect(file.spentWindows(of: mine, at: Self.now).isEmpty)
        #expect(file.spentWindows(of: anonymous, at: Self.now.addingTimeInterval(10)) == [Self.spent("core", resetIn: 30)])
        // Another host's windows are another's.
        #expect(SpentWindowsFile(directory: folder, host: "ghe.example.com").identity(authorization: nil) != anonymous)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(!text.contains("ghp_mine"))
        #expect(try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aDamagedFile_isIgnored_andReplaced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = SpentWindowsFile(directory: folder, host: "api.github.com")
        try Data("{not json".utf8).write(to: file.url)
        let identity = file.identity(authorization: nil)
        #expect(file.spentWindows(of: identity, at: Self.now).isEmpty)
        file.remember(Self.spent("core", resetIn: 30), of: identity, at: Self.now)
        #expect(file.spentWindows(of: identity, at: Self.now) == [Self.spent("core", resetIn: 30)])
    }

    /// The budget recalls what an earlier run found spent, and sends nothing until the reset.
    @Test func budget_recallsWhatAnEarlierRunFoundSpent() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let memory = SpentWindowsFile(directory: folder, host: "api.github.com")
        let answer = HTTPURLResponse(
            url: URL(string: "https://api.github.com/users")!, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1795262430"])!
        RateBudget(pacing: .none, memory: memory).record(answer, resource: "core", authorization: nil, at: Self.now)
        let next = RateBudget(pacing: .none, memory: memory)
        let users = RateBudget.Kind(resource: "core", endpoint: "users")
        #expect(next.admit(users, authorization: nil, at: Self.now.addingTimeInterval(1)) == .spent(Self.spent("core", resetIn: 30)))
        #expect(
            next.admit(users, authorization: "Bearer other", at: Self.now.addingTimeInterval(1)) == .spent(Self.spent("core", resetIn: 30)))
        let fresh = RateBudget(pacing: .none, memory: memory)
        #expect(fresh.admit(users, authorization: "Bearer other", at: Self.now.addingTimeInterval(1)) == .go)
    }
}
