import GHText
import Testing

@testable import GHUsersCLI

/// The command line a `Resume:` line repeats: the run's own, with one option's value set.
struct InvocationTests {
    private static let since = OptionSpec.value("--since", placeholder: "id", help: "")

    /// Setting replaces the option wherever it was, or adds it after the subcommand.
    @Test func setting_replacesOption_orAddsItAfterSubcommand() {
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

    /// A word a terminal cannot be shown raw is written `$'…'`: the line is safe to print and
    /// still gives the same word when pasted into bash, zsh, ksh or a POSIX.1-2024 shell. An
    /// octal escape always has three digits, so a digit after it stays a digit.
    @Test func shellText_writesUnsafeCharacters_asShellEscapes() {
        let invocation = Invocation(arguments: [
            "list", "--jq", ".[]\n| .login", "tab\there", "it's \\x", "oct\u{2062}ocat", "\u{1B}[2J", "a\u{1}b7", "👨‍👩‍👧",
        ])
        let text = invocation.shellText(program: "gh-users")
        #expect(
            text
                == #"gh-users list --jq $'.[]\n| .login' $'tab\there' 'it'\''s \x' $'oct\342\201\242ocat' $'\033[2J' $'a\001b7' '👨‍👩‍👧'"#
        )
        #expect(TextSanitizer.line(text) == text)
    }
}
