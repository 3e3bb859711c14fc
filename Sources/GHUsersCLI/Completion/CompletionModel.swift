/// What shell completion offers, as a tree of commands: each subcommand with its own options,
/// its subcommands (`fav add`, `config get`) and the values of its arguments, plus the options
/// every command accepts. Built from the router's routes and the help the parser reads, so the
/// scripts cannot fall behind the commands.
package struct CompletionModel: Sendable {
    /// One command as completion sees it: `gh-users` itself, `list`, `fav add`, `config set`.
    package struct Command: Sendable, Equatable {
        /// The words after `gh-users` that select it: `[]`, `["fav", "add"]`.
        package var path: [String]
        package var abstract: String
        /// Its own options; the global ones apply everywhere as well.
        package var options: [OptionSpec] = []
        /// The commands one word further down, in help order.
        package var subcommands: [Command] = []
        /// Other words for a subcommand (`ls` for `list`): alias → name.
        var aliases: [String: String] = [:]
        /// What each argument after the path takes, in order.
        var arguments: [Argument] = []
        /// Whether the last argument may be given any number of times (`<login> ...`).
        var repeatsLastArgument = false

        /// The word that selects it: `add` for `fav add`.
        package var name: String { path.last ?? "gh-users" }

        /// `gh-users fav add`: the name the scripts use for it.
        var qualifiedName: String { (["gh-users"] + path).joined(separator: " ") }

        /// The argument at `index` (from 0) after the path, counting a subcommand's name as the
        /// first; `nil` when the command takes no argument there.
        func argument(at index: Int) -> Argument? {
            if !subcommands.isEmpty { return index == 0 ? .choices(subcommands.map(\.name)) : nil }
            if index < arguments.count { return arguments[index] }
            return repeatsLastArgument ? arguments.last : nil
        }

        /// This command and every one below it, parents first.
        var tree: [Command] { [self] + subcommands.flatMap(\.tree) }
    }

    /// What one argument takes.
    enum Argument: Sendable, Equatable {
        /// Any text, such as a login; the label names it (`login`).
        case free(label: String)
        /// One of a fixed set of words.
        case choices([String])
        /// A favorite of the API host in use (`fav remove <login-or-id>`): the scripts ask
        /// `fav list --this-host` for the logins, with the `--api-url` given on the line.
        case favorites
        /// A value whose choices depend on the argument before it: after `config set color`,
        /// `auto`, `always` or `never`. A word not listed, or listed with no choices, takes any text.
        case choicesAfter([KeyedChoices])
    }

    /// The choices of an argument that follows `key`.
    struct KeyedChoices: Sendable, Equatable {
        var key: String
        var choices: [String]
    }

    /// `gh-users` itself, with every subcommand below it.
    package var root: Command
    /// The options every command accepts, before or after the subcommand.
    package var globalOptions: [OptionSpec]
    /// How the scripts' opening comment names the command that prints them.
    var program = ProgramName.standalone

    /// Every command, parents first: `gh-users`, `browse`, …, `fav`, `fav add`, ….
    package var commands: [Command] { root.tree }

    /// The model for `router`'s routes plus `help`, whose arguments name a subcommand.
    package init(router: CommandRouter) {
        let commands = router.routes.map(Self.command)
        // `help` names a subcommand, or a topic such as `environment`.
        let topics = HelpTopic.all.map { Command(path: ["help", $0.name], abstract: $0.abstract) }
        let help = Command(
            path: ["help"], abstract: "Show help for a subcommand or a topic.", subcommands: commands.map { Self.helpTopic($0) } + topics)
        root = Command(path: [], abstract: router.rootHelp.abstract, subcommands: commands + [help])
        globalOptions = GlobalOptions.specs
    }

    /// The command for `route`. A group's subroutes are its subcommands; so are the actions
    /// of a command whose usage is a choice of actions (`list | get <key> | …`), each with
    /// the arguments its usage names.
    private static func command(_ route: CommandRoute) -> Command {
        let path = route.name.split(separator: " ").map(String.init)
        var command = Command(path: path, abstract: route.help.abstract, options: route.help.options)
        let usage = CompletionUsage(route.help.positionals)
        // Options a usage line gives to its actions (`list [--json] | get <key>`) belong to those
        // actions alone.
        let actionOptions = Set(usage.alternatives.flatMap(\.options))
        if !actionOptions.isEmpty {
            command.options = route.help.options.filter { $0.names.allSatisfy { !actionOptions.contains($0) } }
        }
        if !route.subroutes.isEmpty {
            command.subcommands = route.subroutes.map(Self.command)
            command.aliases = route.aliases
            return command
        }
        let choices = route.help.argumentChoices
        if !choices.isEmpty, usage.alternatives.count > 1, usage.alternatives.allSatisfy({ choices.contains($0.action ?? "") }) {
            command.subcommands = usage.alternatives.map { alternative in
                let action = alternative.action ?? ""
                let described = route.help.arguments.first { $0.label == action }?.help
                // Without help of its own, an action is described by its usage (`get <key>`).
                let abstract = described.map(summary) ?? (alternative.placeholders.isEmpty ? "" : alternative.text)
                let own = route.help.options.filter { $0.names.contains(where: alternative.options.contains) }
                var sub = Command(path: path + [action], abstract: abstract, options: command.options + own)
                sub.arguments = alternative.placeholders.map { argument(placeholder: $0, choices: []) }
                sub.repeatsLastArgument = alternative.repeats
                return sub
            }
            return command
        }
        let alternative = usage.alternatives.first
        command.arguments = (alternative?.placeholders ?? []).enumerated().map { index, placeholder in
            argument(placeholder: placeholder, choices: index == 0 ? choices : [])
        }
        command.repeatsLastArgument = alternative?.repeats ?? false
        return command
    }

    /// What the argument a usage line calls `<placeholder>` takes. `<key>` and `<value>` are a
    /// setting's name and value (`config get <key>`, `config set <key> <value>`); `<login-or-id>`
    /// is a favorite (`fav remove`).
    private static func argument(placeholder: String, choices: [String]) -> Argument {
        if !choices.isEmpty { return .choices(choices) }
        switch placeholder {
        case "key": return .choices(SettingKey.allCases.map(\.rawValue))
        case "login-or-id": return .favorites
        case "value": return .choicesAfter(SettingKey.allCases.map { KeyedChoices(key: $0.rawValue, choices: $0.choices) })
        default: return .free(label: placeholder)
        }
    }

    /// `command` as the argument of `help`: its name and its subcommands' names, nothing else.
    private static func helpTopic(_ command: Command) -> Command {
        Command(
            path: ["help"] + command.path, abstract: command.abstract, subcommands: command.subcommands.map { helpTopic($0) },
            aliases: command.aliases)
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
