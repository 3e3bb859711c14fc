import Foundation
import GHDomain
import Testing

@testable import GHUsersCLI

/// argv in, parsed command or usage error out.
struct ArgumentParsingTests {
    private func parseList(_ arguments: [String]) throws -> ListCommand {
        try parse(ListCommand.self, arguments)
    }

    private func parseShow(_ arguments: [String]) throws -> ShowCommand {
        try parse(ShowCommand.self, arguments)
    }

    private func parse<Command: RunnableCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command {
        try CommandParsing.parse(type, arguments)
    }

    @Test func list_parses() {
        let cases: [([String], Int, Int, ListingExtent, Bool)] = [
            ([], 0, 30, ListingExtent.onePage, false),
            (["--since", "46", "--per-page", "100"], 46, 100, .onePage, false),
            (["--since=7", "--per-page=1", "--json"], 7, 1, .onePage, true),
            (["--limit", "250"], 0, 100, .limit(250), false),
            (["--limit", "5"], 0, 5, .limit(5), false),
            (["--limit", "5", "--per-page", "2"], 0, 2, .limit(5), false),
            (["--all", "--json", "-v"], 0, 100, .all, true),
            (["--since", "1", "--since", "2"], 2, 30, .onePage, false),
            (["--api-url", "http://127.0.0.1:1", "--color", "never", "--per-page", "5"], 0, 5, .onePage, false),
        ]
        for (arguments, since, perPage, extent, json) in cases {
            do {
                let command = try parseList(arguments)
                #expect(command.since == since, "case \(String(reflecting: (arguments, since, perPage, extent, json)))")
                #expect(command.perPage == perPage, "case \(String(reflecting: (arguments, since, perPage, extent, json)))")
                #expect(command.extent == extent, "case \(String(reflecting: (arguments, since, perPage, extent, json)))")
                #expect((command.json != nil) == json, "case \(String(reflecting: (arguments, since, perPage, extent, json)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (arguments, since, perPage, extent, json)))")
            }
        }
    }

    @Test func list_rejects() {
        let cases: [([String], String)] = [
            (["--foo"], "Unknown option '--foo'"),
            (["-x"], "Unknown option '-x'"),
            (["--since"], "Missing value for '--since <id>'"),
            (["--since", "--json"], "Missing value for '--since <id>'"),
            (["--since", "-1"], "The value '-1' is invalid for '--since <id>': expected a whole number of at least 0"),
            (["--since", "abc"], "The value 'abc' is invalid for '--since <id>': expected a whole number of at least 0"),
            (
                ["--since", "99999999999999999999999"],
                "The value '99999999999999999999999' is invalid for '--since <id>': expected a whole number of at least 0"
            ),
            (["--per-page", "0"], "The value '0' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
            (["--per-page", "101"], "The value '101' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
            (["--per-page", "1.5"], "The value '1.5' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
            (["--limit", "0"], "The value '0' is invalid for '--limit <n>': expected a whole number of at least 1"),
            (["--limit", "5", "--all"], "'--limit' and '--all' cannot be used together"),
            (["--all=yes"], "The flag '--all' does not take a value"),
            (["octocat"], "Unexpected argument 'octocat'"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") { try parseList(arguments) }
        }
    }

    @Test func show_parsesLoginsInOrder_andOptions() throws {
        let command = try parseShow(["octocat", "--json", "dependabot[bot]", "--concurrency", "16", "--", "x-"])
        #expect(command.logins.parts == ["octocat", "dependabot[bot]", "x-"].map { .login(Login($0)!) })
        #expect(command.json != nil)
        #expect(command.concurrency == 16)
        #expect(try parseShow(["octocat", "--concurrency", "50"]).concurrency == 50)
        #expect(try parseShow(["octocat"]).concurrency == nil)
    }

    @Test func show_rejects() {
        let cases: [([String], String)] = [
            ([], "Missing expected argument '<login> ...'"),
            (
                ["a/b"],
                "'a/b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            ),
            (
                ["--", "-abc"],
                "'-abc' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            ),
            (
                ["ok", "a b"],
                "'a b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            ),
            (
                ["\u{1B}[2J"],
                "'\\u{1B}[2J' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            ),
            (["a", "--concurrency", "51"], "The value '51' is invalid for '--concurrency <n>': expected a whole number from 1 to 50"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") { try parseShow(arguments) }
        }
    }

    @Test func search_joinsUnquotedWords_andReadsItsOptions() throws {
        let command = try parse(
            SearchCommand.self, ["tom", "location:lisbon", "--sort", "joined", "--order=asc", "--limit", "1000", "--json"])
        #expect(command.search == UserSearch(query: "tom location:lisbon", sort: .joined, order: .ascending))
        #expect(command.limit == 1000)
        #expect(command.json != nil)
        let plain = try parse(SearchCommand.self, ["followers:>100"])
        #expect(plain.search == UserSearch(query: "followers:>100"))
        #expect(plain.limit == 30)
        #expect(plain.json == nil)
    }

    @Test func search_rejects() {
        let cases: [([String], String)] = [
            ([], "Missing expected argument '<query>'"),
            (["  "], "The search query is empty"),
            (
                ["tom", "--limit", "10000001"],
                "The value '10000001' is invalid for '--limit <n>': expected a whole number from 1 to 10000000"
            ),
            (["tom", "--limit", "0"], "The value '0' is invalid for '--limit <n>': expected a whole number from 1 to 10000000"),
            (["tom", "--limit", "1001", "--all"], "'--limit' and '--all' cannot be used together"),
            (
                ["tom", "--sort", "stars"],
                "The value 'stars' is invalid for '--sort <key>': expected one of followers, repositories, joined"
            ),
            (["tom", "--sort", "joined", "--order", "up"], "The value 'up' is invalid for '--order <order>': expected one of asc, desc"),
            (
                ["tom", "--all", "--sort", "joined"],
                "'--sort' cannot be used past 1000 results: the search is split by creation time, so users come oldest first"
            ),
            (["tom", "--resume", "20120304T050607Z..20121231T235959Z@3"], "'--resume' goes with '--all' or '--limit'"),
            (["tom", "--order", "asc"], "'--order' needs '--sort': without a sort key GitHub orders by best match"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(SearchCommand.self, arguments)
            }
        }
    }

    @Test func followers_parses() {
        let cases: [([String], ListingExtent, Bool)] = [
            (["octocat"], ListingExtent.onePage, false),
            (["octocat", "--limit", "250", "--json"], .limit(250), true),
            (["--all", "dependabot[bot]"], .all, false),
        ]
        for (arguments, extent, json) in cases {
            do {
                let listing = try parse(FollowersCommand.self, arguments).listing
                #expect(listing.direction == .followers, "case \(String(reflecting: (arguments, extent, json)))")
                #expect(listing.extent == extent, "case \(String(reflecting: (arguments, extent, json)))")
                #expect((listing.json != nil) == json, "case \(String(reflecting: (arguments, extent, json)))")
                #expect(
                    try parse(FollowingCommand.self, arguments).listing.direction == .following,
                    "case \(String(reflecting: (arguments, extent, json)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (arguments, extent, json)))")
            }
        }
    }

    @Test func followersAndFollowing_reject() {
        let cases: [([String], String)] = [
            ([], "Missing expected argument '<login>'"),
            (["a", "b"], "Unexpected argument 'b'"),
            (
                ["a_b"],
                "'a_b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            ),
            (["a", "--limit", "2", "--all"], "'--limit' and '--all' cannot be used together"),
            (["a", "--sort", "created"], "Unknown option '--sort'"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(FollowersCommand.self, arguments)
            }
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(FollowingCommand.self, arguments)
            }
        }
    }

    @Test func repos_parsesSortAndExtent() throws {
        let command = try parse(ReposCommand.self, ["octocat", "--sort", "full_name", "--all", "--json"])
        #expect(command.login.rawValue == "octocat")
        #expect(command.sort == .fullName)
        #expect(command.extent == .all)
        #expect(command.json != nil)
        #expect(try parse(ReposCommand.self, ["octocat"]).sort == nil)
    }

    @Test func repos_rejects() {
        let cases: [([String], String)] = [
            ([], "Missing expected argument '<login>'"),
            (
                ["a", "--sort", "stars"],
                "The value 'stars' is invalid for '--sort <key>': expected one of created, updated, pushed, full_name"
            ),
            (["a", "--limit", "-3"], "The value '-3' is invalid for '--limit <n>': expected a whole number of at least 1"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(ReposCommand.self, arguments)
            }
        }
    }

    @Test func trending_buildsItsSearch() throws {
        let command = try parse(
            TrendingCommand.self, ["--language", "rust", "--created-after", "2026-01-01", "--limit", "5", "--expanded"])
        let now = Date(timeIntervalSince1970: 1_795_262_400)  // 2026-11-21T12:00:00Z
        #expect(command.search(now: now) == RepositorySearch(query: "language:rust created:>2026-01-01", sort: .stars, order: .descending))
        #expect(command.limit == 5)
        #expect(command.expanded)
        #expect(command.json == nil)
        let plain = try parse(TrendingCommand.self, [])
        #expect(plain.search(now: now)?.query == "stars:>1")
        #expect(plain.limit == 30)
        for (period, day) in [("day", "2026-11-20"), ("week", "2026-11-14"), ("month", "2026-10-22"), ("year", "2025-11-21")] {
            let recent = try parse(TrendingCommand.self, ["--period", period, "--language", "go"])
            #expect(recent.search(now: now)?.query == "language:go created:>\(day)")
        }
        // `all`, the default, named: repositories of any age.
        #expect(try parse(TrendingCommand.self, ["--period", "all", "--language", "go"]).search(now: now)?.query == "language:go")
    }

    @Test func trending_rejects() {
        let cases: [([String], String)] = [
            (["swift"], "Unexpected argument 'swift'"),
            (
                ["--created-after", "2026-02-30"],
                "The value '2026-02-30' is invalid for '--created-after <date>': expected a date such as 2026-01-31"
            ),
            (
                ["--created-after", "yesterday"],
                "The value 'yesterday' is invalid for '--created-after <date>': expected a date such as 2026-01-31"
            ),
            (["--language", " "], "The value ' ' is invalid for '--language <language>': expected some text"),
            (
                ["--language", "a\"b"],
                "The value 'a\"b' is invalid for '--language <language>': a language name cannot hold a quote or a line break"
            ),
            (["--limit", "1001"], "The value '1001' is invalid for '--limit <n>': expected a whole number from 1 to 1000"),
            (["--period", "decade"], "The value 'decade' is invalid for '--period <period>': expected day, week, month, year or all"),
            (["--period", "day", "--created-after", "2026-01-01"], "'--created-after' and '--period' cannot be used together"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(TrendingCommand.self, arguments)
            }
        }
    }

    @Test func completion_rejects() {
        let cases: [([String], String)] = [
            ([], "Missing expected argument '<shell>': bash, zsh or fish"),
            (["tcsh"], "Unknown shell 'tcsh': expected bash, zsh or fish"),
            (["bash", "zsh"], "Unexpected argument 'zsh'"),
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message), "case \(String(reflecting: (arguments, message)))") {
                try parse(CompletionCommand.self, arguments)
            }
        }
    }
}
