import Foundation
import GHTerminal

/// Avatars on the profile card, in the list's rows and in the preview, when the setting asks for
/// them and the terminal answered that it shows images: which were asked for, the images that
/// arrived (the last ``kept`` of them, their bytes in the state, so that drawing reads nothing
/// but the state), and which failed. At most ``inFlightLimit`` are asked for at once.
struct Avatars: Sendable {
    /// The most images kept; one forgotten is asked for again when it is shown. A screen of
    /// rows at 200 lines, the card and the preview fit.
    static let kept = 96
    /// The most avatars asked for at once.
    static let inFlightLimit = 8
    /// Pixels a row's avatar is asked for at (GitHub's `s`): a row is about 20 pixels high, and
    /// twice that keeps it sharp on a dense screen.
    static let smallPixels = 40

    /// How the terminal shows images; `nil` when it does not, or was not asked.
    var imageProtocol: ImageProtocol?
    /// The avatar URLs asked for.
    var requested: Set<String> = []
    /// The avatar URLs asked for that could not be had: not asked again until the user asks
    /// (`r`) or opens a profile, so a failure is not retried in a loop.
    var failed: Set<String> = []
    /// The avatar URLs asked for whose answer has not come.
    private(set) var inFlight: Set<String> = []
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
        inFlight.remove(url)
        // What the terminal may not be shown (not an image, or a bomb) is a failure: the tile stays.
        guard let image, imageProtocol?.canShow(image) ?? true else {
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

    /// Of `urls`, in order, those to ask for now: not asked for yet, not failed, as many as
    /// fit in ``inFlightLimit`` with those in flight; they are noted as asked for.
    mutating func request(_ urls: [String]) -> [String] {
        var asked: [String] = []
        for url in urls where !url.isEmpty && inFlight.count < Self.inFlightLimit && !requested.contains(url) {
            requested.insert(url)
            inFlight.insert(url)
            asked.append(url)
        }
        return asked
    }

    /// `url` with GitHub's `s` (the size asked for) set to ``smallPixels``, replacing any `s` it
    /// had: the URL a row's avatar is asked for and kept under.
    static func small(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.host?.isEmpty == false else { return url }
        var items = (components.queryItems ?? []).filter { $0.name != "s" }
        items.append(URLQueryItem(name: "s", value: String(smallPixels)))
        components.queryItems = items
        return components.string ?? url
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
