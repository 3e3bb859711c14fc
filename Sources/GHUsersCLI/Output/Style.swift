import GHTerminal

/// ANSI styling for human output; every method returns its input unchanged when colour is off.
struct Style: Sendable {
    /// Whether escape sequences are written at all.
    let isEnabled: Bool

    /// Column headers and labels.
    func header(_ text: String) -> String { wrap(text, "1") }
    /// Emphasis, such as a login.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// Secondary text, such as URLs and hints.
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// The STAFF badge, drawn as the browser draws it (``GHTerminal/Badge``).
    func badge(_ text: String) -> String { wrap(text, Badge.staff.style(on: nil, color: true).parameters) }
    /// The ★ that marks a favorite, in the colour the browser gives it, one that reads on dark
    /// and light backgrounds.
    func favorite(_ text: String) -> String { wrap(text, Badge.favorite.style(on: nil, color: true).parameters) }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
