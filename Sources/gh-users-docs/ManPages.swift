import GHUsersCLI

/// The manual pages, in roff for `man`, made from the specs help and completion read
/// (``CommandHelp``, ``OptionSpec``, ``CompletionModel``), so that they cannot fall behind the
/// commands: `gh-users.1`, and `gh-users-<command>.1` for every subcommand at every level,
/// including the actions of `config` and `cache` (`gh-users-config-set.1`). `gh-users-docs`
/// writes them to `docs/man/`; a test fails when the committed ones differ.
struct ManPages {
    /// One page: its file name (`gh-users-fav-add.1`) and its roff source.
    struct Page: Sendable, Equatable {
        var fileName: String
        var text: String
    }

    /// Every page, the root first, then the commands in help order, each before its own.
    let pages: [Page]

    /// The pages for `router`'s commands.
    init(router: CommandRouter) {
        let model = CompletionModel(router: router)
        var helps: [String: CommandHelp] = [:]
        for route in router.routes {
            helps[route.name] = route.help
            for subroute in route.subroutes { helps[subroute.name] = subroute.help }
        }
        var pages = [Self.page(for: model.root, help: router.rootHelp, parent: nil, globalOptions: model.globalOptions)]
        for command in model.commands where !command.path.isEmpty && command.path.first != "help" {
            let parentPath = command.path.dropLast().joined(separator: " ")
            let help = helps[command.path.joined(separator: " ")]
            pages.append(Self.page(for: command, help: help, parent: helps[parentPath], globalOptions: []))
        }
        self.pages = pages
    }

    /// `gh-users-fav-add`: a command's page name.
    static func name(_ path: [String]) -> String {
        (["gh-users"] + path).joined(separator: "-")
    }

    /// The page for `command`, from its own help where it has one (a subcommand), else from
    /// its parent's (an action of `config` or `cache`).
    private static func page(for command: CompletionModel.Command, help: CommandHelp?, parent: CommandHelp?, globalOptions: [OptionSpec])
        -> Page
    {
        let name = Self.name(command.path)
        let usage = synopsis(command, help: help, parent: parent)
        let typed = (["gh-users"] + command.path).joined(separator: " ")
        // An action's usage names its arguments; the examples that start with it are its own.
        let arguments = help?.arguments ?? (parent?.arguments ?? []).filter { usage.contains($0.label) }
        let examples = help?.examples ?? (parent?.examples ?? []).filter { $0.command.hasPrefix(typed + " ") || $0.command == typed }
        var abstract = help?.abstract ?? command.abstract
        if help == nil && (abstract.isEmpty || usage.hasSuffix(abstract)) {
            abstract = "The \(command.name) action of gh-users \(command.path.dropLast().joined(separator: " "))."
        }
        var roff = Roff()
        roff.line(
            ".TH \(name.uppercased().replacingOccurrences(of: "-", with: "\\-")) 1 \"\" \"gh-users \(Version.current)\" \"gh-users Manual\""
        )
        roff.section("NAME")
        roff.line(Roff.escape(name) + " \\- " + Roff.escape(abstract))
        roff.section("SYNOPSIS")
        roff.line(Roff.bold(usage))
        roff.section("DESCRIPTION")
        roff.paragraph(abstract)
        if let discussion = help?.discussion ?? (help == nil ? parent?.discussion : nil) {
            roff.paragraph(discussion)
        }
        if !arguments.isEmpty {
            roff.section("ARGUMENTS")
            for argument in arguments { roff.item(Roff.italic(argument.label), argument.help) }
        }
        if !command.subcommands.isEmpty {
            roff.section("SUBCOMMANDS")
            for subcommand in command.subcommands {
                roff.item(
                    Roff.bold(subcommand.name),
                    subcommand.abstract.isEmpty ? "See " + Self.name(subcommand.path) + "(1)." : subcommand.abstract)
            }
        }
        if !command.options.isEmpty {
            roff.section("OPTIONS")
            for option in command.options { roff.item(Roff.option(option), option.help) }
        }
        roff.section("GLOBAL OPTIONS")
        if globalOptions.isEmpty {
            roff.paragraph("The options every command accepts are in gh-users(1).")
        } else {
            roff.paragraph("Every command accepts these, before or after its name.")
            for option in globalOptions { roff.item(Roff.option(option), option.help) }
        }
        if command.path.isEmpty {
            // The root page carries what `help environment` says, as man pages do.
            let topic = HelpTopic.environment
            roff.section("ENVIRONMENT")
            roff.paragraph(topic.introduction)
            for entry in topic.entries { roff.item(Roff.bold(entry.heading), entry.text) }
        }
        if !examples.isEmpty {
            roff.section("EXAMPLES")
            for example in examples { roff.example(example.comment, example.command) }
        }
        roff.section("SEE ALSO")
        var related = command.path.isEmpty ? [] : [Self.name(Array(command.path.dropLast()))]
        related += command.subcommands.map { Self.name($0.path) }
        roff.line(related.map { Roff.bold($0) + "(1)" }.joined(separator: ", "))
        return Page(fileName: name + ".1", text: roff.text)
    }

    /// The usage line: the command's own, or for an action the part of its parent's usage line
    /// that is that action (`gh-users config set <key> <value>`).
    private static func synopsis(_ command: CompletionModel.Command, help: CommandHelp?, parent: CommandHelp?) -> String {
        if let help { return help.usageLine }
        let action = CompletionUsage(parent?.positionals ?? "").alternatives.first { $0.action == command.name }
        return (["gh-users"] + command.path.dropLast() + [action?.text ?? command.name]).joined(separator: " ")
    }
}
