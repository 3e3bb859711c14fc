import GHDomain
import GHText

/// The settings in effect: what `config.json` holds, checked. Flags override them, and they
/// override the defaults.
struct Settings: Sendable, Equatable {
    /// The values set, by key.
    var values: [SettingKey: String] = [:]
    /// Settings in the file that this version does not know (a newer version's, or a typo),
    /// kept as they are so that saving the file does not lose them.
    var unknown: [String: SettingValue] = [:]

    /// The file's name inside the settings directory.
    static let fileName = "config.json"

    /// Reads `store`. A bad value of a known setting makes the settings unreadable, so it is
    /// reported rather than ignored; a setting this version does not know is kept aside in
    /// ``unknown`` (see ``warning(location:program:)``), so that one typo or a newer version's setting
    /// does not stop every command.
    static func load(from store: any SettingsStore) throws -> Settings {
        try parse(try store.load(), location: store.location)
    }

    /// Changes the settings in `store` with `change`, read and saved with no other writer in
    /// between.
    static func update(_ store: any SettingsStore, _ change: @escaping @Sendable (inout Settings) throws -> Void) async throws {
        let location = store.location
        try await store.update { stored in
            let before = try parse(stored, location: location)
            var settings = before
            try change(&settings)
            // Unchanged settings leave the file as it is, however it was written.
            if settings != before { stored = settings.stored }
        }
    }

    /// The settings `stored` holds, checked as ``load(from:)`` says; `location` names them in errors.
    private static func parse(_ stored: [String: SettingValue], location: String) throws -> Settings {
        var settings = Settings()
        for (name, value) in stored {
            guard let key = SettingKey(rawValue: name) else {
                settings.unknown[name] = value
                continue
            }
            if key == .browseKeys {
                // Parsed here rather than by `accepts`, to say what is wrong with it.
                do throws(BrowseKeys.Invalid) {
                    _ = try BrowseKeys.parse(value.text)
                } catch {
                    throw SettingsUnreadable(path: location, reason: "\(name) cannot be used: \(error.reason)")
                }
            } else if !key.accepts(value.text) {
                throw SettingsUnreadable(path: location, reason: "\(name) must be \(key.valuesDescription), not \"\(value.text)\"")
            }
            settings.values[key] = value.text
        }
        return settings
    }

    /// These settings as the store keeps them: numbers as JSON numbers, the rest as text.
    var stored: [String: SettingValue] {
        var saved = unknown
        for (key, value) in values {
            saved[key.rawValue] = key.stored(value)
        }
        return saved
    }

    /// The one warning a run gives about settings it does not know, or `nil` when there are
    /// none; its advice names the command as `program`.
    func warning(location: String, program: ProgramName) -> String? {
        guard !unknown.isEmpty else { return nil }
        let names = unknown.keys.sorted()
        let list = names.map { "\"\(TextSanitizer.line($0))\"" }.joined(separator: ", ")
        let noun = names.count == 1 ? "a setting" : "settings"
        return "Warning: \(location) has \(noun) this version does not know, ignored: \(list) ('\(program) config unset <key>' removes one)"
    }

    /// `arguments` with each setting filled in as the option it stands for, where the command
    /// has that option and it was not given on the command line.
    func applied(to arguments: ParsedArguments, options: [OptionSpec]) -> ParsedArguments {
        var arguments = arguments
        for key in SettingKey.allCases {
            guard let option = key.option, let value = values[key], options.contains(where: { $0.key == option.key }) else { continue }
            if option.kind == .flag {
                if value == key.flagOnValue, arguments.flags.insert(option.key).inserted { arguments.fromSettings.insert(option.key) }
            } else if arguments.values[option.key] == nil {
                arguments.values[option.key] = value
                arguments.fromSettings.insert(option.key)
            }
        }
        return arguments
    }

    /// Every setting with the value in effect and where it came from, for a command line
    /// `arguments` (as ``applied(to:options:)`` left them) in `variables`, in the order a run
    /// resolves them: the command line, else an environment variable that beats the file
    /// (`GH_USERS_PAGER`, `GH_PAGER`), else these settings, else the environment (`NO_COLOR`,
    /// `CLICOLOR_FORCE` and `CLICOLOR` for what `auto` leaves open, `PAGER`), else the default;
    /// then the settings this version does not know, by name.
    func resolved(arguments: ParsedArguments, variables: [String: String]) -> [ResolvedSetting] {
        let known = SettingKey.allCases.map { key in
            var (text, source, variable): (String, ResolvedSetting.Source, String?)
            if let flag = key.flagValue(in: arguments) {
                (text, source, variable) = (flag, .flag, nil)
            } else if let override = key.environmentOverride(in: variables) {
                (text, source, variable) = (override.value, .environment, override.variable)
            } else if let set = values[key] {
                (text, source, variable) = (key == .pager ? SettingKey.pagerDescription(set) : set, .config, nil)
            } else if let fromEnvironment = key.environmentValue(in: variables) {
                (text, source, variable) = (fromEnvironment.value, .environment, fromEnvironment.variable)
            } else {
                (text, source, variable) = (key.defaultValue, .default, nil)
            }
            // `auto`, wherever it was set, leaves the choice to the environment (NO_COLOR,
            // CLICOLOR_FORCE, CLICOLOR) when it makes one: the value in effect is the environment's.
            if text == "auto", let decided = key.environmentValue(in: variables) {
                (text, source, variable) = (decided.value, .environment, decided.variable)
            }
            let value = key.stored(text)
            return ResolvedSetting(name: key.rawValue, value: value, source: source, variable: variable)
        }
        // A key this version does not know shows its value as JSON, a string with its quotes.
        let others = unknown.keys.sorted().map { name in
            let value: SettingValue =
                switch unknown[name] ?? .other(.null) {
                case .text(let text): .other(.string(text))
                case let other: other
                }
            return ResolvedSetting(name: name, value: value, source: .unknown)
        }
        return known + others
    }

    /// The `pager` setting as set: `nil` when it is not (``SettingKey/pagerCommand(_:)`` says
    /// which values turn paging off).
    var pager: String? {
        values[.pager]
    }

    /// Whether the cache may be used: not when the setting is `off`.
    var cacheEnabled: Bool { values[.cache] != "off" }
}
