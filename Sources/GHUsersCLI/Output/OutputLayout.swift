/// How results are printed: for a person at a terminal, for a pipe, or for a program.
enum OutputLayout: Sendable, Equatable {
    /// Aligned tables and cards, colour where allowed, hints on stderr.
    case terminal
    /// Tab-separated or `key:\tvalue` lines: no header, no colour, no truncation.
    case plain
    /// JSON with GitHub's field names.
    case json

    /// `--json` wins; otherwise a terminal gets tables and anything else plain lines.
    init(json: Bool, isTerminal: Bool) {
        self = json ? .json : (isTerminal ? .terminal : .plain)
    }
}
