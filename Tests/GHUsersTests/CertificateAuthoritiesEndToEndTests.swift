#if os(Linux)
    import Foundation
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// `SSL_CERT_FILE`, `SSL_CERT_DIR` and `CURL_CA_BUNDLE` in the built binary: a path that
    /// names nothing usable is an error before anything is sent, and `-v` names the ones used.
    @Suite(.timeLimit(.minutes(1)))
    struct CertificateAuthoritiesEndToEndTests {
        @Test func aMissingFile_failsTheRun_beforeAnythingIsSent() async throws {
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let missing = "/nonexistent/gh-users-ca.pem"
            for (variables, variable) in [
                (["SSL_CERT_FILE": missing], "SSL_CERT_FILE"),
                (["CURL_CA_BUNDLE": missing, "SSL_CERT_FILE": "/etc/hostname"], "CURL_CA_BUNDLE"),
            ] {
                let result = try await BinaryRunner.run(["list", "--api-url", server.baseURL.absoluteString], variables: variables)
                #expect(
                    result
                        == ProcessResult(
                            stdout: "",
                            stderr:
                                "Error: \(variable) names \(missing), which does not exist; set it to the certificate authorities to trust, or unset it\n",
                            status: 1))
            }
            let directory = try await BinaryRunner.run(
                ["show", "octocat", "--api-url", server.baseURL.absoluteString], variables: ["SSL_CERT_DIR": "/etc/hostname"])
            #expect(
                directory
                    == ProcessResult(
                        stdout: "",
                        stderr:
                            "Error: SSL_CERT_DIR names /etc/hostname, which is not a directory; set it to the certificate authorities to trust, or unset it\n",
                        status: 1))
            #expect(server.requests.isEmpty)
        }

        @Test func verbose_namesTheAuthoritiesUsed() async throws {
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let api = server.baseURL.absoluteString
            let result = try await BinaryRunner.run(
                ["-v", "list", "--limit", "1", "--api-url", api], variables: ["SSL_CERT_FILE": "/etc/hostname", "SSL_CERT_DIR": "/etc"])
            #expect(result.stdout == TestUsers.line(1) && result.status == 0)
            let log = result.stderr.split(separator: "\n").map {
                $0.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
            }
            #expect(
                log == [
                    "* trusting the certificate authorities in /etc/hostname (SSL_CERT_FILE)",
                    "* trusting the certificate authorities in /etc (SSL_CERT_DIR)", "* no token for 127.0.0.1:\(server.port)",
                    "* GET \(api)/users?since=0&per_page=1 200 Nms rate-limit-remaining=4999",
                ])
        }
    }
#endif
