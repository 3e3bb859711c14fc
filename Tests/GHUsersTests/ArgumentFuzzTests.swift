import GHTestSupport
import Testing

@testable import GHUsersCLI

/// Random command lines: parsing never crashes, and either yields a command whose values are in
/// range or a usage error, never anything else.
struct ArgumentFuzzTests {
    @Test func randomCommandLines_parseOrFailWithAUsageError() throws {
        var random = SeededRandom()
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
                #expect(list.since >= 0, "\(argv) \(random.replay)")
                #expect((1...100).contains(list.perPage), "\(argv) \(random.replay)")
                if case .limit(let count) = list.extent { #expect(count >= 1, "\(argv) \(random.replay)") }
            } catch {
                Self.expectWellFormed(error, argv, random)
            }
            do {
                let parsed = try ArgumentScanner.scan(argv, options: ShowCommand.help.options + GlobalOptions.specs)
                let show = try ShowCommand(parsing: parsed)
                let given = show.logins.parts.map { part -> String in
                    if case .login(let login) = part { return login.rawValue }
                    return "-"
                }
                #expect(given == parsed.positionals, "\(argv) \(random.replay)")
                #expect(show.concurrency.map { (1...50).contains($0) } ?? true, "\(argv) \(random.replay)")
            } catch {
                Self.expectWellFormed(error, argv, random)
            }
        }
    }

    /// A usage error is one sentence on one line that starts with a capital or with the quoted
    /// value it is about, and an unknown option it names is one that was typed.
    private static func expectWellFormed(_ error: UsageError, _ argv: [String], _ random: SeededRandom) {
        #expect(error.message.first.map { $0.isUppercase || $0 == "'" } == true, "\(error.message) for \(argv) \(random.replay)")
        #expect(!error.message.contains("\n"), "\(error.message) for \(argv) \(random.replay)")
        if error.message.hasPrefix("Unknown option '"), let name = error.message.split(separator: "'").dropFirst().first {
            #expect(argv.contains { ArgumentScanner.split($0).name == name }, "\(error.message) for \(argv) \(random.replay)")
        }
    }
}
