import GHData

/// The settings in effect: what `config.json` holds, checked. Flags override them, and they
/// override the defaults.
struct Settings: Sendable, Equatable {
    /// The values set, by key.
    var values: [SettingKey: String] = [:]

    /// The file's name inside the settings directory.
    static let fileName = "config.json"

    /// Reads `file`; an unknown name or a bad value makes the file unreadable, so a typo is
    /// reported rather than ignored.
    static func load(from file: SettingsFile) throws -> Settings {
        var settings = Settings()
        for (name, value) in try file.load() {
            guard let key = SettingKey(rawValue: name) else {
                throw SettingsFile.Unreadable(path: file.url.path, reason: "unknown setting \"\(name)\"")
            }
            guard key.accepts(value) else {
                throw SettingsFile.Unreadable(path: file.url.path, reason: "\(name) must be \(key.valuesDescription), not \"\(value)\"")
            }
            settings.values[key] = value
        }
        return settings
    }

    /// Writes these settings to `file`.
    func save(to file: SettingsFile) throws {
        var plain: [String: String] = [:]
        for (key, value) in values { plain[key.rawValue] = value }
        try file.save(plain, numbers: [SettingKey.perPage.rawValue])
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
        return arguments
    }

    /// Whether the cache may be used: not when the setting is `off`.
    var cacheEnabled: Bool { values[.cache] != "off" }
}
