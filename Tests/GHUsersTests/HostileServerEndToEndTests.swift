import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Synchronization
import Testing

/// The built binary against a server that attacks it: bodies past the cap, a gzip bomb, a body
/// without an end, a server that trickles, links that never advance or lead elsewhere,
/// redirects to files and in circles, and headers without measure. Each run must end with a
/// clear error, in bounded memory; a run that hangs is killed by ``BinaryRunner``'s deadline
/// and fails the test. Nothing here is timed.
@Suite(.timeLimit(.minutes(1)))
struct HostileServerEndToEndTests {
    /// Waits at a fiftieth of their real length (a retry's back-off of 0.5 s takes 10 ms), and
    /// a request's deadline (600 s, scaled to 12 s) no exchange here comes near however busy the
    /// machine, so that what the server does, not the clock, ends each run; the one test of the
    /// deadline sets its own.
    private static let fast = ["GH_USERS_TEST_TIME_SCALE": "0.02", "GH_USERS_TIMEOUT": "600"]
    /// Twice a healthy run (35 to 50 MB, the binary's own peak as `bench-spawn` reports it),
    /// far below what an unbounded read would take.
    private static let memoryBound = 100 << 20

    /// Runs `arguments` against `server` and checks the memory bound.
    private func run(_ arguments: [String], _ server: LoopbackServer, variables: [String: String] = [:]) async throws -> ProcessResult {
        let (result, peak) = try await BinaryRunner.runMeasured(
            arguments + ["--api-url", server.baseURL.absoluteString, "--no-cache"], variables: Self.fast.merging(variables) { $1 })
        #expect(peak < Self.memoryBound)
        return result
    }

    /// A failed run that says the answer at `path` was over the cap.
    /// The refusal of an answer past the cap: 16 MB, or 1 MB for a profile, which is a few kilobytes.
    private static func tooLarge(_ server: LoopbackServer, _ path: String, cap: String = "16 MB") -> ProcessResult {
        ProcessResult(
            stdout: "", stderr: "Error: response from \(server.baseURL.absoluteString)\(path) is too large (over \(cap))\n", status: 1)
    }

    private static func users(_ ids: [Int]) -> String {
        "[" + ids.map { FakeGitHub.userJSON(id: $0) }.joined(separator: ",") + "]"
    }

    @Test func aBodyPastTheCap_isRefused_withoutHoldingItAll() async throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(repeating: 0x20, count: 40 << 20)) }
        defer { server.stop() }
        #expect(try await run(["list"], server) == Self.tooLarge(server, "/users?since=0&per_page=30"))
    }

    @Test func gzipBomb_isRefusedOnceDecodedPastTheCap() async throws {
        let bomb = GzipBomb.zeros(256 << 20)  // 1.7 MB on the wire
        let server = try LoopbackServer { _ in HTTPResponseSpec(headers: [("Content-Encoding", "gzip")], body: bomb) }
        defer { server.stop() }
        #expect(try await run(["show", "octocat"], server) == Self.tooLarge(server, "/users/octocat", cap: "1 MB"))
    }

    @Test func aBodyWithoutAnEnd_isRefusedAtTheCap() async throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(repeating: 0x20, count: 64 << 10), delivery: .endlessChunks) }
        defer { server.stop() }
        #expect(try await run(["show", "octocat"], server) == Self.tooLarge(server, "/users/octocat", cap: "1 MB"))
    }

    /// Whether both transports run on libcurl, whose refusals these messages name (on macOS
    /// URLSession is Apple's own).
    private static let onLibcurl: Bool = {
        #if os(Linux)
            true
        #else
            false
        #endif
    }()

    @Test(.enabled(if: onLibcurl, "names libcurl's refusal"))
    func anHTTP09Reply_isNamed() async throws {
        for transport: String in ["curl", "urlsession"] {
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("[]".utf8), delivery: .bodyWithoutHead) }
            defer { server.stop() }
            let result = try await run(["show", "octocat", "-v"], server, variables: ["GH_USERS_TRANSPORT": transport])
            #expect(result.stdout == "")
            #expect(
                result.stderr.hasSuffix(
                    """
                    Error: unexpected response from \(server.baseURL.absoluteString)/users/octocat
                      the reply has no status line or headers (HTTP/0.9), which is not accepted

                    """))
            #expect(result.status == 1)
        }
    }

    /// (URLSession on Linux, the other transport, reports it as an unknown error, -1.)
    @Test(.enabled(if: onLibcurl, "names libcurl's refusal"))
    func aContentEncodingThatCannotBeUndone_isNamed() async throws {
        // Compressed once, said to be compressed twice.
        let server = try LoopbackServer { _ in HTTPResponseSpec(headers: [("Content-Encoding", "gzip, gzip")], body: GzipBomb.zeros(100)) }
        defer { server.stop() }
        let result = try await run(["show", "octocat", "-v"], server, variables: ["GH_USERS_TRANSPORT": "curl"])
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasSuffix(
                """
                Error: unexpected response from \(server.baseURL.absoluteString)/users/octocat
                  the body cannot be decoded as its Content-Encoding header says it was encoded

                """))
        #expect(result.status == 1)
    }

    @Test func aTricklingServer_isCutOffAtTheDeadline() async throws {
        // Headers at once, then a byte every 10 ms: never idle, never done.
        let server = try LoopbackServer { _ in
            HTTPResponseSpec(body: Data(repeating: 0x20, count: 100_000), delivery: .trickle(interval: 0.01))
        }
        defer { server.stop() }
        let result = try await run(["show", "octocat"], server, variables: ["GH_USERS_TIMEOUT": "3"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: 127.0.0.1:\(server.port) did not answer within 3 s
                        Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.

                        """,
                    status: 1))
    }

    @Test func aNextLinkThatNeverAdvances_stopsTheListing() async throws {
        // Always users 1 and 2, always a next link that differs only in a junk parameter.
        let counter = Counter()
        let server = try LoopbackServer { request in
            let origin = "http://" + (request.header("Host") ?? "")
            return .text(
                Self.users([1, 2]), headers: [("Link", "<\(origin)/users?since=0&per_page=2&junk=\(counter.next())>; rel=\"next\"")])
        }
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await run(["list", "--all", "--per-page", "2"], server)
        #expect(
            result
                == ProcessResult(
                    stdout: TestUsers.line(1) + TestUsers.line(2),
                    stderr: """
                        Error: \(api)/users?since=0&per_page=2&junk=1 kept returning the same page; stopped
                        Resume: gh-users list --since 2 --all --per-page 2 --api-url \(api) --no-cache

                        """, status: 1))
        #expect(server.requests.count == 1)
    }

    @Test func aRedirectToAFile_isRefused_andNothingIsFetched() async throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(status: 302, headers: [("Location", "file:///etc/passwd")]) }
        defer { server.stop() }
        let result = try await run(["show", "octocat"], server, variables: ["GH_ENTERPRISE_TOKEN": "ghp_secret"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: \(server.baseURL.absoluteString)/users/octocat redirected to an unsupported location (file:///etc/passwd)\n",
                    status: 1))
        // The profile's GraphQL part goes out with it, and is refused the same way.
        #expect(server.requests.map(\.path).sorted() == ["/graphql", "/users/octocat"])
    }

    @Test func aRedirectLoop_isStopped() async throws {
        let server = try LoopbackServer { request in
            HTTPResponseSpec(status: 302, headers: [("Location", request.path == "/a" ? "/b" : "/a")])
        }
        defer { server.stop() }
        let result = try await run(["show", "octocat"], server)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: \(server.baseURL.absoluteString)/users/octocat redirected more than 10 times; stopped (a redirect loop?)\n",
                    status: 1))
        #expect(server.requests.count == 11)
    }

    @Test func nextLinkToAnotherHost_isAnError_sendingNothing() async throws {
        // The API's page links to a foreign host, whose page would link back to an authenticated path.
        let foreignURL = Shared("")
        let api = try LoopbackServer { request in
            request.path == "/users" && request.queryValue("since") == "0"
                ? .text(Self.users([1, 2]), headers: [("Link", "<\(foreignURL.value)/users?since=2&per_page=2>; rel=\"next\"")])
                : .text("[]")
        }
        defer { api.stop() }
        let foreign = try LoopbackServer { _ in
            .text(Self.users([3, 4]), headers: [("Link", "<http://127.0.0.1:\(api.port)/user/emails?since=4&per_page=2>; rel=\"next\"")])
        }
        defer { foreign.stop() }
        foreignURL.value = foreign.baseURL.absoluteString
        let result = try await run(["list", "--all", "--per-page", "2"], api, variables: ["GH_ENTERPRISE_TOKEN": "ghp_secret"])
        let origin = api.baseURL.absoluteString
        #expect(
            result
                == ProcessResult(
                    stdout: [1, 2].map { TestUsers.line($0) }.joined(),
                    stderr: """
                        Error: the next-page link from \(origin)/users?since=0&per_page=2 cannot be followed (it points to another host than 127.0.0.1:\(api.port)): \(foreignURL.value)/users?since=2&per_page=2
                        Resume: gh-users list --since 2 --all --per-page 2 --api-url \(origin) --no-cache

                        """, status: 1))
        #expect(api.requests.map(\.path) == ["/users"])
        #expect(api.requests.map { $0.header("Authorization") } == ["Bearer ghp_secret"])
        #expect(foreign.requests.isEmpty)
    }

    @Test func unfollowableNextLink_endsTheListing_namingIt() async throws {
        for (link, reason) in [
            ("file:///etc/passwd", "it is not an http or https URL"), ("users?since=2", "it is not a valid URL"),
            ("http://h/\u{7}x", "it holds control characters"), ("http://[::1", "it is not a valid URL"),
        ] as [(String, String)] {
            let server = try LoopbackServer { request in
                request.queryValue("since") == "0"
                    ? .text(Self.users([1, 2]), headers: [("Link", "<\(link)>; rel=\"next\"")]) : .text("[]")
            }
            defer { server.stop() }
            let origin = server.baseURL.absoluteString
            let result = try await run(["list", "--all", "--per-page", "2"], server)
            let shown = link.replacingOccurrences(of: "\u{7}", with: "\\u{7}")
            #expect(
                result
                    == ProcessResult(
                        stdout: [1, 2].map { TestUsers.line($0) }.joined(),
                        stderr: """
                            Error: the next-page link from \(origin)/users?since=0&per_page=2 cannot be followed (\(reason)): \(shown)
                            Resume: gh-users list --since 2 --all --per-page 2 --api-url \(origin) --no-cache

                            """, status: 1))
            #expect(server.requests.count == 1)
        }
    }

    /// Headers past every measure, named by what they are, so a failure says which it was.
    enum HeaderAttack: String, CaseIterable {
        case tenThousandHeaders = "ten thousand headers"
        case aMegabyteLine = "a 1 MB header line"

        var headers: [(name: String, value: String)] {
            switch self {
            case .tenThousandHeaders: (0..<10_000).map { (name: "X-Padding-\($0)", value: "x") }
            case .aMegabyteLine: [(name: "X-Padding", value: String(repeating: "x", count: 1 << 20))]
            }
        }
    }

    @Test func headersWithoutMeasure_areRefused() async throws {
        for attack: HeaderAttack in HeaderAttack.allCases {
            let headers = attack.headers
            let server = try LoopbackServer { _ in .text("{}", headers: headers) }
            defer { server.stop() }
            let result = try await run(["show", "octocat"], server)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: "Error: response from \(server.baseURL.absoluteString)/users/octocat has too many or too large headers\n",
                        status: 1),
                "\(attack.rawValue)")
        }
    }

    @Test func anUpperCaseSchemeInALink_isFollowed() async throws {
        let server = try LoopbackServer { request in
            request.queryValue("since") == "0"
                ? .text(
                    Self.users([1, 2]),
                    headers: [("Link", "<HTTP://\(request.header("Host") ?? "")/users?since=2&per_page=2>; rel=\"next\"")])
                : .text(Self.users([3]))
        }
        defer { server.stop() }
        let result = try await run(["list", "--all", "--per-page", "2"], server)
        #expect(result == ProcessResult(stdout: [1, 2, 3].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }
}

/// A count shared with a server's handler.
private final class Counter: Sendable {
    private let count = Mutex(0)
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

/// A value a test sets after a server's handler that reads it was made.
private final class Shared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
