import GHTerminal

/// Keeps the images a frame names (``GHTerminal/ScreenBuffer/images``: a list's avatars, the
/// preview's) on the terminal with the fewest bytes. Kitty is sent each image once, under an id
/// of its own, and then only given placements: one that stays where it is costs nothing, one the
/// frame scrolled moved with its rows (the terminal moves placements in a scroll region), and
/// one no longer named is taken away by its id. iTerm2 keeps nothing: an image is sent again
/// for each place, and one that goes has its cells drawn again by the frame.
struct ImagePlacements {
    /// The most images kitty is asked to keep; the oldest not on the screen is freed first.
    static let keptLimit = 128
    /// The first id given to an image kept; lower ids are the card's.
    static let firstImageID = 100

    let imageProtocol: ImageProtocol

    /// A placement on the screen: where, and under which ids.
    private struct Shown {
        var slot: ImageSlot
        var imageID: Int
        var placementID: Int
    }

    private var shown: [ImageSlot.Identity: Shown] = [:]
    /// Kitty's ids of the images it keeps, by source, and the sources oldest first.
    private var kept: [String: Int] = [:]
    private var keptOrder: [String] = []
    private var nextImageID = firstImageID
    private var nextPlacementID = 1

    init(imageProtocol: ImageProtocol) {
        self.imageProtocol = imageProtocol
    }

    /// How many placements are on the screen.
    var placedCount: Int { shown.count }

    /// Takes away everything shown and frees what kitty keeps: the screen is about to be
    /// cleared, and a cleared screen may have lost what it kept.
    mutating func clear() -> [UInt8] {
        var bytes: [UInt8] = []
        for id in kept.values.sorted() { bytes += imageProtocol.free(id: id) }
        shown = [:]
        kept = [:]
        keptOrder = []
        return bytes
    }

    /// Before `frame` is drawn: takes away the placements it no longer names. For iTerm2, one
    /// that moves goes too, and `renderer` forgets the cells of each, so the frame draws them again.
    mutating func prepare(for frame: ScreenBuffer, renderer: inout FrameRenderer) -> [UInt8] {
        var wanted: [ImageSlot.Identity: ImageSlot] = [:]
        for slot in frame.images where wanted[slot.identity] == nil { wanted[slot.identity] = slot }
        var bytes: [UInt8] = []
        for (identity, entry) in shown.sorted(by: { $0.value.placementID < $1.value.placementID }) {
            let stays = imageProtocol == .kitty ? wanted[identity] != nil : wanted[identity] == entry.slot
            guard !stays else { continue }
            bytes += imageProtocol.removePlacement(id: entry.imageID, placement: entry.placementID)
            if imageProtocol == .iterm2 {
                let columns = entry.slot.position.column..<entry.slot.position.column + entry.slot.columns
                for row in entry.slot.rowRange { renderer.forget(row: row, columns: columns) }
            }
            shown[identity] = nil
        }
        return bytes
    }

    /// After `frame` was drawn, having moved the rows `scrolled` says: follows the placements
    /// that moved with them (taking away any the region cut), then places, with the cursor kept
    /// where the frame left it, each image `frame` names that is not where it goes.
    /// `image` gives an image's bytes; one it has not, or that the terminal may not be shown,
    /// is left out.
    mutating func place(
        _ frame: ScreenBuffer, scrolled: (region: ClosedRange<Int>, shift: Int)?, image: (String) -> [UInt8]?
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        if let scrolled { bytes += follow(scrolled) }
        var placing: [UInt8] = []
        for slot in frame.images where shown[slot.identity]?.slot != slot {
            guard let picture = image(slot.identity.source), imageProtocol.canShow(picture) else { continue }
            let imageID = imageProtocol == .kitty ? keep(slot.identity.source, picture, into: &placing) : 0
            var placementID = nextPlacementID
            if let old = shown[slot.identity], old.imageID == imageID {
                placementID = old.placementID
            } else {
                nextPlacementID += 1
            }
            placing += imageProtocol.place(
                picture, id: imageID, placement: placementID, at: slot.position, columns: slot.columns, rows: slot.rows)
            shown[slot.identity] = Shown(slot: slot, imageID: imageID, placementID: placementID)
        }
        guard !placing.isEmpty else { return bytes }
        return bytes + Array("\u{1B}7".utf8) + placing + Array("\u{1B}8".utf8)
    }

    /// Moves what is shown as the scroll moved it: content at row `r` went to `r - shift`.
    /// One that the region does not hold whole, before and after, is taken away. One that was on
    /// the region's first or last row, or that the scroll brought onto its last row, is placed
    /// again where it now belongs: kitty (0.26, seen under Xvfb) leaves a placement on the
    /// region's last row where it was, and shows one moved onto that row cropped and stretched.
    private mutating func follow(_ scrolled: (region: ClosedRange<Int>, shift: Int)) -> [UInt8] {
        var bytes: [UInt8] = []
        let region = scrolled.region
        for (identity, var entry) in shown.sorted(by: { $0.value.placementID < $1.value.placementID }) {
            let rows = entry.slot.rowRange
            guard rows.overlaps(region.lowerBound..<region.upperBound + 1) else { continue }
            let top = rows.lowerBound - scrolled.shift
            let bottom = rows.upperBound - 1 - scrolled.shift
            if region.contains(rows.lowerBound), region.contains(rows.upperBound - 1), region.contains(top), region.contains(bottom) {
                let onEdge = rows.contains(region.lowerBound) || rows.contains(region.upperBound) || bottom == region.upperBound
                // A row no slot has: ``place(_:scrolled:image:)`` then places it again, under its ids.
                entry.slot.position.row = onEdge ? -1 : top
                shown[identity] = entry
            } else {
                bytes += imageProtocol.removePlacement(id: entry.imageID, placement: entry.placementID)
                shown[identity] = nil
            }
        }
        return bytes
    }

    /// Kitty's id for the image from `source`, sending it first (into `bytes`) if kitty does not
    /// keep it yet. Beyond ``keptLimit`` the new image takes the id of the oldest kept that is
    /// not on the screen, and so replaces its data: freeing one would free every image without
    /// a placement (``GHTerminal/ImageProtocol/free(id:)``).
    private mutating func keep(_ source: String, _ image: [UInt8], into bytes: inout [UInt8]) -> Int {
        if let id = kept[source] { return id }
        let onScreen = Set(shown.values.map(\.imageID))
        var id = nextImageID
        if keptOrder.count >= Self.keptLimit, let index = keptOrder.firstIndex(where: { !onScreen.contains(kept[$0] ?? 0) }),
            let reused = kept.removeValue(forKey: keptOrder.remove(at: index))
        {
            id = reused
        } else {
            nextImageID += 1
        }
        kept[source] = id
        keptOrder.append(source)
        bytes += imageProtocol.transmit(image, id: id)
        return id
    }
}
