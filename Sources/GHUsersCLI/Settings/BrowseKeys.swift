import Foundation
import GHDomain
import GHText
import GHUsersTUI

/// The `browse.keys` setting: keys bound to commands in the browser, as a JSON object such as
/// `{"X": {"command": "git clone {url}", "name": "Clone"}}`. Each key is one printable
/// character; `command` runs through `/bin/sh -c` with `{login}`, `{id}`, `{url}` and `{repo}`
/// replaced by the selected row's values, shell-quoted; `name` is what `?` lists (the command,
/// when left out).
enum BrowseKeys {
    /// What the setting takes, as help and errors say it.
    static let description = "a JSON object such as {\"X\": {\"command\": \"echo {login}\", \"name\": \"Echo\"}}"

    /// The most keys the setting binds.
    static let maximumKeys = 32
    /// The longest command, in bytes.
    static let longestCommand = 1000
    /// The longest name, in characters.
    static let longestName = 40

    /// Why the setting cannot be used.
    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// The keys `text` binds, in key order; throws when it is not such an object.
    static func parse(_ text: String) throws(Invalid) -> [CustomKey] {
        guard let json = try? JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8)), case .object(let members) = json else {
            throw Invalid(reason: "it is not a JSON object")
        }
        guard members.count <= maximumKeys else { throw Invalid(reason: "it binds more than \(maximumKeys) keys") }
        var keys: [CustomKey] = []
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let shown = TextSanitizer.line(name)
            guard name.count == 1, let key = name.first, isPrintable(name), key != " " else {
                throw Invalid(reason: "'\(shown)' is not one printable character")
            }
            guard case .object(let entry) = value, case .string(let command)? = entry["command"] else {
                throw Invalid(reason: "'\(shown)' needs a \"command\" string")
            }
            if let other = entry.keys.sorted().first(where: { $0 != "command" && $0 != "name" }) {
                throw Invalid(reason: "'\(shown)' has a member this version does not know: \"\(TextSanitizer.line(other))\"")
            }
            guard !command.trimmingCharacters(in: .whitespaces).isEmpty, command.utf8.count <= longestCommand,
                command.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" })
            else {
                throw Invalid(reason: "the command of '\(shown)' must be one line of at most \(longestCommand) bytes")
            }
            var title = String(command.prefix(longestName))
            if let named = entry["name"] {
                guard case .string(let text) = named, !text.isEmpty, text.count <= longestName, isPrintable(text) else {
                    throw Invalid(reason: "the name of '\(shown)' must be text of at most \(longestName) characters")
                }
                title = text
            }
            keys.append(CustomKey(key: key, name: title, command: command))
        }
        return keys
    }

    /// `keys` without those a built-in key takes, and one warning naming those, if any.
    static func usable(_ keys: [CustomKey]) -> (keys: [CustomKey], warning: String?) {
        let refused = keys.filter { CustomKey.isBuiltIn($0.key) }
        guard !refused.isEmpty else { return (keys, nil) }
        let names = refused.map { "'\(TextSanitizer.line(String($0.key)))'" }.joined(separator: ", ")
        let noun = refused.count == 1 ? "a key the browser uses" : "keys the browser uses"
        return (keys.filter { !CustomKey.isBuiltIn($0.key) }, "Warning: browse.keys binds \(noun), ignored: \(names)")
    }

    private static func isPrintable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    }
}
