import Foundation
import GHText

/// A custom key's command made ready to run: each placeholder replaced by the selected row's
/// value (else the profile's), shell-quoted, since the values come from GitHub and a hostile name
/// must not become shell syntax.
enum CustomCommand {
    /// The effect that runs `key`'s command, or a message saying which value is missing.
    static func run(_ key: CustomKey, _ state: inout BrowseState) -> [BrowseEffect] {
        let values = Self.values(state)
        var missing: [String] = []
        let command = expand(key.command) { name in
            guard let value = values[name] else {
                missing.append(name)
                return nil
            }
            return quoted(value)
        }
        if let first = missing.first {
            state.say("\(key.name): nothing here has a {\(first)}", isError: true)
            return []
        }
        return [.runCommand(command, name: key.name)]
    }

    /// The placeholders' values on the screen shown: the selected row's, else the profile's.
    static func values(_ state: BrowseState) -> [String: String] {
        var values: [String: String] = [:]
        guard let screen = state.top else { return values }
        if let row = screen.focusedList?.selectedRow {
            values["login"] = row.login ?? row.ownerLogin
            values["url"] = row.webURL
            switch row {
            case .repository(let repository):
                values["id"] = String(repository.id)
                values["repo"] = repository.fullName
            case .user, .organization, .favorite:
                if case .account(let id) = row.identity { values["id"] = String(id) }
            }
        } else if case .profile(let profile) = screen.body {
            values["login"] = profile.login.rawValue
            if let user = profile.profile?.summary {
                values["id"] = String(user.id)
                values["url"] = user.htmlURL.isEmpty ? nil : user.htmlURL
            }
        }
        return values
    }

    /// `template` with each `{name}` of ``CustomKey/placeholders`` replaced by `value(name)`;
    /// other braces are left as they are.
    static func expand(_ template: String, _ value: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), CustomKey.placeholders.contains(String(after[..<close])) else {
                result += "{"
                rest = after
                continue
            }
            result += value(String(after[..<close])) ?? ""
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// `value` as one shell word that stands for itself: in single quotes, each `'` written as
    /// `'\''`, NUL (which no argument can hold) left out.
    static func quoted(_ value: String) -> String {
        ShellQuote.quoted(value)
    }
}

extension CustomKey {
    /// Whether `key` is one the browser itself uses, which a custom key may not take.
    public static func isBuiltIn(_ key: Character) -> Bool {
        KeyMap.builtInKeys.contains(.character(key))
    }
}
