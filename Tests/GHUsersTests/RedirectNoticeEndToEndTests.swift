import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// What `-v` says of a redirect that takes API data to another host, what a failure past it
/// names, and a server that repeats ids across pages.
@Suite(.timeLimit(.minutes(1)))
struct RedirectNoticeEndToEndTests {
    /// A redirect to another host is noted with `-v`, and a TLS failure there names that host.
    @Test func redirectToAnotherHost_isNotedWithV() async throws {
        // A server that answers a TLS hello with plain text: the handshake fails there.
        let plain = try PlainTextListener()
        defer { plain.stop() }
        let target = "https://127.0.0.1:\(plain.port)/users/octocat"
        let origin = try LoopbackServer { request in
            request.path == "/users/octocat" ? HTTPResponseSpec(status: 302, headers: [("Location", target)]) : .text("{}", status: 404)
        }
        defer { origin.stop() }
        let api = origin.baseURL.absoluteString
        let result = try await BinaryRunner.run(["show", "octocat", "--no-cache", "-v", "--api-url", api])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let failed = "Error: cannot connect to 127.0.0.1:\(plain.port): the TLS handshake failed"
        let advice = "Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting."
        var lines = result.stderr.split(separator: "\n").map(String.init)
        // The one line that tells a time: how long the request took.
        if let timed = lines.firstIndex(where: { $0.hasPrefix("* GET \(api)/users/octocat failed ") }) { lines[timed] = "* GET (timed)" }
        #expect(
            lines == [
                "* no token for 127.0.0.1:\(origin.port)",
                "* redirected to another host: 127.0.0.1:\(origin.port) → 127.0.0.1:\(plain.port) (\(target)); no token goes there",
                "* GET (timed)", failed, advice,
            ])
        // Without -v, the error alone, naming the host that failed.
        let quiet = try await BinaryRunner.run(["show", "octocat", "--no-cache", "--api-url", api])
        #expect(quiet == ProcessResult(stdout: "", stderr: failed + "\n" + advice + "\n", status: 1))
    }

    @Test func pageRepeatingPrintedIDs_printsEachUserOnce() async throws {
        let pages = [0: [1, 2], 2: [2, 3], 3: [1, 4], 4: [Int]()]
        let server = try LoopbackServer { request in
            guard request.path == "/users", let since = request.queryValue("since").flatMap(Int.init), let ids = pages[since] else {
                return .text("{}", status: 404)
            }
            let host = request.header("Host") ?? "127.0.0.1"
            let next = ids.last.map { [("Link", "<http://\(host)/users?since=\($0)&per_page=2>; rel=\"next\"")] } ?? []
            return .text(TestUsers.page(ids), headers: next)
        }
        defer { server.stop() }
        let result = try await BinaryRunner.run([
            "list", "--all", "--per-page", "2", "--no-cache", "--api-url", server.baseURL.absoluteString,
        ])
        #expect(result == ProcessResult(stdout: [1, 2, 3, 4].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }
}

/// A loopback listener that answers every connection at once with a line of plain text and
/// closes it: what a TLS client meets when it reaches a server that does not speak TLS.
private final class PlainTextListener: Sendable {
    let port: Int
    private let listener: Int32

    init() throws {
        let listener = socket(AF_INET, streamSocket, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic -> Bool in
                bind(listener, generic, length) == 0 && listen(listener, 8) == 0 && getsockname(listener, generic, &length) == 0
            }
        }
        guard listener >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        // Ends when the listening socket is shut down: accept then fails.
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                let text = Array("HTTP/1.0 400 Bad Request\r\n\r\nnot TLS\n".utf8)
                _ = text.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                close(connection)
            }
        }
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
