import Foundation
import GHDomain
import Synchronization
import Testing

/// A follow graph in memory: whom the viewer follows, each change sent, and failures to script.
private final class MemoryGraph: FollowGraph {
    private let state: Mutex<(following: Set<String>, sent: [String], failures: [String: any Error])>

    init(following: Set<String>, failures: [String: any Error] = [:]) {
        state = Mutex((following, [], failures))
    }

    var sent: [String] { state.withLock { $0.sent } }
    var following: Set<String> { state.withLock { $0.following } }

    func viewer() async throws -> Login { Login("me")! }

    func isFollowing(_ login: Login) async throws -> Bool { state.withLock { $0.following.contains(login.rawValue) } }

    func setFollowing(_ login: Login, to follow: Bool) async throws {
        try state.withLock { state in
            state.sent.append((follow ? "follow " : "unfollow ") + login.rawValue)
            if let failure = state.failures[login.rawValue] { throw failure }
            if follow { state.following.insert(login.rawValue) } else { state.following.remove(login.rawValue) }
        }
    }
}

/// A journal in memory.
private final class MemoryJournal: FollowJournalStore {
    private let state = Mutex(FollowJournal())

    var journal: FollowJournal { state.withLock { $0 } }

    func load() async throws -> FollowJournal { journal }

    func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FollowJournal) throws -> Outcome) async throws -> Outcome {
        try state.withLock { try transform(&$0) }
    }
}

@Suite struct FollowRunnerTests {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)

    private static func changes(_ logins: [String], follow: Bool = true) -> [FollowChange] {
        logins.map { FollowChange(login: Login($0)!, follow: follow) }
    }

    private static func begin(_ journal: MemoryJournal, _ changes: [FollowChange]) async throws -> Int {
        try await journal.update { $0.begin(host: "api.github.com", viewer: Login("me")!, at: now, changes: changes) }.id
    }

    /// A run marks each change done, and a not-found user failed while the others go on.
    @Test func run_marksChangesDone_andANotFoundOneFailed() async throws {
        let graph = MemoryGraph(following: [], failures: ["gone": GitHubError.userNotFound(login: "gone")])
        let journal = MemoryJournal()
        let id = try await Self.begin(journal, Self.changes(["a", "gone", "b"]))
        var heard: [String] = []
        try await FollowRunner(graph: graph, journal: journal, now: { Self.now }).carryOut(
            run: id, judge: { _ in (false, "not found") },
            report: { _, change, outcome in
                if case .done(let found) = outcome {
                    heard.append("done \(change.login) \(found)")
                } else {
                    heard.append("failed \(change.login)")
                }
            })
        #expect(heard == ["done a false", "failed gone", "done b false"])
        #expect(journal.journal.run(id)?.changes.map(\.state) == [.done, .failed, .done])
        #expect(journal.journal.run(id)?.changes[1].note == "not found")
        #expect(journal.journal.run(id)?.isFinished == true)
    }

    /// A stopping refusal leaves the change planned, and a resume repeats nothing done.
    @Test func stoppingRefusal_leavesTheChangePlanned() async throws {
        let graph = MemoryGraph(following: [], failures: ["b": GitHubError.missingScope(needed: "user:follow", granted: [])])
        let journal = MemoryJournal()
        let id = try await Self.begin(journal, Self.changes(["a", "b", "c"]))
        let runner = FollowRunner(graph: graph, journal: journal, now: { Self.now })
        await #expect(throws: GitHubError.missingScope(needed: "user:follow", granted: [])) {
            try await runner.carryOut(run: id, judge: { _ in (true, "") }, report: { _, _, _ in })
        }
        #expect(journal.journal.run(id)?.changes.map(\.state) == [.done, .planned, .planned])
        let fixed = MemoryGraph(following: ["a"])
        try await FollowRunner(graph: fixed, journal: journal, now: { Self.now }).carryOut(
            run: id, judge: { _ in (true, "") }, report: { _, _, _ in })
        #expect(fixed.sent == ["follow b", "follow c"])
    }

    /// A change left sending is asked about, and sent only when GitHub does not show it.
    @Test func changeLeftSending_isCheckedBeforeItIsSentAgain() async throws {
        let journal = MemoryJournal()
        let id = try await Self.begin(journal, Self.changes(["a", "b"]))
        try await journal.update { journal in
            journal.mark(run: id, change: 0, .sending, at: Self.now)
            journal.mark(run: id, change: 1, .sending, at: Self.now)
        }
        // GitHub has `a` (its answer was lost), not `b`.
        let graph = MemoryGraph(following: ["a"])
        var found: [Bool] = []
        try await FollowRunner(graph: graph, journal: journal, now: { Self.now }).carryOut(
            run: id, judge: { _ in (true, "") },
            report: { _, _, outcome in if case .done(let wasFound) = outcome { found.append(wasFound) } })
        #expect(graph.sent == ["follow b"])
        #expect(found == [true, false])
        #expect(journal.journal.run(id)?.isFinished == true)
    }

    @Test func journal_keepsAHundredRuns_dropsOldestFinished() {
        var journal = FollowJournal()
        let stopped = journal.begin(host: "h", viewer: Login("me")!, at: Self.now, changes: Self.changes(["x"]))
        for index in 0..<FollowJournal.keptRuns {
            let run = journal.begin(host: "h", viewer: Login("me")!, at: Self.now, changes: Self.changes(["y"]))
            journal.mark(run: run.id, change: 0, .done, at: Self.now)
            #expect(run.id == index + 2)
        }
        let next = journal.begin(host: "h", viewer: Login("me")!, at: Self.now, changes: Self.changes(["z"]))
        #expect(journal.runs.count == FollowJournal.keptRuns)
        // The stopped run is kept: it can still be resumed.
        #expect(journal.run(stopped.id) != nil && journal.run(2) == nil && next.id == 102)
    }
}
