import Foundation
import GHDomain
import Synchronization
import Testing

@testable import GHData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SettingsFile`'s changes: made under the lock, each kept when several runs change settings at
/// once, and waited for off Swift's cooperative pool.
@Suite(.timeLimit(.minutes(1)))
struct SettingsFileTests {
    /// A fresh settings folder, removed when the test ends.
    private final class Sandbox: Sendable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-settings-\(UUID().uuidString)")
        var file: URL { root.appendingPathComponent("config/gh-users/config.json") }
        var store: SettingsFile { SettingsFile(url: file) }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func update_savesTheChange_andKeepsWhatItDidNotTouch() async throws {
        let sandbox = Sandbox()
        try await sandbox.store.update { $0["color"] = .text("never") }
        try await sandbox.store.update { $0["per-page"] = .number(50) }
        #expect(try sandbox.store.load() == ["color": .text("never"), "per-page": .number(50)])
        #expect(
            String(decoding: try Data(contentsOf: sandbox.file), as: UTF8.self) == """
                {
                  "color" : "never",
                  "per-page" : 50
                }

                """)
    }

    /// More changes than the cooperative pool has threads wait on a lock another run holds. Were
    /// they waited for on the pool, a task started after them could not run until the lock
    /// gave up (10 s) and every change failed; the lock is let go only once that task ran.
    @Test func changesWaitingForTheLock_holdNoPoolThread() async throws {
        let sandbox = Sandbox()
        try await sandbox.store.update { $0["color"] = .text("auto") }
        let holder = open(sandbox.file.path + ".lock", O_RDWR)
        #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let changes = (0..<count).map { index in
            Task { try await sandbox.store.update { $0["key\(index)"] = .number(index) } }
        }
        let ran = await Task { true }.value
        #expect(ran)
        flock(holder, LOCK_UN)
        close(holder)
        for change in changes { try await change.value }
        let saved = try sandbox.store.load()
        #expect(saved.count == count + 1)
        #expect((0..<count).allSatisfy { saved["key\($0)"] == .number($0) })
    }
}
