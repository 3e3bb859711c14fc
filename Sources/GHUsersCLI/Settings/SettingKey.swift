import Foundation
import GHDomain
import GHText

/// A setting `gh-users config` knows: its name, the values it takes, and its default.
enum SettingKey: String, CaseIterable, Sendable {
    /// `on` or `off`; off behaves as `--no-cache`.
    case cache
    /// `auto`, `always` or `never`, as `--color`.
    case color
    /// 1 to 100: how many users `list` asks for per request.
    case perPage = "per-page"
    /// `on` or `off`: whether `browse` reports the mouse, as `--mouse`.
    case browseMouse = "browse.mouse"
    /// `auto`, `on` or `off`: when `browse` shows the preview pane (`auto`: 120 columns or more).
    case browsePreview = "browse.preview"
    /// `auto` or `off`: whether `browse` shows avatars on terminals that answer that they can.
    case browseImages = "browse.images"
    /// A JSON object of keys bound to commands in `browse` (see ``BrowseKeys``).
    case browseKeys = "browse.keys"
    /// The command output is paged through on a terminal, or `off` (or empty) for none.
    case pager
    /// `never` or `always`: whether a spent rate limit is waited out, as `--wait`.
    case wait

    /// The value used when the setting is not set.
    var defaultValue: String {
        switch self {
        case .cache: return "on"
        case .color: return "auto"
        case .perPage: return String(ListCommand.defaultPerPage)
        case .browseMouse: return "off"
        case .browsePreview: return "auto"
        case .browseImages: return "auto"
        case .browseKeys: return "{}"
        case .pager: return "off"
        case .wait: return "never"
        }
    }

    /// What the setting takes, as shown in help and errors.
    var valuesDescription: String {
        switch self {
        case .cache: return "on or off"
        case .color: return "auto, always or never"
        case .perPage: return "a whole number from 1 to 100"
        case .browseMouse: return "on or off"
        case .browsePreview: return "auto, on or off"
        case .browseImages: return "auto or off"
        case .browseKeys: return BrowseKeys.description
        case .pager: return "a command such as 'less -S', or off"
        case .wait: return "never or always"
        }
    }

    /// The fixed values, when there are any (shell completion offers them).
    var choices: [String] {
        switch self {
        case .cache: return ["on", "off"]
        case .color: return ["auto", "always", "never"]
        case .perPage: return []
        case .browseMouse: return ["on", "off"]
        case .browsePreview: return ["auto", "on", "off"]
        case .browseImages: return ["auto", "off"]
        case .browseKeys, .pager: return []
        case .wait: return ["never", "always"]
        }
    }

    /// The option the setting stands for where a command takes it and the command line does not
    /// give it: `--color`, `list --per-page`, `browse --mouse` (a flag, set by `on`), `--wait` (a
    /// flag, set by `always`). `cache` and `pager` have none: `--no-cache`, `--offline` and `--no-pager` decide them instead (see
    /// ``flagValue(in:)``).
    var option: OptionSpec? {
        switch self {
        case .cache, .pager, .browsePreview, .browseImages, .browseKeys: return nil
        case .color: return GlobalOptions.color
        case .perPage: return ListCommand.perPage
        case .browseMouse: return BrowseCommand.mouse
        case .wait: return GlobalOptions.wait
        }
    }

    /// For a setting that stands for a flag, the value that sets the flag: `on`, or `always`
    /// for `wait`.
    var flagOnValue: String { self == .wait ? "always" : "on" }

    /// The value that options typed on the command line give the setting, or `nil` when none
    /// does; in `arguments` as ``Settings/applied(to:options:)`` left them, what the settings
    /// filled in does not count.
    func flagValue(in arguments: ParsedArguments) -> String? {
        switch self {
        case .cache:
            if arguments.has(GlobalOptions.offline.key) { return "on" }
            return arguments.has(GlobalOptions.noCache.key) ? "off" : nil
        case .pager:
            return arguments.has(GlobalOptions.noPager.key) ? "off" : nil
        case .browsePreview, .browseImages, .browseKeys:
            return nil
        case .browseMouse, .wait:
            guard let option, arguments.has(option.key), !arguments.fromSettings.contains(option.key) else { return nil }
            return flagOnValue
        case .color, .perPage:
            guard let option, !arguments.fromSettings.contains(option.key) else { return nil }
            return arguments.values[option.key]
        }
    }

    /// The value the environment gives the setting when neither the command line nor the file
    /// sets it, and the variable that gave it: for `color`, a non-empty `NO_COLOR` means `never`,
    /// else a `CLICOLOR_FORCE` other than `0` means `always`, else `CLICOLOR=0` means `never`;
    /// for `pager`, `PAGER`. `nil` when none does.
    func environmentValue(in variables: [String: String]) -> (value: String, variable: String)? {
        switch self {
        case .color:
            if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return ("never", "NO_COLOR") }
            if let force = variables["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return ("always", "CLICOLOR_FORCE") }
            if variables["CLICOLOR"] == "0" { return ("never", "CLICOLOR") }
            return nil
        case .pager:
            return variables["PAGER"].map { (Self.pagerDescription($0), "PAGER") }
        case .cache, .perPage, .browseMouse, .browsePreview, .browseImages, .browseKeys, .wait:
            return nil
        }
    }

    /// The variables that set the pager over the `pager` setting, most binding first: gh-users'
    /// own, then gh's, as gh reads `GH_PAGER` before its config. Empty turns paging off.
    static let pagerVariables = ["GH_USERS_PAGER", "GH_PAGER"]

    /// The value the environment gives the setting over what the file sets, and the variable that
    /// gave it: for `pager`, the first of ``pagerVariables`` that is set (empty: off). `nil` when
    /// none does.
    func environmentOverride(in variables: [String: String]) -> (value: String, variable: String)? {
        guard self == .pager, let name = Self.pagerVariables.first(where: { variables[$0] != nil }), let value = variables[name] else {
            return nil
        }
        return (Self.pagerDescription(value), name)
    }

    /// The command a pager value runs; `nil` for one that turns paging off: `off` in any case,
    /// or nothing but spaces. The same for the setting and for ``pagerVariables`` and `PAGER`.
    static func pagerCommand(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.lowercased() == "off" ? nil : value
    }

    /// A pager value as `config list` shows it: the command, or `off`.
    static func pagerDescription(_ value: String) -> String {
        pagerCommand(value) ?? "off"
    }

    /// Whether the setting is kept as a JSON number.
    var isNumber: Bool { self == .perPage }

    /// Whether the setting is kept as JSON (an object), read and shown as such.
    var isJSON: Bool { self == .browseKeys }

    /// `value` as the file keeps it: a number, JSON, or text.
    func stored(_ value: String) -> SettingValue {
        if isNumber, let number = Int(value) { return .number(number) }
        if isJSON, let json = try? JSONDecoder().decode(AnyJSON.self, from: Data(value.utf8)) { return .other(json) }
        return .text(value)
    }

    /// Whether `value` is one this setting takes.
    func accepts(_ value: String) -> Bool {
        switch self {
        case .cache, .color, .browseMouse, .browsePreview, .browseImages, .wait: return choices.contains(value)
        case .browseKeys: return (try? BrowseKeys.parse(value)) != nil
        case .perPage: return Int(value).map { (1...100).contains($0) } ?? false
        case .pager:
            return value.utf8.count <= Self.longestCommand && value.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        }
    }

    /// The longest command the `pager` setting holds, in bytes.
    static let longestCommand = 1000

    /// `cache (on or off), color (auto, always or never), per-page (…)`.
    static var listDescription: String {
        allCases.map { "\($0.rawValue) (\($0.valuesDescription))" }.joined(separator: ", ")
    }

    /// The key named `name`, or a usage error that lists the valid ones.
    static func named(_ name: String) throws(UsageError) -> SettingKey {
        guard let key = SettingKey(rawValue: name) else { throw unknown(name) }
        return key
    }

    /// The usage error for a name that is no setting.
    static func unknown(_ name: String) -> UsageError {
        UsageError("Unknown setting '\(TextSanitizer.line(name))': expected \(listDescription)")
    }
}
