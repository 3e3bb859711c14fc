import Foundation
import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// GitHub's own published example responses (`Fixtures/documented-*.json`, sources in
/// `Fixtures/SOURCES.md`), and schema-valid variants of them, replayed through every command
/// that prints them: bare `--json` prints every object whole, as it was served, and `--json
/// <fields>` each member named exactly as it was served, absent where it was absent and `null`
/// where it was `null`.
@Suite(.timeLimit(.minutes(1)))
struct DocumentedExamplesTests {
    /// A command (ending in a bare `--json`), the endpoint it calls, the example served there,
    /// and the members it offers to `--json <fields>` (a member with members of its own lists
    /// those it prints).
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let path: String
        let fixture: String
        let members: [Member]
        /// Where the items are: the body itself, or its `items` (a search).
        var isSearch = false
        /// Whether the command prints the search's total around the items, as `search` does.
        var printsTotal = false
        /// Whether the body is one object, not a list of them.
        var isSingle = false
        /// Printed members GitHub's schema lets it leave out.
        var optional: [String] = []
        /// Printed members GitHub's schema lets it send as `null`.
        var nullable: [String] = []

        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// A member a command prints, and the members of it it prints when it is an object.
    struct Member: Sendable, ExpressibleByStringLiteral {
        let name: String
        var members: [Member] = []

        init(stringLiteral name: String) { self.name = name }
        init(_ name: String, members: [Member]) {
            self.name = name
            self.members = members
        }
    }

    static let userMembers: [Member] = ["login", "id", "avatar_url", "html_url", "type", "site_admin"]
    static let repositoryMembers: [Member] = [
        "name", "full_name", "description", "language", "stargazers_count", "forks_count", "html_url", "updated_at",
    ]

    static let cases: [Case] = [
        // simple-user: every member printed is required and never null.
        Case(arguments: ["list", "--limit", "10", "--json"], path: "/users", fixture: "documented-users-list", members: userMembers),
        Case(
            arguments: ["followers", "octocat", "--json"], path: "/users/octocat/followers", fixture: "documented-users-list",
            members: userMembers),
        Case(
            arguments: ["following", "octocat", "--json"], path: "/users/octocat/following", fixture: "documented-users-list",
            members: userMembers),
        Case(
            arguments: ["search", "mojombo", "--json"], path: "/search/users", fixture: "documented-search-users", members: userMembers,
            isSearch: true, printsTotal: true),
        // public-user.
        Case(
            arguments: ["show", "octocat", "--json"], path: "/users/octocat", fixture: "documented-user",
            members: userMembers + [
                "name", "company", "blog", "location", "email", "hireable", "bio", "twitter_username", "public_repos", "public_gists",
                "followers", "following", "created_at", "updated_at",
            ],
            isSingle: true, optional: ["twitter_username"],
            nullable: ["name", "company", "blog", "location", "email", "hireable", "bio", "twitter_username"]),
        // minimal-repository.
        Case(
            arguments: ["repos", "octocat", "--json"], path: "/users/octocat/repos", fixture: "documented-user-repos",
            members: repositoryMembers, optional: ["language", "stargazers_count", "forks_count", "updated_at"],
            nullable: ["description", "language", "updated_at"]),
        // repository.
        Case(
            arguments: ["starred", "octocat", "--json"], path: "/users/octocat/starred", fixture: "documented-user-starred",
            members: repositoryMembers, nullable: ["description", "language"]),
        // organization-simple.
        Case(
            arguments: ["orgs", "octocat", "--json"], path: "/users/octocat/orgs", fixture: "documented-user-orgs",
            members: ["login", "id", "description", "avatar_url"], nullable: ["description"]),
        // repo-search-result-item: its owner is a nullable-simple-user.
        Case(
            arguments: ["trending", "--json"], path: "/search/repositories", fixture: "documented-search-repositories",
            members: [
                "full_name", "name", "description", "language", "stargazers_count", "html_url",
                Member("owner", members: ["login", "avatar_url"]),
            ],
            isSearch: true, nullable: ["description", "language", "owner"]),
    ]

    @Test func publishedExample_isPrintedAsServed() async {
        for example in Self.cases {
            do {
                try await replay(example, body: Fixture.named(example.fixture).body)
            } catch {
                Issue.record(error, "case \(example.testDescription)")
            }
        }
    }

    /// The same examples with what GitHub's schemas allow and the examples do not show: a
    /// member left out, `null` where a value was, and dates in every RFC 3339 form.
    @Test func schemaValidVariant_isPrintedAsServed() async {
        for example in Self.cases {
            do {
                let served = try JSONSerialization.jsonObject(with: Fixture.named(example.fixture).body)
                let variant = try JSONSerialization.data(withJSONObject: Self.varied(served, example: example))
                try await replay(example, body: variant)
            } catch {
                Issue.record(error, "case \(example.testDescription)")
            }
        }
    }

    /// Replays `example` with `body` served, with bare `--json` and with its members named;
    /// each expectation names the example's case.
    private func replay(_ example: Case, body: Data) async throws {
        try await replay(example, body: body, fields: nil)
        try await replay(example, body: body, fields: example.members)
    }

    /// Replays `example` with `body` served, and `--json` naming `fields` when there are any.
    private func replay(_ example: Case, body: Data, fields: [Member]?) async throws {
        let transport = StubTransport()
        transport.register(example.path, body: String(decoding: body, as: UTF8.self))
        let arguments = example.arguments + (fields.map { [$0.map(\.name).joined(separator: ",")] } ?? [])
        let result = await CLIHarness.run(arguments, transport: transport)
        #expect(result.stderr == "", "case \(arguments.joined(separator: " "))")
        #expect(result.status == 0, "case \(arguments.joined(separator: " "))")
        let printed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let served = try JSONSerialization.jsonObject(with: body)
        var objects = example.isSingle ? [served] : (served as? [Any]) ?? []
        var got = example.isSingle ? [printed] : (printed as? [Any]) ?? []
        if example.isSearch {
            let results = served as? [String: Any] ?? [:]
            objects = results["items"] as? [Any] ?? []
            if example.printsTotal {
                // `search` prints GitHub's total and whether it finished, then the items.
                let printedResults = printed as? [String: Any] ?? [:]
                for name in ["total_count", "incomplete_results"] {
                    #expect(
                        printedResults[name].map(JSONTree.init) == results[name].map(JSONTree.init),
                        "case \(arguments.joined(separator: " "))")
                }
                got = printedResults["items"] as? [Any] ?? []
            }
        }
        let expected = fields.map { fields in objects.map { Self.projected($0, members: fields) } } ?? objects
        #expect(got.count == expected.count, "case \(arguments.joined(separator: " "))")
        #expect(got.count > 0, "case \(arguments.joined(separator: " "))")
        for (printedObject, expectedObject) in zip(got, expected) {
            #expect(JSONTree(printedObject) == JSONTree(expectedObject), "case \(arguments.joined(separator: " "))")
        }
    }

    /// `object` with only `members`, each as it was, and none that it lacked.
    static func projected(_ object: Any, members: [Member]) -> Any {
        guard let dictionary = object as? [String: Any] else { return object }
        var kept: [String: Any] = [:]
        for member in members {
            guard let value = dictionary[member.name] else { continue }
            kept[member.name] = member.members.isEmpty ? value : projected(value, members: member.members)
        }
        return kept
    }

    /// Each served object, twice, changed in ways GitHub's schema allows: by its position, one
    /// optional member left out, one nullable member made `null`, and its dates written with a
    /// fraction, an offset, a lower-case `t` or `z`, or a space.
    static func varied(_ served: Any, example: Case) -> Any {
        let dates = ["2011-01-26T19:01:12.123Z", "2011-01-26t19:01:12+02:00", "2011-01-26 19:01:12z", "2011-01-26T19:01:12-00:30"]
        // Each copy of the examples is a user of its own (a listing prints no id twice), in
        // the order of ids a listing by id keeps.
        let copySize = max(1, ((served as? [String: Any])?["items"] as? [Any] ?? served as? [Any] ?? []).count)
        func vary(_ object: Any, _ index: Int) -> Any {
            guard var dictionary = object as? [String: Any] else { return object }
            if let id = dictionary["id"] as? Int { dictionary["id"] = id + index / copySize * 1_000_000_000 }
            for name in ["created_at", "updated_at"] where dictionary[name] is String {
                dictionary[name] = dates[index % dates.count]
            }
            if !example.optional.isEmpty { dictionary.removeValue(forKey: example.optional[index % example.optional.count]) }
            if !example.nullable.isEmpty { dictionary[example.nullable[(index + 1) % example.nullable.count]] = NSNull() }
            return dictionary
        }
        if example.isSingle { return vary(served, 0) }
        if example.isSearch, var results = served as? [String: Any], let items = results["items"] as? [Any] {
            results["items"] = Array(repeating: items, count: 4).joined().enumerated().map { vary($1, $0) }
            return results
        }
        return Array(repeating: (served as? [Any]) ?? [], count: 4).joined().enumerated().map { vary($1, $0) }
    }
}

/// A JSON value that tells `true` from `1` and `null` from absent, for comparing what was
/// printed with what was served.
indirect enum JSONTree: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(_ value: Any) {
        switch value {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        case let list as [Any]: self = .array(list.map(JSONTree.init))
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(JSONTree.init))
        case let number as NSNumber:
            // Foundation reads `true` and `false` as Booleans with the type `c`.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.stringValue)
        default: self = .string("\(value)")
        }
    }
}
