import Testing

@testable import GHUsersCLI

/// Random command lines: parsing never crashes, and either yields a command whose values are in
/// range or a usage error, never anything else.
struct ArgumentFuzzTests {
    @Test func randomCommandLines_parseOrFailWithAUsageError() throws {
        var random = SystemRandomNumberGenerator()
        let tokens = [
            "--since", "--per-page", "--limit", "--all", "--json", "--color", "-v", "--api-url", "--", "-", "--since=",
            "0", "-1", "30", "101", "1e3", "99999999999999999999", "abc", "octocat", "a/b", "dependabot[bot]", "", " ", "--x=y",
            "\u{1B}[2J", "ünï", "always",
        ]
        let options = ListCommand.help.options + GlobalOptions.specs
        for _ in 0..<5000 {
            let argv = (0..<Int.random(in: 0...8, using: &random)).map { _ in tokens.randomElement(using: &random)! }
            do {
                let list = try ListCommand(parsing: ArgumentScanner.scan(argv, options: options))
                #expect(list.since >= 0, "\(argv)")
                #expect((1...100).contains(list.perPage), "\(argv)")
                if case .limit(let count) = list.extent { #expect(count >= 1, "\(argv)") }
            } catch {
                #expect(!error.message.isEmpty)
            }
            do {
                let show = try ShowCommand(parsing: ArgumentScanner.scan(argv, options: ShowCommand.help.options + GlobalOptions.specs))
                #expect(!show.logins.isEmpty, "\(argv)")
                #expect((1...16).contains(show.concurrency), "\(argv)")
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }
}
