/// `gh-users completion`: a shell completion script for every subcommand and option.
struct CompletionCommand: RunnableCommand {
    /// What it prints does not depend on the settings: it works whatever the file holds.
    static let readsSettings = false

    /// The shells a script can be printed for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// How to install the script in each shell: comment and command. Help shows them as its
    /// examples and the README repeats them word for word (a test checks it).
    static let installation: [(comment: String, command: String)] = [
        ("bash: in ~/.bashrc", #"eval "$(gh-users completion bash)""#),
        ("zsh: in ~/.zshrc, after compinit", #"eval "$(gh-users completion zsh)""#),
        (
            "zsh, or: as a file on $fpath, with fpath=(~/.zfunc $fpath) before compinit",
            "mkdir -p ~/.zfunc && gh-users completion zsh > ~/.zfunc/_gh-users"
        ),
        ("fish", "gh-users completion fish > ~/.config/fish/completions/gh-users.fish"),
    ]

    static let help = CommandHelp(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            The script completes subcommands at every level (fav add, config get, cache info),
            each one's own options and the global ones, the values of --sort, --order and
            --color, and setting names and values after config get, set and unset. The
            examples show how to install it.
            """,
        positionals: "<shell>",
        arguments: [("<shell>", "bash, zsh or fish.")],
        argumentChoices: Shell.allCases.map(\.rawValue),
        examples: installation
    )

    let shell: Shell

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let name = arguments.positionals.first else {
            throw UsageError("Missing expected argument '<shell>': bash, zsh or fish")
        }
        if arguments.positionals.count > 1 {
            throw UsageError.unexpectedArgument(arguments.positionals[1])
        }
        guard let shell = Shell(rawValue: name) else {
            throw UsageError("Unknown shell '\(name)': expected bash, zsh or fish")
        }
        self.shell = shell
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        var model = CompletionModel(router: .standard)
        model.program = io.programName
        switch shell {
        case .bash: try io.print(model.bashScript)
        case .zsh: try io.print(model.zshScript)
        case .fish: try io.print(model.fishScript)
        }
        return .success
    }
}
