import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import GHWire
import Testing

@testable import GHUsersCLI

/// GitHub's published examples, through every command, with `--json` naming every field the
/// command offers: each member is printed exactly as served (the owner as its login and
/// avatar), and none GitHub left out.
struct JSONFieldsDocumentedExamplesTests {
    @Test func everyField_isPrintedAsServed() async {
        for example in DocumentedExamplesTests.cases {
            let name = example.arguments[0]
            guard let route = CommandRouter.standard.routes.first(where: { $0.name == name }) else {
                Issue.record("case \(example.testDescription): no command \(name)")
                continue
            }
            // Without --full a user listing prints no profile members: those are asked with it.
            let profileOnly = Set(ProfilePrinter.shape.fields).subtracting(JSONShape<Sent<UserSummary>>.searchedUser.fields)
            guard let offered = route.help.options.first(where: { !$0.fields.isEmpty })?.fields else {
                Issue.record("case \(example.testDescription): \(name) offers no JSON fields")
                continue
            }
            let fields = offered.filter { !profileOnly.contains($0) }
            let arguments = example.arguments.map { $0 == "--json" ? "--json=" + fields.joined(separator: ",") : $0 }
            let transport = StubTransport()
            let body = Fixture.named(example.fixture).body
            transport.register(example.path, body: String(decoding: body, as: UTF8.self))
            let result = await CLIHarness.run(arguments, transport: transport)
            #expect(result.stderr == "", "case \(example.testDescription)")
            #expect(result.status == 0, "case \(example.testDescription)")
            var printed: Any
            var served: Any
            do {
                printed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                served = try JSONSerialization.jsonObject(with: body)
            } catch {
                Issue.record(error, "case \(example.testDescription)")
                continue
            }
            if example.isSearch {
                served = (served as? [String: Any])?["items"] ?? []
                if example.printsTotal { printed = (printed as? [String: Any])?["items"] ?? [] }
            }
            let members = fields.map { field -> DocumentedExamplesTests.Member in
                field == "owner" ? DocumentedExamplesTests.Member("owner", members: ["login", "avatar_url"]) : .init(stringLiteral: field)
            }
            let expected = (example.isSingle ? [served] : served as? [Any] ?? []).map {
                DocumentedExamplesTests.projected($0, members: members)
            }
            let got = example.isSingle ? [printed] : printed as? [Any] ?? []
            #expect(got.count == expected.count, "case \(example.testDescription)")
            #expect(!got.isEmpty, "case \(example.testDescription)")
            for (object, wanted) in zip(got, expected) {
                #expect(JSONTree(object) == JSONTree(wanted), "case \(example.testDescription)")
            }
            // Every field offered is one GitHub sends in the example, apart from the few its
            // examples leave out.
            let sentNames = Set((expected.first as? [String: Any])?.keys.map { $0 } ?? [])
            let missing = Set(fields).subtracting(sentNames).subtracting(Self.notInExamples)
            #expect(missing.isEmpty, "case \(example.testDescription): offered, never sent: \(missing.sorted())")
        }
    }

    /// Fields GitHub sends that some of its published examples leave out (the minimal
    /// repository of `repos` has no `forks`, `open_issues` or `watchers`; the full one of
    /// `starred` has them).
    static let notInExamples: Set<String> = [
        "user_view_type", "score", "is_template", "topics", "has_discussions", "license", "twitter_username", "mirror_url",
        "gravatar_id", "hooks_url", "forks", "open_issues", "watchers",
    ]
}
