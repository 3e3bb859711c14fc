import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The lane for changes: the pace it keeps, its plan estimate, and the transport keeping to it.
@Suite(.timeLimit(.minutes(1)))
struct WriteLaneTests {
    private static let start = Date(timeIntervalSince1970: 1_795_262_400)

    /// The pause is a second after the last answer, and a minute after the eightieth back.
    @Test func pause_isASecondAfterTheLastAnswer() {
        let lane = WriteLane()
        #expect(lane.pause(at: Self.start) <= 0)
        lane.ended(at: Self.start)
        #expect(lane.pause(at: Self.start.addingTimeInterval(0.25)) == 0.75)
        #expect(lane.pause(at: Self.start.addingTimeInterval(1)) == 0)
        for second in 1..<80 { lane.ended(at: Self.start.addingTimeInterval(TimeInterval(second))) }
        // Eighty changes in 79 s: the next waits until the first is a minute old... and a second past the last.
        #expect(lane.pause(at: Self.start.addingTimeInterval(79.5)) == 0.5)
        let lane80 = WriteLane(rules: .init(spacing: 0.1, perMinute: 80, perHour: 500))
        for tenth in 0..<80 { lane80.ended(at: Self.start.addingTimeInterval(TimeInterval(tenth) / 10)) }
        #expect(abs(lane80.pause(at: Self.start.addingTimeInterval(8)) - 52) < 0.001)
    }

    @Test func duration_ofAPlan_keepsEveryRule() {
        #expect(WriteLane.duration(of: 0) == 0)
        #expect(WriteLane.duration(of: 1) == 0)
        #expect(WriteLane.duration(of: 3) == 2)
        #expect(WriteLane.duration(of: 80) == 79)
        // The 81st waits for the first to be a minute old.
        #expect(WriteLane.duration(of: 81) == 80)
        #expect(WriteLane.duration(of: 161) == 160)
        // 500 an hour: the 501st waits for the first to be an hour old.
        #expect(WriteLane.duration(of: 501) == 3600)
    }

    @Test func remembered_changesOfAnEarlierRun_count() {
        let lane = WriteLane()
        lane.remember([Self.start.addingTimeInterval(-0.5)])
        #expect(lane.pause(at: Self.start) == 0.5)
    }

    @Test func kind_changingRequestIsAWrite_graphQLQueryIsNot() {
        var put = URLRequest(url: URL(string: "https://api.github.com/user/following/octocat")!)
        put.httpMethod = "PUT"
        #expect(RateBudget.kind(of: put, rootPath: "")?.isWrite == true)
        put.httpMethod = "DELETE"
        #expect(RateBudget.kind(of: put, rootPath: "")?.isWrite == true)
        put.httpMethod = "GET"
        #expect(RateBudget.kind(of: put, rootPath: "")?.isWrite == false)
        var graphQL = URLRequest(url: URL(string: "https://api.github.com/graphql")!)
        graphQL.httpMethod = "POST"
        #expect(RateBudget.kind(of: graphQL, rootPath: "")?.isWrite == false)
    }

    /// The transport sends changes one at a time, a second apart, and reads at once.
    @Test func transport_sendsChangesASecondApart_readsAtOnce() async throws {
        let stub = StubTransport()
        let gate = AsyncGate()
        stub.register("/user/following/a", method: "PUT", status: 204, body: "", gate: gate)
        stub.register("/user/following/b", method: "PUT", status: 204, body: "")
        stub.register("/users/a", body: "{}")
        // A clock that moves only when waited on.
        let clock = Mutex((now: Self.start, waits: [ThrottlingTransport.Wait]()))
        let throttle = ThrottlingTransport(
            wrapping: stub, budget: RateBudget(pacing: .none), policy: .never, apiRoot: URL(string: "https://api.github.com")!,
            now: { clock.withLock { $0.now } },
            waiter: { wait in
                clock.withLock {
                    $0.waits.append(wait)
                    $0.now = $0.now.addingTimeInterval(wait.seconds)
                }
            })
        func put(_ login: String) -> URLRequest {
            var request = URLRequest(url: URL(string: "https://api.github.com/user/following/\(login)")!)
            request.httpMethod = "PUT"
            return request
        }
        let first = Task { try await throttle.send(put("a")) }
        await gate.arrivals(atLeast: 1)
        let second = Task { try await throttle.send(put("b")) }
        // A read goes while the first change is under way; the second change waits its turn.
        _ = try await throttle.send(URLRequest(url: URL(string: "https://api.github.com/users/a")!))
        #expect(stub.requests.map { "\($0.httpMethod ?? "GET") \($0.url?.path ?? "")" } == ["PUT /user/following/a", "GET /users/a"])
        gate.open()
        _ = try await first.value
        _ = try await second.value
        #expect(stub.requests.last?.url?.path == "/user/following/b")
        #expect(clock.withLock { $0.waits } == [ThrottlingTransport.Wait(reason: .pace(resource: "write"), seconds: 1)])
    }
}
