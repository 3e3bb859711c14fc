/// What shell completion offers: every subcommand with its options and argument values, and
/// the options every command accepts. Built from the same help the parser reads, so the
/// scripts cannot fall behind the commands.
struct CompletionModel: Sendable {
    /// One subcommand as completion sees it.
    struct Subcommand: Sendable {
        var name: String
        var abstract: String
        var options: [OptionSpec]
        var argumentChoices: [String]
    }

    var subcommands: [Subcommand]
    var globalOptions: [OptionSpec]

    /// The model for `router`'s routes plus `help`, whose argument is a subcommand.
    init(router: CommandRouter) {
        subcommands = router.routes.map {
            Subcommand(name: $0.name, abstract: $0.help.abstract, options: $0.allOptions, argumentChoices: $0.help.argumentChoices)
        }
        subcommands.append(
            Subcommand(name: "help", abstract: "Show help for a subcommand.", options: [], argumentChoices: router.routes.map(\.name)))
        globalOptions = GlobalOptions.specs
    }

    /// `options`' first sentence, without its `(default: …)` note or final full stop: a shell
    /// shows it beside the option.
    static func summary(_ help: String) -> String {
        var text = help
        if let range = text.range(of: " (default") { text = String(text[..<range.lowerBound]) }
        if let range = text.range(of: ". ") { text = String(text[..<range.lowerBound]) }
        while text.hasSuffix(".") || text.hasSuffix(":") { text.removeLast() }
        return text
    }
}
