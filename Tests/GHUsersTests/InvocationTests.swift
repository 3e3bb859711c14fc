import Testing

@testable import GHUsersCLI

/// The command line a `Resume:` line repeats: the run's own, with one option's value set.
struct InvocationTests {
    private static let since = OptionSpec.value("--since", placeholder: "id", help: "")

    @Test func setting_replacesTheOptionWhereverItWas_orAddsItAfterTheSubcommand() {
        let cases: [([String], [String])] = [
            (["list", "--all"], ["list", "--since", "9", "--all"]),
            (["--api-url", "http://h", "list"], ["--api-url", "http://h", "list", "--since", "9"]),
            (["list", "--since", "3", "--all"], ["list", "--since", "9", "--all"]),
            (["list", "--since=3"], ["list", "--since=9"]),
            (["list", "--", "--since"], ["list", "--since", "9", "--", "--since"]),
        ]
        for (typed, expected) in cases {
            let index = typed.firstIndex(of: "list")
            #expect(
                Invocation(arguments: typed, subcommandIndex: index).setting(Self.since, to: "9").arguments == expected,
                "case \(String(reflecting: (typed, expected)))")
        }
    }

    @Test func shellText_quotesOnlyWhatAShellWouldReadOtherwise() {
        let invocation = Invocation(arguments: ["search", "location:lisbon followers:>100", "it's", "a-b_c.d/e=f,g+h@i%j", ""])
        #expect(
            invocation.shellText(program: "gh-users")
                == #"gh-users search 'location:lisbon followers:>100' 'it'\''s' a-b_c.d/e=f,g+h@i%j ''"#)
    }
}
