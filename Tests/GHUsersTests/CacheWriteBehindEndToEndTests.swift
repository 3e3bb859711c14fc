import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The cache's entries are written behind the pages they keep (gathered, a megabyte at a time),
/// yet every page a run printed is in the cache however the run ends: normally, with Ctrl-C, or
/// by SIGTERM. Each run lists 200 users 50 a page; the third page is held until the run has been
/// told to end, so two pages are printed and neither was written when the signal came (their
/// bytes are far from a batch).
@Suite(.timeLimit(.minutes(1)))
struct CacheWriteBehindEndToEndTests {
    private typealias StateDirectory = CacheEndToEndTests.StateDirectory
    private static let ids = FakeGitHub.gappedIDs(200)
    private static let printed = ids.prefix(100).map { TestUsers.line($0) }.joined()

    /// A stand-in whose pages after the second wait at `gate`.
    private static func start(holdingAt gate: ResponseGate) throws -> LoopbackServer {
        let fake = FakeGitHub(userIDs: ids)
        let open = ["0", String(ids[49])]
        return try LoopbackServer { request in
            var response = fake.respond(to: request)
            if !open.contains(request.queryValue("since") ?? "") { response.delivery = .holdBody(until: gate, timeout: 20) }
            return response
        }
    }

    /// The two pages printed, listed again offline: from the cache alone.
    private static func listedOffline(_ state: StateDirectory, api: String) async throws -> ProcessResult {
        try await BinaryRunner.run(
            ["list", "--limit", "100", "--per-page", "50", "--offline", "--api-url", api], variables: state.variables)
    }

    /// `list --all` stopped by `stop` once it has printed the two pages it can: how it ended,
    /// the state it wrote and the API it listed.
    private static func listing(stoppedBy stop: (RunningBinary) -> Void) async throws -> (
        result: ProcessResult, state: StateDirectory, api: String
    ) {
        let state = StateDirectory()
        let gate = ResponseGate()
        let server = try start(holdingAt: gate)
        defer {
            gate.open()
            server.stop()
        }
        let api = server.baseURL.absoluteString
        let running = try BinaryRunner.launch(["list", "--all", "--per-page", "50", "--api-url", api], variables: state.variables)
        #expect(running.readOutput(atLeast: printed.utf8.count) == printed)
        stop(running)
        return (await running.wait(), state, api)
    }

    @Test func sigterm_endsByTheSignal_afterWritingPrintedPages() async throws {
        let (result, state, api) = try await Self.listing { $0.terminate() }
        #expect(result == ProcessResult(stdout: Self.printed, stderr: "", status: 143))
        #expect(state.entries.count == 2)
        let offline = try await Self.listedOffline(state, api: api)
        #expect(offline.stdout == Self.printed && offline.status == 0)
    }

    @Test func ctrlC_saysHowToResume_afterWritingPrintedPages() async throws {
        let (result, state, api) = try await Self.listing { $0.interrupt() }
        #expect(
            result
                == ProcessResult(
                    stdout: Self.printed, stderr: "Resume: gh-users list --since \(Self.ids[99]) --all --per-page 50 --api-url \(api)\n",
                    status: 130))
        #expect(state.entries.count == 2)
        let offline = try await Self.listedOffline(state, api: api)
        #expect(offline.stdout == Self.printed && offline.status == 0)
    }

    @Test func aRunThatEnds_hasWrittenEveryPageItPrinted() async throws {
        let state = StateDirectory()
        let gate = ResponseGate()
        gate.open()
        let server = try Self.start(holdingAt: gate)
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["list", "--limit", "100", "--per-page", "50", "--api-url", api], variables: state.variables)
        #expect(result == ProcessResult(stdout: Self.printed, stderr: "", status: 0))
        #expect(state.entries.count == 2)
        let offline = try await Self.listedOffline(state, api: api)
        #expect(offline.stdout == Self.printed && offline.status == 0)
    }
}
