import GHTerminal

/// Avatars on the profile card, when the setting asks for them and the terminal answered that it
/// shows images. The state knows only which have arrived; the runtime keeps their bytes.
struct Avatars: Sendable {
    /// How the terminal shows images; `nil` when it does not, or was not asked.
    var imageProtocol: ImageProtocol?
    /// The avatar URLs asked for.
    var requested: Set<String> = []
    /// The avatar URLs whose images arrived and can be shown.
    var ready: Set<String> = []
    /// The avatar URLs asked for that could not be had: not asked again until the user asks
    /// (`r`) or opens a profile, so a failure is not retried in a loop.
    var failed: Set<String> = []

    /// Forgets the failures, so the avatars that failed are asked for again when shown.
    mutating func forgetFailures() {
        requested.subtract(failed)
        failed.removeAll()
    }

    /// The cells an avatar takes on the card: a square of about this many rows (two columns a row).
    static let rows = 5
    /// Columns the avatar and the gap beside it take.
    static let columns = rows * 2 + 2
}
