import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import GHWire
import Testing

@testable import GHUsersCLI

/// `--json <fields>`: which word is the list, the members printed (only those, in that order,
/// as sent), and gh's error for a field no command has.
struct JSONFieldsTests {
    private func parse<Command: RunnableCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command {
        try CommandParsing.parse(type, arguments)
    }

    /// The word after `--json`: the list when each part is a field, when it holds a comma, or
    /// when the command takes no argument; else the next argument.
    @Test func show_takesTheWordAfterJSON_whenItLooksLikeAList() {
        let cases: [([String], [String]?, [String]?)] = [
            (["octocat", "--json"], nil, ["octocat"]),
            (["--json", "octocat"], nil, ["octocat"]),
            (["--json", "login,id", "octocat"], ["login", "id"], ["octocat"]),
            (["--json", "name", "octocat"], ["name"], ["octocat"]),
            (["--json=octocat"], nil, nil),
            (["--json", "-", "x"], nil, ["-", "x"]),
            (["--json", "id,login,id", "a"], ["id", "login"], ["a"]),
        ]
        for (arguments, fields, positionals) in cases {
            guard let positionals else {
                #expect(throws: UsageError.self, "case \(String(reflecting: (arguments, fields, positionals)))") {
                    try parse(ShowCommand.self, arguments)
                }
                continue
            }
            do {
                let command = try parse(ShowCommand.self, arguments)
                #expect(
                    command.json == JSONRequest(fields: fields, filter: nil), "case \(String(reflecting: (arguments, fields, positionals)))"
                )
                #expect(
                    command.logins.parts == positionals.map { $0 == "-" ? .standardInput : .login(Login($0)!) },
                    "case \(String(reflecting: (arguments, fields, positionals)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (arguments, fields, positionals)))")
            }
        }
    }

    @Test func commandWithoutArguments_takesAnyWordAfterJSON() throws {
        #expect(try parse(ListCommand.self, ["--json", "login", "--limit", "3"]).json == JSONRequest(fields: ["login"], filter: nil))
        #expect(try parse(ListCommand.self, ["--json", "--limit", "3"]).json == JSONRequest(fields: nil, filter: nil))
        #expect(throws: JSONOptions.unknownField("nosuch", available: JSONOptions.users.json.fields)) {
            try parse(ListCommand.self, ["--json", "nosuch"])
        }
        #expect(try parse(ListCommand.self, ["--json", "--jq", ".[]"]).json == JSONRequest(fields: nil, filter: ".[]"))
        // A profile's member is a listing's only with --full.
        #expect(
            try parse(ListCommand.self, ["--json", "login,name", "--full"]).json == JSONRequest(fields: ["login", "name"], filter: nil))
        #expect(throws: UsageError("JSON field \"name\" is a profile's, so it needs '--full': a listing carries no profiles")) {
            try parse(ListCommand.self, ["--json", "login,name"])
        }
        #expect(throws: UsageError("'--jq' filters JSON, so it needs '--json'")) { try parse(ListCommand.self, ["--jq", ".[]"]) }
    }

    /// gh's words, the fields sorted one a line, exit 64, and nothing sent (the harness fails a
    /// request no stub answers).
    @Test func unknownField_isAUsageError_listingTheFields() async {
        let result = await CLIHarness.run(["orgs", "octocat", "--json", "login,nosuch"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: Unknown JSON field: "nosuch"
                        Available fields:
                          avatar_url
                          description
                          events_url
                          hooks_url
                          id
                          issues_url
                          login
                          members_url
                          node_id
                          public_members_url
                          repos_url
                          url

                        """,
                    status: 64))
    }

    /// list prints only the fields named, in that order, as sent, across pages.
    @Test func list_printsTheFieldsNamed_inOrder_acrossPages() async {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=1", headers: TestUsers.link(perPage: 1, since: 1), body: TestUsers.page([1]))
        transport.register("/users?per_page=1&since=1", body: TestUsers.page([2]))
        let result = await CLIHarness.run(["list", "--per-page", "1", "--all", "--json", "node_id,login,gists_url"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "node_id": "MDQ6VXNlcj1=",
                            "login": "user1"
                          },
                          {
                            "node_id": "MDQ6VXNlcj2=",
                            "login": "user2"
                          }
                        ]

                        """,
                    stderr: "", status: 0))
    }

    @Test func show_oneLogin_isOneObjectOfTheFieldsNamed() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "--json", "created_at,login,node_id", "octocat"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        {
                          "created_at": "2011-01-25T18:44:36Z",
                          "login": "octocat",
                          "node_id": "MDQ6VXNlcjU4MzIzMQ=="
                        }

                        """,
                    stderr: "", status: 0))
    }

    /// A repository's owner is its login and avatar, whichever command prints it.
    @Test func repos_canName_theIdAndOwner() async {
        let transport = StubTransport()
        transport.register("/users/octocat/repos", body: "[" + FakeGitHub.repositoryJSON(owner: "octocat", number: 2) + "]")
        let result = await CLIHarness.run(["repos", "octocat", "--json=id,owner,private"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 9002,
                            "owner": {
                              "login": "octocat",
                              "avatar_url": "https://avatars.githubusercontent.com/u/2?v=4"
                            },
                            "private": false
                          }
                        ]

                        """,
                    stderr: "", status: 0))
    }

    /// The search's envelope stays; the fields pick the items' members.
    @Test func search_picksTheItemsMembers() async {
        let transport = StubTransport()
        transport.register(
            "/search/users?q=tom&per_page=30",
            body: #"{"total_count":1,"incomplete_results":false,"items":[{"login":"tom","id":3,"score":1.5}]}"#)
        let result = await CLIHarness.run(["search", "tom", "--json", "score,login"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        {
                          "total_count": 1,
                          "incomplete_results": false,
                          "items": [
                            {
                              "score": 1.5,
                              "login": "tom"
                            }
                          ]
                        }

                        """,
                    stderr: "", status: 0))
    }

    @Test func configList_andCacheInfo_takeFieldsToo() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-fields-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let variables = ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.path, "NO_COLOR": "1"]
        let config = await CLIHarness.run(["config", "list", "--json", "key,variable"], variables: variables)
        #expect(
            config.stdout == """
                [
                  {
                    "key": "cache"
                  },
                  {
                    "key": "color",
                    "variable": "NO_COLOR"
                  },
                  {
                    "key": "per-page"
                  },
                  {
                    "key": "browse.mouse"
                  },
                  {
                    "key": "browse.preview"
                  },
                  {
                    "key": "browse.images"
                  },
                  {
                    "key": "browse.keys"
                  },
                  {
                    "key": "pager"
                  },
                  {
                    "key": "wait"
                  }
                ]

                """)
        let cache = await CLIHarness.run(["cache", "info", "--json", "entries,enabled"], variables: variables)
        #expect(cache == ProcessResult(stdout: "{\n  \"entries\": 0,\n  \"enabled\": true\n}\n", stderr: "", status: 0))
    }

    @Test func favList_printsTheHost_whenAsked_evenForOneHost() async throws {
        let store = InMemoryFavoritesStore()
        let added = Date(timeIntervalSince1970: 1_795_262_400)
        _ = try await store.update {
            $0.add(FavoriteUser(host: "api.github.com", id: 1, login: "mojombo", name: nil, avatarURL: "a", htmlURL: "h", addedAt: added))
        }
        let result = await CLIHarness.run(["fav", "list", "--json", "login,host"], favorites: store)
        #expect(
            result.stdout == """
                [
                  {
                    "login": "mojombo",
                    "host": "api.github.com"
                  }
                ]

                """)
    }
}
