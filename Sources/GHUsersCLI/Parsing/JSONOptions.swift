/// `--json [<fields>]` and `--jq <expression>`, as every command with JSON output offers them:
/// built from the fields its JSON shape offers, listed in its help, and read into a
/// ``JSONRequest``. This is the one place a command gets them from.
struct JSONOptions: Sendable {
    /// `--json`, knowing the fields its list may name.
    let json: OptionSpec

    /// `--jq`, the same for every command.
    static let jq = OptionSpec.value(
        "--jq", placeholder: "expression",
        help: "Filter the JSON through jq's <expression> (needs --json, and jq installed): strings print as they are, one result a line.")

    /// `--json`, printing what `help` says bare and offering `fields` (see ``JSONShape/fields``).
    init(fields: [String], help: String) {
        var json = OptionSpec.flag("--json", help: help)
        json.fields = fields
        self.json = json
    }

    /// How `--json` reads its list and what `--jq` does, said once under `JSON FIELDS:` in
    /// every command's help.
    static let fieldsNote = """
        --json <fields> prints only those members, in the order given. The word after --json is \
        taken as <fields> when each comma-separated part of it is a field, when it holds a comma, \
        or when the command takes no other argument; otherwise it is the next argument \
        (show --json octocat). --json=<fields> is always taken. --jq runs jq with the expression \
        as one argument, no shell: a string result prints as it is, anything else as JSON, one \
        result a line; a listing is filtered whole, once its last page is in.
        """

    /// `--json` and `--jq`, for a command's options.
    var specs: [OptionSpec] { [json, Self.jq] }

    /// What `arguments` ask for: `nil` without `--json`. A field that is not one of the
    /// command's is a usage error in gh's words, listing them; so is `--jq` without `--json`.
    func read(_ arguments: ParsedArguments) throws(UsageError) -> JSONRequest? {
        let filter = arguments.values[Self.jq.key]
        guard arguments.has(json.key) else {
            if filter != nil { throw UsageError("'--jq' filters JSON, so it needs '--json'") }
            return nil
        }
        guard let list = arguments.values[json.key] else { return JSONRequest(fields: nil, filter: filter) }
        var fields: [String] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard json.fields.contains(part) else { throw Self.unknownField(part, available: json.fields) }
            if !fields.contains(part) { fields.append(part) }
        }
        return JSONRequest(fields: fields, filter: filter)
    }

    /// `Unknown JSON field: "nosuch"`, then `Available fields:` and each, sorted, on a line of its
    /// own, as gh says it; no usage lines, since the list is the help.
    static func unknownField(_ name: String, available: [String]) -> UsageError {
        var error = UsageError("Unknown JSON field: \"\(name)\"")
        error.notes = ["Available fields:"] + available.sorted().map { "  " + $0 }
        error.showsUsage = false
        return error
    }
}

/// What `--json` and `--jq` asked for.
struct JSONRequest: Sendable, Equatable {
    /// The members to print, in order; `nil` for those bare `--json` prints.
    var fields: [String]?
    /// The jq expression the JSON goes through, if any.
    var filter: String?
}
