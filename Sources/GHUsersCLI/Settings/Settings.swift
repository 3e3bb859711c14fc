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
    /// ``unknown`` (see ``warning(location:)``), so that one typo or a newer version's setting
    /// does not stop every command.
    static func load(from store: any SettingsStore) throws -> Settings {
        var settings = Settings()
        for (name, value) in try store.load() {
            guard let key = SettingKey(rawValue: name) else {
                settings.unknown[name] = value
                continue
            }
            guard key.accepts(value.text) else {
                throw SettingsUnreadable(path: store.location, reason: "\(name) must be \(key.valuesDescription), not \"\(value.text)\"")
            }
            settings.values[key] = value.text
        }
        return settings
    }

    /// Writes these settings to `store`: numbers as JSON numbers, the rest as text.
    func save(to store: any SettingsStore) throws {
        var saved: [String: SettingValue] = [:]
        saved.merge(unknown) { known, _ in known }
        for (key, value) in values {
            saved[key.rawValue] = key.isNumber ? Int(value).map(SettingValue.number) ?? .text(value) : .text(value)
        }
        try store.save(saved)
    }

    /// The one warning a run gives about settings it does not know, or `nil` when there are none.
    func warning(location: String) -> String? {
        guard !unknown.isEmpty else { return nil }
        let names = unknown.keys.sorted()
        let list = names.map { "\"\(TextSanitizer.line($0))\"" }.joined(separator: ", ")
        let noun = names.count == 1 ? "a setting" : "settings"
        return "Warning: \(location) has \(noun) this version does not know, ignored: \(list) ('gh-users config unset <key>' removes one)"
    }

    /// `arguments` with each setting filled in as the option it stands for, where the command
    /// has that option and it was not given on the command line.
    func applied(to arguments: ParsedArguments, options: [OptionSpec]) -> ParsedArguments {
        var arguments = arguments
        let stands: [(SettingKey, String)] = [(.color, GlobalOptions.color.key), (.perPage, ListCommand.perPage.key)]
        for (key, option) in stands {
            if let value = values[key], arguments.values[option] == nil, options.contains(where: { $0.key == option }) {
                arguments.values[option] = value
            }
        }
        if values[.browseMouse] == "on", options.contains(where: { $0.key == BrowseCommand.mouse.key }) {
            arguments.flags.insert(BrowseCommand.mouse.key)
        }
        return arguments
    }

    /// The `pager` setting: `nil` when it is not set, `""` when it turns paging off (`off` or
    /// empty), else the command.
    var pager: String? {
        values[.pager].map { $0 == "off" ? "" : $0 }
    }

    /// Whether the cache may be used: not when the setting is `off`.
    var cacheEnabled: Bool { values[.cache] != "off" }
}
