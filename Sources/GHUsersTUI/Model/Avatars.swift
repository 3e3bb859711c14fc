import GHTerminal

/// Avatars on the profile card, when the setting asks for them and the terminal answered that it
/// shows images: which were asked for, the images that arrived (the last ``kept`` of them, their
/// bytes in the state, so that drawing reads nothing but the state), and which failed.
struct Avatars: Sendable {
    /// The most images kept; one forgotten is asked for again when it is shown.
    static let kept = 16

    /// How the terminal shows images; `nil` when it does not, or was not asked.
    var imageProtocol: ImageProtocol?
    /// The avatar URLs asked for.
    var requested: Set<String> = []
    /// The avatar URLs asked for that could not be had: not asked again until the user asks
    /// (`r`) or opens a profile, so a failure is not retried in a loop.
    var failed: Set<String> = []
    /// The images that arrived, by URL.
    private var images: [String: [UInt8]] = [:]
    /// The URLs of ``images``, oldest first, to forget the oldest.
    private var order: [String] = []

    /// The image fetched from `url`, if it arrived and is kept.
    func image(for url: String) -> [UInt8]? {
        images[url]
    }

    /// Keeps the image fetched from `url`, or notes that it could not be had (`nil`). The
    /// oldest beyond ``kept`` is forgotten, and asked for again when shown.
    mutating func receive(_ url: String, image: [UInt8]?) {
        guard let image else {
            failed.insert(url)
            return
        }
        if images.updateValue(image, forKey: url) == nil { order.append(url) }
        while order.count > Self.kept {
            let oldest = order.removeFirst()
            images[oldest] = nil
            requested.remove(oldest)
        }
    }

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
