import Foundation
import GHDomain
import GHTerminal
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// Avatars in the list's rows on an image terminal: asked for small, only for the rows on screen,
/// at most eight at a time; kitty is sent each image once and then only given placements, which
/// a scroll moves, an overlay and quitting take away.
struct ListAvatarTests {
    /// A users list 24 × 80 on a kitty terminal, one page of 100 loaded.
    private static func kittyList(_ imageProtocol: ImageProtocol = .kitty) -> Session {
        var session = Session(.users(since: 0))
        session.send(.imageSupport(imageProtocol))
        session.answer(Samples.usersPage(Array(1...100)))
        return session
    }

    private static func avatarLoads(_ effects: [BrowseEffect]) -> [String] {
        effects.compactMap { if case .loadAvatar(let url) = $0 { url } else { nil } }
    }

    private static func small(_ id: Int) -> String {
        "https://avatars.githubusercontent.com/u/\(id)?v=4&s=40"
    }

    /// Answers every avatar asked for and not yet answered with a real PNG, until none is asked;
    /// those `except` names stay unanswered.
    private static func answerAvatars(_ session: inout Session, except: Set<String> = []) {
        var pending = avatarLoads(session.effects)
        var answered = except
        while let url = pending.first(where: { !answered.contains($0) }) {
            answered.insert(url)
            pending += avatarLoads(session.send(.avatar(url, image: Array(TinyPNG.image(seed: url.count, size: 16)))))
        }
    }

    private static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: needle).count - 1
    }

    /// The list's rows on screen: 24 rows less the breadcrumb, the panel's borders and headings,
    /// and the status line.
    private static let rowsOnScreen = 24 - 1 - 2 - 1 - 1

    /// The rows on screen ask for small avatars, eight at a time, and rows out of sight for none.
    @Test func rowsOnScreen_askForSmallAvatars_eightAtATime() {
        var session = Self.kittyList()
        #expect(Self.avatarLoads(session.effects) == (1...8).map(Self.small), "eight in flight at most")
        #expect(Self.avatarLoads(session.send(.avatar(Self.small(1), image: nil))) == [Self.small(9)], "one answer, one more asked")
        Self.answerAvatars(&session)
        #expect(Self.avatarLoads(session.effects) == (1...Self.rowsOnScreen).map(Self.small), "only the rows on screen, once each")
        #expect(Self.avatarLoads(session.send(Samples.key(.down))).isEmpty, "a move within the screen asks for none")
        for _ in 1..<Self.rowsOnScreen { session.send(Samples.key(.down)) }
        #expect(Self.avatarLoads(session.effects).last == Self.small(Self.rowsOnScreen + 1), "the row scrolled in asks for its own")
    }

    /// A row's failed avatar is not asked again as the list moves, but `r` and opening a profile ask again.
    @Test func rowsFailedAvatar_isAskedAgainOnlyByROrAProfile() {
        var session = Self.kittyList()
        let failing = Self.small(3)
        session.send(.avatar(failing, image: nil))
        Self.answerAvatars(&session, except: [failing])
        #expect(Self.avatarLoads(session.send([Samples.key(.down), Samples.key(.up)])).isEmpty, "a failure is not asked in a loop")
        #expect(Self.avatarLoads(session.send(Samples.key(.character("r")))) == [failing], "r asks again, for it alone")
        session.send(.avatar(failing, image: nil))
        #expect(Self.avatarLoads(session.send(Samples.key(.enter))).isEmpty, "a profile's screen shows no row of the list")
        #expect(Self.avatarLoads(session.send(Samples.key(.escape))) == [failing], "back from a profile opened, it is asked again")
    }

    /// Kitty is sent each image once, then placements, which a scroll moves and takes away.
    @Test func kittyGetsEachImageOnce_thenOnlyPlacements() {
        var session = Self.kittyList()
        Self.answerAvatars(&session)
        var display = Display(terminal: TerminalSession(input: -1, output: -1), imageProtocol: .kitty)
        let first = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=t,", in: first) == Self.rowsOnScreen, "each image sent once")
        #expect(Self.count("\u{1B}_Ga=p,", in: first) == Self.rowsOnScreen)
        #expect(String(decoding: first, as: UTF8.self).contains("\u{1B}[4;6H\u{1B}_Ga=p,i=100,p=1,c=2,r=1,C=1,q=2\u{1B}\\"))
        session.send(Samples.key(.down))
        let move = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_G", in: move) == 0, "a move within the screen leaves the images be")
        for _ in 1..<Self.rowsOnScreen - 1 { session.send(Samples.key(.down)) }
        _ = display.bytes(for: session.state)
        session.send(Samples.key(.down))
        let scroll = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=d,d=i,i=100,p=1,", in: scroll) == 1, "the row scrolled out is taken away")
        #expect(Self.count("\u{1B}_Ga=d,", in: scroll) == 1, "and no other")
        // The row that was selected is drawn again unselected a row up, outside the scroll
        // region, and the row on the region's last row is placed again (kitty leaves it there):
        // those two placements alone are moved, by placing them again under their ids.
        #expect(Self.count("\u{1B}_Ga=p,", in: scroll) == 2, "the rows that moved took their images with them")
        #expect(String(decoding: scroll, as: UTF8.self).contains("\u{1B}[21;6H\u{1B}_Ga=p,i=118,p=19,c=2,r=1,C=1,q=2\u{1B}\\"))
        #expect(scroll.count <= 1024, "one row scrolled: \(scroll.count) bytes")
        Self.answerAvatars(&session)
        let arrived = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=t,", in: arrived) == 1 && Self.count("\u{1B}_Ga=p,", in: arrived) == 1)
        session.send(Samples.key(.character("?")))
        let overlay = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=d,d=i,", in: overlay) == Self.rowsOnScreen, "the help overlay takes every row's image away")
        session.send(Samples.key(.escape))
        let back = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=t,", in: back) == 0, "images kept are only placed again")
        #expect(Self.count("\u{1B}_Ga=p,", in: back) == Self.rowsOnScreen)
        display.invalidate()
        let redrawn = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=d,d=I,", in: redrawn) == Self.rowsOnScreen + 1, "a cleared screen frees what kitty kept")
        #expect(Self.count("\u{1B}_Ga=t,", in: redrawn) == Self.rowsOnScreen)
    }

    /// Kitty (0.26) shows a placement that a scroll brought onto the region's last row cropped
    /// and stretched: scrolling back up places that row's image again, under its own ids.
    @Test func scrollingUp_placesTheLastRowsImageAgain() throws {
        var session = Self.kittyList()
        var display = Display(terminal: TerminalSession(input: -1, output: -1), imageProtocol: .kitty)
        var placed: Set<String> = []
        func press(_ key: Key) -> String {
            session.send(Samples.key(key))
            Self.answerAvatars(&session)
            let text = String(decoding: display.bytes(for: session.state), as: UTF8.self)
            for match in text.matches(of: /a=p,(i=\d+,p=\d+),/) { placed.insert(String(match.1)) }
            return text
        }
        for _ in 0...Self.rowsOnScreen { _ = press(.down) }
        for _ in 1..<Self.rowsOnScreen { _ = press(.up) }
        #expect(session.state.topRow == 2)
        let seen = placed
        let scroll = press(.up)
        #expect(session.state.topRow == 1, "the move scrolled")
        #expect(Self.count("\u{1B}_Ga=t,", in: Array(scroll.utf8)) == 0, "nothing is sent again")
        let match = try #require(scroll.firstMatch(of: /\x{1B}\[22;6H\x{1B}_Ga=p,(i=\d+,p=\d+),/), "the last row's image is placed")
        #expect(seen.contains(String(match.1)), "under the ids it had")
        #expect(scroll.utf8.count <= 1024, "one row scrolled: \(scroll.utf8.count) bytes")
    }

    /// What a one-row move that scrolls costs at 200 × 60 with the preview: with list avatars
    /// at most 1 KB, without images at most 300 B (as RenderCostTests holds moves within the
    /// screen). The selection goes to the screen's last row unrendered, then ten moves each
    /// scroll a row; the figures are printed for the notes.
    @Test func scrollingMove_costsUnderAKilobyteWithAvatars() {
        for imageProtocol: ImageProtocol? in [.kitty, nil] {
            var session = Session(
                .users(since: 0), rows: 60, columns: 200, options: BrowseOptions(color: true, timeZone: TimeZone(identifier: "UTC")!))
            if let imageProtocol { session.send(.imageSupport(imageProtocol)) }
            session.answer(Samples.usersPage(Array(1...100)))
            let height = Layout.listHeight(session.state.top!, in: session.state)
            for _ in 1..<height { session.send(Samples.key(.down)) }
            #expect(session.state.topRow == 0, "still the first screen")
            var display = Display(terminal: TerminalSession(input: -1, output: -1), imageProtocol: imageProtocol)
            var costs: [Int] = []
            for move in 1...10 {
                Self.answerAvatars(&session)
                _ = display.bytes(for: session.state)
                session.send(Samples.key(.down))
                #expect(session.state.topRow == move, "every move measured scrolls")
                costs.append(display.bytes(for: session.state).count)
            }
            let name = imageProtocol.map { "\($0)" } ?? "no images"
            #expect(costs.allSatisfy { $0 <= (imageProtocol == nil ? 300 : 1024) }, "\(name): \(costs)")
            let sorted = costs.sorted()
            print("one-row move that scrolls at 200x60, \(name): median \(sorted[sorted.count / 2]) B, most \(sorted.last ?? 0) B")
        }
    }

    /// Kitty (0.26) frees, on a delete that frees data, every image left without a placement:
    /// the card's avatar is only taken off the screen, so the list's, unplaced while the profile
    /// shows, are still kitty's when the list comes back, and quitting frees both.
    @Test func backFromAProfile_theListsImagesArePlacedAgain() throws {
        var session = Self.kittyList()
        Self.answerAvatars(&session)
        var display = Display(terminal: TerminalSession(input: -1, output: -1), imageProtocol: .kitty)
        _ = display.bytes(for: session.state)
        let opened = session.send(Samples.key(.enter))
        let screen = try #require(opened.lazy.compactMap { if case .loadProfile(let id, _, _) = $0 { id } else { nil } }.first)
        let profile = UserProfile(summary: Samples.user(1), name: "Person 1", followers: 3)
        session.send(.profile(screen, generation: 0, .success(profile)))
        Self.answerAvatars(&session)
        let card = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=T,f=100,t=d,i=1,", in: card) == 1, "the card's avatar is shown")
        #expect(Self.count("\u{1B}_Ga=d,d=i,", in: card) == Self.rowsOnScreen, "the list's placements are taken away")
        session.send(Samples.key(.escape))
        let back = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=d,d=i,i=1,q=2\u{1B}\\", in: back) == 1, "the card's avatar leaves the screen")
        #expect(Self.count("\u{1B}_Ga=d,d=I,", in: back) == 0, "nothing is freed: kitty would free the list's images too")
        #expect(Self.count("\u{1B}_Ga=t,", in: back) == 0 && Self.count("\u{1B}_Ga=p,", in: back) == Self.rowsOnScreen)
        let freed = String(decoding: display.removalBytes(), as: UTF8.self)
        #expect(freed.components(separatedBy: "\u{1B}_Ga=d,d=I,").count - 1 == Self.rowsOnScreen + 1)
        #expect(freed.hasSuffix("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"), "the card's kept image is freed last")
    }

    /// Beyond ``ImagePlacements/keptLimit`` a new image replaces the oldest kept off the screen
    /// under its id: freeing that one would free every image kitty keeps unplaced.
    @Test func pastTheKeptLimit_aNewImageTakesTheOldestsId() {
        var placements = ImagePlacements(imageProtocol: .kitty)
        let picture = Array(TinyPNG.image(seed: 1, size: 16))
        var sent: [UInt8] = []
        for index in 0...ImagePlacements.keptLimit {
            var frame = ScreenBuffer(width: 4, height: 2)
            let identity = ImageSlot.Identity(source: "u\(index)", instance: 0)
            frame.place(ImageSlot(identity: identity, position: CellPosition(row: 0, column: 0), columns: 2, rows: 1))
            var renderer = FrameRenderer()
            sent = placements.prepare(for: frame, renderer: &renderer) + placements.place(frame, scrolled: nil) { _ in picture }
        }
        let last = String(decoding: sent, as: UTF8.self)
        #expect(last.hasPrefix("\u{1B}_Ga=d,d=i,i=\(ImagePlacements.firstImageID + ImagePlacements.keptLimit - 1),"))
        #expect(last.contains("\u{1B}_Ga=t,f=100,t=d,i=\(ImagePlacements.firstImageID),"), "the oldest's id, its data replaced")
        #expect(!last.contains("d=I"))
    }

    @Test func quitting_freesEveryImageKittyKept() {
        var session = Self.kittyList()
        Self.answerAvatars(&session)
        var display = Display(terminal: TerminalSession(input: -1, output: -1), imageProtocol: .kitty)
        _ = display.bytes(for: session.state)
        #expect(Self.count("\u{1B}_Ga=d,d=I,", in: display.removalBytes()) == Self.rowsOnScreen)
    }
}
