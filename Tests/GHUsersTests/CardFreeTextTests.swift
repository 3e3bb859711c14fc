import GHSystem
import GHTestStubs
import GHTestSupport
import Testing

/// A card's free text on a terminal: wrapped at words beneath itself and cut at eight lines,
/// whole in a pipe and in `--json`.
struct CardFreeTextTests {
    private static func profile(company: String, bio: String) -> String {
        #"{"login":"wordy","id":7,"type":"User","site_admin":false,"avatar_url":"","html_url":"","company":"\#(company)","bio":"\#(bio)"}"#
    }

    /// A long company and a 200 KB bio keep to eight lines each, on a terminal.
    @Test func longCompanyAndBio_keepToEightLinesEach() async {
        let company = (1...40).map { "Company\($0)" }.joined(separator: " ")
        let bio = String(repeating: "b", count: 200_000)
        let transport = StubTransport()
        transport.register("/users/wordy", body: Self.profile(company: company, bio: bio))
        let card = await CLIHarness.run(
            ["show", "wordy", "--color", "never"], transport: transport, terminal: true, terminalWidth: 40)
        let bioLines =
            Array(repeating: "  " + String(repeating: "b", count: 38), count: 7) + ["  " + String(repeating: "b", count: 37) + "…"]
        // At 40 columns a value has 28, beneath its label.
        let companyLines = [
            "Company1 Company2 Company3", "Company4 Company5 Company6", "Company7 Company8 Company9", "Company10 Company11",
            "Company12 Company13", "Company14 Company15", "Company16 Company17", "Company18 Company19…",
        ]
        let expected =
            "wordy\nUser\n\n" + bioLines.map { $0 + "\n" }.joined() + "  (the whole bio: --json, or piped)\n\n" + "  Company   "
            + companyLines.joined(separator: "\n" + String(repeating: " ", count: 12)) + "\n"
        let notice = "Log in (gh auth login) to see status, badges, pinned work and contributions.\n"
        #expect(card == ProcessResult(stdout: expected, stderr: notice, status: 0))

        let piped = StubTransport()
        piped.register("/users/wordy", body: Self.profile(company: company, bio: bio))
        let lines = await CLIHarness.run(["show", "wordy"], transport: piped)
        #expect(
            lines
                == ProcessResult(
                    stdout: "login:\twordy\nid:\t7\ntype:\tUser\nsite_admin:\tfalse\ncompany:\t\(company)\nbio:\t\(bio)\n", stderr: "",
                    status: 0))
    }
}
