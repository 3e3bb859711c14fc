import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gh-users fav` as a user runs it: the built binary, one favorites folder shared by several
/// runs (`XDG_DATA_HOME`), and a loopback server that answers like GitHub.
@Suite(.timeLimit(.minutes(1)))
struct FavoritesEndToEndTests {
    static func fake() -> FakeGitHub {
        var fake = FakeGitHub(userIDs: [1, 2, 4], staffIDs: [4])
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        fake.profiles["mojombo"] = Fixture.named("user-mojombo")
        for id in 1...20 {
            fake.overrides["/users/user\(id)"] = .text(FakeGitHub.userJSON(id: id))
        }
        return fake
    }

    /// `fav list`'s piped lines with each `added_at` checked to be a time within the last
    /// minute and replaced by `<added>`, so the rest can be compared whole.
    /// `stdout` with each time added in the last minute as `<added>`, and, unless `keepingHosts`,
    /// the stand-in's host (its port changes with every run) as `<stand-in>`.
    static func withoutTimes(_ stdout: String, keepingHosts: Bool = false) -> String {
        stdout.split(separator: "\n").map { line in
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count >= 5, let date = try? Date(fields[3], strategy: Date.ISO8601FormatStyle()), abs(date.timeIntervalSinceNow) < 60
            {
                fields[3] = "<added>"
            }
            // The stand-in's host: its port changes with every run.
            if !keepingHosts, fields.count == 6, fields[5].hasPrefix("127.0.0.1:") { fields[5] = "<stand-in>" }
            return fields.joined(separator: "\t") + "\n"
        }.joined()
    }

    private static let octocat = "octocat\t583231\tThe Octocat\t<added>\thttps://github.com/octocat\t<stand-in>\n"
    private static let mojombo = "mojombo\t1\tTom Preston-Werner\t<added>\thttps://github.com/mojombo\t<stand-in>\n"

    @Test func addListRemove_roundTrip_acrossRuns() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let added = try await BinaryRunner.run(["fav", "add", "octocat", "mojombo"], variables: variables)
        #expect(added == ProcessResult(stdout: "", stderr: "", status: 0))
        let listed = try await BinaryRunner.run(["fav", "list"], variables: variables)
        #expect(listed.stderr == "" && listed.status == 0)
        #expect(Self.withoutTimes(listed.stdout) == Self.octocat + Self.mojombo)
        let removed = try await BinaryRunner.run(["fav", "remove", "OCTOCAT"], variables: variables)
        #expect(removed == ProcessResult(stdout: "", stderr: "", status: 0))
        let after = try await BinaryRunner.run(["fav", "list"], variables: variables)
        #expect(Self.withoutTimes(after.stdout) == Self.mojombo)
        // Looked up concurrently, so in either order.
        #expect(server.requests.map(\.path).sorted() == ["/users/mojombo", "/users/octocat"])
    }

    /// Two GitHubs (say github.com and a GitHub Enterprise Server) that both have a user 1, by
    /// different logins: each is its own favorite, marked only where it belongs.
    @Test func favoritesOfTwoHosts_withTheSameID_areKeptApart() async throws {
        let github = try Self.fake().start()
        defer { github.stop() }
        var enterpriseFake = FakeGitHub(userIDs: [1, 2])
        enterpriseFake.overrides["/users/user1"] = .text(FakeGitHub.userJSON(id: 1))
        let enterprise = try enterpriseFake.start()
        defer { enterprise.stop() }
        let sandbox = FavoritesSandbox()
        let (githubURL, enterpriseURL) = (github.baseURL.absoluteString, enterprise.baseURL.absoluteString)
        let (githubHost, enterpriseHost) = ("127.0.0.1:\(github.baseURL.port ?? 0)", "127.0.0.1:\(enterprise.baseURL.port ?? 0)")

        let addedThere = try await BinaryRunner.run(["fav", "add", "user1", "--api-url", enterpriseURL], variables: sandbox.variables)
        #expect(addedThere == ProcessResult(stdout: "", stderr: "", status: 0))
        // github's user 1 is not the enterprise's: no ★ here.
        let unmarked = try await BinaryRunner.run(
            ["list", "--per-page", "2", "--color", "never", "--api-url", githubURL], variables: sandbox.variables, terminal: true)
        #expect(
            unmarked
                == ProcessResult(
                    stdout:
                        "LOGIN          ID  TYPE  PROFILE URL\nuser1           1  User  https://github.com/user1\nuser2           2  User  https://github.com/user2\n",
                    stderr: "Next page: gh-users list --since 2 --per-page 2 --color never --api-url \(githubURL)\n", status: 0))
        let addedHere = try await BinaryRunner.run(["fav", "add", "mojombo", "--api-url", githubURL], variables: sandbox.variables)
        #expect(addedHere == ProcessResult(stdout: "", stderr: "", status: 0))
        let marked = try await BinaryRunner.run(
            ["list", "--per-page", "2", "--color", "never", "--api-url", enterpriseURL], variables: sandbox.variables, terminal: true)
        #expect(
            marked
                == ProcessResult(
                    stdout:
                        "LOGIN            ID  TYPE  PROFILE URL\nuser1 ★           1  User  https://github.com/user1\nuser2             2  User  https://github.com/user2\n",
                    stderr: "", status: 0))

        // Listed together, each with its host; piped, the host is the last field.
        let listed = try await BinaryRunner.run(["fav", "list"], variables: sandbox.variables)
        #expect(listed.stderr == "" && listed.status == 0)
        #expect(
            Self.withoutTimes(listed.stdout, keepingHosts: true)
                == "user1\t1\t\t<added>\thttps://github.com/user1\t\(enterpriseHost)\n"
                + Self.mojombo.replacingOccurrences(of: "<stand-in>", with: githubHost))
        let json = try await BinaryRunner.run(["fav", "list", "--json", "--filter", "mojombo"], variables: sandbox.variables)
        #expect(json.stdout.contains("\"id\": 1,\n    \"host\": \"\(githubHost)\",\n    \"login\": \"mojombo\""), "\(json.stdout)")

        // Removing id 1 removes the API host's user 1 alone.
        let removed = try await BinaryRunner.run(["fav", "remove", "1", "--api-url", enterpriseURL], variables: sandbox.variables)
        #expect(removed == ProcessResult(stdout: "", stderr: "", status: 0))
        let again = try await BinaryRunner.run(["fav", "remove", "user1", "--api-url", enterpriseURL], variables: sandbox.variables)
        #expect(again == ProcessResult(stdout: "", stderr: "Error: user1 is not a favorite\n", status: 1))
        // One host left: the same six fields.
        let after = try await BinaryRunner.run(["fav", "list"], variables: sandbox.variables)
        #expect(after.stderr == "" && Self.withoutTimes(after.stdout) == Self.mojombo)
    }

    @Test func add_aFavoriteAgain_saysSo_andExits0() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["fav", "add", "octocat"], variables: variables)
        let again = try await BinaryRunner.run(["fav", "add", "octocat"], variables: variables)
        #expect(again == ProcessResult(stdout: "", stderr: "octocat is already a favorite\n", status: 0))
        let listed = try await BinaryRunner.run(["fav", "list"], variables: variables)
        #expect(Self.withoutTimes(listed.stdout) == Self.octocat)
    }

    @Test func add_aMissingUser_savesNothing() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let result = try await BinaryRunner.run(["fav", "add", "nobody"], variables: variables)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'nobody' not found\n", status: 1))
        #expect(sandbox.contents() == nil)
        let listed = try await BinaryRunner.run(["fav", "list", "--json"], variables: variables)
        #expect(listed == ProcessResult(stdout: "[]\n", stderr: "", status: 0))
    }

    @Test func list_onATerminal_marksFavorites_pipedUnchanged() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["fav", "add", "user2", "user4"], variables: variables)
        let table = try await BinaryRunner.run(["list", "--per-page", "3", "--color", "never"], variables: variables, terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                        LOGIN                  ID  TYPE  PROFILE URL
                        user1                   1  User  https://github.com/user1
                        user2 ★                 2  User  https://github.com/user2
                        user4 STAFF ★           4  User  https://github.com/user4

                        """,
                    stderr: "",
                    status: 0
                ))
        let piped = try await BinaryRunner.run(["list", "--per-page", "3"], variables: variables)
        #expect(
            piped == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2) + TestUsers.line(4, staff: true), stderr: "", status: 0))
    }

    @Test func listAndRemove_workOffline() async throws {
        let server = try Self.fake().start()
        let sandbox = FavoritesSandbox()
        _ = try await BinaryRunner.run(
            ["fav", "add", "octocat", "mojombo", "--api-url", server.baseURL.absoluteString], variables: sandbox.variables)
        server.stop()
        let closed = try ClosedPort()
        let offline = sandbox.variables.merging(["GH_USERS_API_URL": closed.baseURL.absoluteString]) { $1 }
        let listed = try await BinaryRunner.run(["fav", "list"], variables: offline)
        #expect(listed.stderr == "" && listed.status == 0)
        #expect(Self.withoutTimes(listed.stdout) == Self.octocat + Self.mojombo)
        let onATerminal = try await BinaryRunner.run(
            ["fav", "list", "--filter", "octo", "--color", "never"], variables: offline, terminal: true)
        #expect(
            onATerminal.status == 0 && onATerminal.stdout.hasPrefix("LOGIN    NAME         ADDED       PROFILE URL\noctocat  The Octocat  ")
        )
        // The favorites are the stopped server's: its URL names them, and nothing is sent to it.
        let removed = try await BinaryRunner.run(
            ["fav", "remove", "mojombo", "--api-url", server.baseURL.absoluteString], variables: offline)
        #expect(removed == ProcessResult(stdout: "", stderr: "", status: 0))
    }

    @Test func twentyConcurrentAdds_leaveTwentyFavorites() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let running = try (1...20).map { try BinaryRunner.launch(["fav", "add", "user\($0)"], variables: variables) }
        var results: [ProcessResult] = []
        for process in running {
            results.append(await process.wait())
        }
        #expect(results.allSatisfy { $0 == ProcessResult(stdout: "", stderr: "", status: 0) }, "\(results)")
        let listed = try await BinaryRunner.run(["fav", "list", "--json"], variables: variables)
        let favorites = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(favorites.count == 20)
        #expect(Set(favorites.compactMap { $0["id"] as? Int }) == Set(1...20))
        #expect(server.requests.count == 20)
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: sandbox.file.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func listPipedIntoFavAddDash_addsThoseUsers() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let listed = try await BinaryRunner.run(["list", "--limit", "2"], variables: variables)
        #expect(listed.status == 0)
        let added = try await BinaryRunner.run(["fav", "add", "-"], variables: variables, input: listed.stdout)
        #expect(added == ProcessResult(stdout: "", stderr: "", status: 0))
        let list = try await BinaryRunner.run(["fav", "list", "--json"], variables: variables)
        let logins = (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])?.map { $0["login"] as? String }
        #expect(logins == ["user1", "user2"])
        // The profiles are looked up at once, so in either order.
        #expect(server.requests.map(\.path).first == "/users")
        #expect(server.requests.map(\.path).dropFirst().sorted() == ["/users/user1", "/users/user2"])
    }
}
