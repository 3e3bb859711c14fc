/// A key the user bound to a command in `config.json` (`"browse.keys"`): the command runs through
/// `/bin/sh -c` with the terminal, its placeholders `{login}`, `{id}`, `{url}` and `{repo}`
/// replaced by the selected row's values, each shell-quoted.
public struct CustomKey: Hashable, Sendable {
    /// The key: one printable character no built-in key uses.
    public var key: Character
    /// What `?` calls it.
    public var name: String
    /// The command, with placeholders.
    public var command: String

    /// A binding.
    public init(key: Character, name: String, command: String) {
        self.key = key
        self.name = name
        self.command = command
    }

    /// The placeholders a command may hold.
    public static let placeholders = ["login", "id", "url", "repo"]
}
