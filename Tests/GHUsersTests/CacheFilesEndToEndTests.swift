import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP cache's files in the built binary: private modes, `cache info` and `cache clear`, a
/// folder of another user, a corrupt entry and concurrent writers.
@Suite(.timeLimit(.minutes(1)))
struct CacheFilesEndToEndTests {
    private typealias StateDirectory = CacheEndToEndTests.StateDirectory
    @Test func cacheFiles_arePrivate_andInfoAndClearWork() async throws {
        let state = StateDirectory()
        let server = try CacheEndToEndTests.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        let directoryMode = try FileManager.default.attributesOfItem(atPath: state.cacheDirectory.path)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        let entry = try #require(state.entries.first)
        #expect(try FileManager.default.attributesOfItem(atPath: entry.path)[.posixPermissions] as? Int == 0o600)
        let info = try await BinaryRunner.run(["cache", "info"], variables: variables)
        let size = try #require(FileManager.default.attributesOfItem(atPath: entry.path)[.size] as? Int)
        let stored = try #require(CacheEndToEndTests.recentMinutes().first { info.stdout.contains("oldest:\t\($0)\n") })
        #expect(
            info
                == ProcessResult(
                    stdout: """
                        location:\t\(state.cacheDirectory.path)
                        entries:\t1
                        size:\t\((size + 50_000) / 100_000 / 10).\((size + 50_000) / 100_000 % 10) MB of 50.0 MB
                        oldest:\t\(stored)
                        newest:\t\(stored)
                        enabled:\tyes

                        """,
                    stderr: "", status: 0))
        let json = try await BinaryRunner.run(["cache", "info", "--json"], variables: variables)
        let storedAt = stored.replacingOccurrences(of: " ", with: "T") + ":"
        #expect(json.stderr == "" && json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            object.keys.sorted() == ["bytes", "capacity_bytes", "enabled", "entries", "location", "newest_stored_at", "oldest_stored_at"])
        #expect(object["location"] as? String == state.cacheDirectory.path)
        #expect(object["entries"] as? Int == 1 && object["bytes"] as? Int == size && object["capacity_bytes"] as? Int == 50_000_000)
        #expect(object["enabled"] as? Bool == true)
        for key in ["oldest_stored_at", "newest_stored_at"] {
            let text = try #require(object[key] as? String)
            #expect(text.hasPrefix(storedAt) && text.hasSuffix("Z") && text.count == 20, "\(text)")
        }
        let disabled = try await BinaryRunner.run(["cache", "info", "--json", "--no-cache"], variables: variables)
        #expect(disabled.stdout.contains("\n  \"enabled\": false,\n"))
        let cleared = try await BinaryRunner.run(["cache", "clear"], variables: variables, terminal: true)
        #expect(cleared == ProcessResult(stdout: "", stderr: "Removed 1 cached response from \(state.cacheDirectory.path).\n", status: 0))
        #expect(state.entries.isEmpty)
        let empty = try await BinaryRunner.run(["cache", "info", "--json"], variables: variables)
        #expect(
            empty
                == ProcessResult(
                    stdout: """
                        {
                          "location": "\(state.cacheDirectory.path)",
                          "entries": 0,
                          "bytes": 0,
                          "capacity_bytes": 50000000,
                          "enabled": true,
                          "oldest_stored_at": null,
                          "newest_stored_at": null
                        }

                        """, stderr: "", status: 0))
        let misplaced = try await BinaryRunner.run(["cache", "clear", "--json"], variables: variables)
        #expect(
            misplaced
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: '--json' goes with 'cache info' only\nUsage: gh-users cache info [--json [<fields>]] [--jq <expression>] | clear\n  See 'gh-users cache --help' for more information.\n",
                    status: 64))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
    func anotherUsersCacheFolder_isNotUsed_andRunSaysSo() async throws {
        let state = StateDirectory()
        let server = try CacheEndToEndTests.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        chown(state.cacheDirectory.path, 65534, 65534)
        let result = try await BinaryRunner.run(["list", "--per-page", "3"], variables: variables)
        #expect(
            result
                == ProcessResult(
                    stdout: [1, 2, 4].map { TestUsers.line($0) }.joined(),
                    stderr: "Warning: not using the cache in \(state.cacheDirectory.path): it belongs to another user\n", status: 0))
        #expect(server.requests.last?.header("If-None-Match") == nil)
        #expect(state.entries.count == 1)
    }

    @Test func aCorruptEntry_isAMiss_notedWithVerbose() async throws {
        let state = StateDirectory()
        let server = try CacheEndToEndTests.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let first = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        let entry = try #require(state.entries.first)
        let whole = try Data(contentsOf: entry)
        try whole.prefix(whole.count - 10).write(to: entry)
        let offlineMiss = try await BinaryRunner.run(["show", "octocat", "--offline"], variables: variables)
        #expect(offlineMiss.status == 1)
        #expect(offlineMiss.stderr.hasPrefix("Error: no cached data for "))
        let second = try await BinaryRunner.run(["show", "octocat", "-v"], variables: variables)
        #expect(second.stdout == first.stdout)
        #expect(second.status == 0)
        #expect(
            second.stderr.hasPrefix("* no token for 127.0.0.1:\(server.port)\n* cache: ignoring unreadable entry \(entry.path)\n* GET "))
        #expect(server.requests.last?.header("If-None-Match") == nil)
        // The fresh answer replaced the broken entry.
        let offline = try await BinaryRunner.run(["show", "octocat", "--offline"], variables: variables)
        #expect(offline.stdout == first.stdout && offline.status == 0 && CacheEndToEndTests.isOfflineNotice(offline.stderr))
    }

    @Test func concurrentProcesses_leaveWholeEntries() async throws {
        let state = StateDirectory()
        let server = try CacheEndToEndTests.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let running = try (0..<12).map { index in
            try BinaryRunner.launch(index % 2 == 0 ? ["show", "octocat"] : ["list", "--per-page", "3"], variables: variables)
        }
        var results: [ProcessResult] = []
        for process in running { results.append(await process.wait()) }
        #expect(results.allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
        #expect(state.entries.count == 2)
        let offline = try await BinaryRunner.run(["show", "octocat", "--offline"], variables: variables)
        #expect(offline.stdout == results[0].stdout && offline.status == 0 && CacheEndToEndTests.isOfflineNotice(offline.stderr))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.cacheDirectory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
