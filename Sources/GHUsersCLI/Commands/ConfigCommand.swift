/// `gh-users config`: read and change the settings in `config.json`.
struct ConfigCommand: RunnableCommand {
    /// What to do.
    enum Action: Equatable, Sendable {
        case list
        case get(SettingKey)
        case set(SettingKey, String)
        /// A setting's name: a known one, or one this version does not know but the file holds.
        case unset(String)
    }

    static let json = JSONOptions(
        fields: ListFormat.settings.json.fields,
        help:
            "With list: print a JSON array of {\"key\", \"value\", \"source\"} objects, and \"variable\" when one decided; with <fields>, only those (see JSON FIELDS)."
    )

    static let help = CommandHelp(
        name: "config",
        abstract: "Show or change settings.",
        discussion: """
            Settings live in $XDG_CONFIG_HOME/gh-users/config.json (default
            ~/.config/gh-users/config.json). Keys: cache (on or off; off behaves as --no-cache),
            color (auto, always or never, as --color), per-page (1 to 100, the page size of
            'gh-users list'), browse.mouse (on or off, as 'browse --mouse'), browse.preview (auto,
            on or off: the preview pane, auto from 120 columns), browse.images (auto or off:
            avatars in browse and show on terminals that show images), browse.keys (a JSON object of keys bound to
            commands, such as {"X": {"command": "git clone {url}", "name": "Clone"}}; {login},
            {id}, {url} and {repo} are replaced, shell-quoted), pager (a command, or off), wait
            (never or always, as --wait). Flags override settings; settings override the
            environment (NO_COLOR, CLICOLOR_FORCE, CLICOLOR, PAGER; GH_USERS_PAGER or GH_PAGER
            overrides the pager setting), which overrides
            the defaults. 'list' prints every setting with the value in effect and
            where it came from: flag, environment, config, default, or unknown for a key in the
            file that this version does not know; piped, one tab-separated line each: key, value,
            source. 'get' prints a key's value in the file, or its default when it is not set.
            """,
        positionals: "list [--json [<fields>]] [--jq <expression>] | get <key> | set <key> <value> | unset <key>",
        arguments: [
            (
                "<key>",
                SettingKey.allCases.map(\.rawValue).dropLast().joined(separator: ", ") + " or " + (SettingKey.allCases.last?.rawValue ?? "")
                    + "."
            ),
            ("<value>", "A value the key takes."),
        ],
        argumentChoices: ["list", "get", "set", "unset"],
        options: json.specs,
        examples: [
            ("Never colour the output", "gh-users config set color never"),
            ("Ask for 100 users per request", "gh-users config set per-page 100"),
            ("Back to the default", "gh-users config unset per-page"),
            ("Every setting in effect, and where it came from, as JSON", "gh-users config list --json"),
        ]
    )

    let action: Action
    let json: JSONRequest?
    /// The command line, to tell which settings its options set.
    let arguments: ParsedArguments

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        json = try Self.json.read(arguments)
        let words = arguments.positionals
        guard let verb = words.first else {
            throw UsageError("Missing expected argument: list, get, set or unset")
        }
        let expected: Int
        switch verb {
        case "list":
            expected = 1
            action = .list
        case "get", "unset":
            guard words.count >= 2 else { throw UsageError("Missing expected argument '<key>': \(SettingKey.listDescription)") }
            expected = 2
            // An unknown name may still be in the file, to be removed: `run` checks that.
            action = verb == "get" ? .get(try SettingKey.named(words[1])) : .unset(words[1])
        case "set":
            guard words.count >= 3 else {
                throw UsageError(words.count == 2 ? "Missing expected argument '<value>'" : "Missing expected argument '<key>'")
            }
            let key = try SettingKey.named(words[1])
            guard key.accepts(words[2]) else {
                // A value can be long (a pager command): the message shows its start.
                let shown = words[2].count > 60 ? String(words[2].prefix(60)) + "…" : words[2]
                if key == .pager && words[2].utf8.count > SettingKey.longestCommand {
                    throw UsageError("The value '\(shown)' is too long for setting 'pager': at most \(SettingKey.longestCommand) bytes")
                }
                throw UsageError("The value '\(shown)' is invalid for setting '\(key.rawValue)': expected \(key.valuesDescription)")
            }
            expected = 3
            action = .set(key, words[2])
        default:
            throw UsageError("Unknown action '\(verb)': expected list, get, set or unset")
        }
        if words.count > expected {
            throw UsageError.unexpectedArgument(words[expected])
        }
        if json != nil && action != .list {
            throw UsageError("'--json' goes with 'config list' only")
        }
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard let file = factory.settings else {
            io.printError("Error: cannot tell where settings go: set HOME or XDG_CONFIG_HOME\n")
            return .failure
        }
        switch action {
        case .list:
            let settings = try Settings.load(from: file)
            var printer = ListPrinter(
                ListFormat.settings.selectingJSON(json?.fields), layout: io.layout(json: json != nil), style: io.style)
            try io.print(printer.render(settings.resolved(arguments: arguments, variables: factory.variables)))
            try io.print(printer.finish())
        case .get(let key):
            try io.print((try Settings.load(from: file).values[key] ?? key.defaultValue) + "\n")
        case .set(let key, let value):
            try await Settings.update(file) { $0.values[key] = value }
        case .unset(let name):
            // The file as it is, unchecked: a key with a bad value can be taken out, which is
            // how such a file is mended. Nothing to take away writes nothing, not even the
            // folder and its lock file.
            guard try file.load()[name] != nil else {
                // Neither a setting the file holds nor one this version knows: a typo.
                guard SettingKey(rawValue: name) != nil else { throw SettingKey.unknown(name) }
                return .success
            }
            try await file.update { $0[name] = nil }
        }
        return .success
    }
}
