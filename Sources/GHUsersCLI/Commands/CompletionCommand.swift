/// `gh-users completion`: a shell completion script for every subcommand and option.
struct CompletionCommand: RunnableCommand {
    /// The shells a script can be printed for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let help = CommandHelp(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            The script completes subcommands, options, and the values of --sort, --order and
            --color. bash: add 'eval "$(gh-users completion bash)"' to ~/.bashrc. zsh: run
            'gh-users completion zsh > "${fpath[1]}/_gh-users"', or add
            'eval "$(gh-users completion zsh)"' to ~/.zshrc after compinit. fish: run
            'gh-users completion fish > ~/.config/fish/completions/gh-users.fish'.
            """,
        positionals: "<shell>",
        arguments: [("<shell>", "bash, zsh or fish.")],
        argumentChoices: Shell.allCases.map(\.rawValue),
        examples: [
            ("Complete in every new bash", "echo 'eval \"$(gh-users completion bash)\"' >> ~/.bashrc"),
            ("Install for fish", "gh-users completion fish > ~/.config/fish/completions/gh-users.fish"),
        ]
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
        let model = CompletionModel(router: .standard)
        switch shell {
        case .bash: try io.print(model.bashScript)
        case .zsh: try io.print(model.zshScript)
        case .fish: try io.print(model.fishScript)
        }
        return .success
    }
}
