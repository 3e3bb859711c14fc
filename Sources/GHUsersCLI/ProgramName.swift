/// The name the command goes by wherever it names itself: in help, usage lines, hints such as
/// `Next page: …`, `version` and the completion scripts' instructions. `gh-users` when run on
/// its own; `gh users` when gh runs it as an extension, which it does with the executable's
/// path in its extensions folder as `argv[0]` (`…/extensions/gh-users/gh-users`; gh sets no
/// variable of its own for an extension). Interpolate it (`"\(io.programName) list"`) rather
/// than writing `gh-users`.
public struct ProgramName: Sendable, Equatable, CustomStringConvertible {
    /// How the command is typed: `gh-users` or `gh users`.
    public let description: String

    /// The executable run on its own: `gh-users`.
    public static let standalone = ProgramName(description: canonical)
    /// The executable run by gh as its extension: `gh users`.
    public static let ghExtension = ProgramName(description: "gh users")

    /// The spelling help texts and examples are written in, which ``spell(_:)`` replaces.
    static let canonical = "gh-users"

    /// The name for a process started as `argv0`: gh's extension when `argv0` is a path whose
    /// last folders are `extensions/gh-users` (gh's data folder, wherever `GH_DATA_DIR` or
    /// `XDG_DATA_HOME` puts it, holds one folder per extension named as its executable).
    public init(argv0: String) {
        let parts = argv0.split(separator: "/", omittingEmptySubsequences: true)
        let isExtension = parts.count >= 3 && parts.suffix(3).elementsEqual(["extensions", "gh-users", "gh-users"])
        self = isExtension ? .ghExtension : .standalone
    }

    private init(description: String) {
        self.description = description
    }

    /// `text`, written with the canonical `gh-users`, with each use of it as a command (the
    /// word alone, followed by a blank, a quote, a closing bracket or the end) spelled as this
    /// name; a path or file name that contains it (`~/.cache/gh-users`, `_gh-users`,
    /// `gh-users.fish`) is left as it is.
    func spell(_ text: String) -> String {
        guard self != .standalone else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: Self.canonical) {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? result.last
            let next = rest[range.upperBound...].first
            let startsWord = previous.map { " \t\n'\"`(|$".contains($0) } ?? true
            let endsWord = next.map { " \t\n'\"`)".contains($0) } ?? true
            result += before
            result += startsWord && endsWord ? description : Self.canonical
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
