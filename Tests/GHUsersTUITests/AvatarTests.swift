import Foundation
import GHDomain
import GHTerminal
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// The card's avatar: asked for once on an image terminal, placed at the card's top left inside
/// its panel; a failure is not retried in a loop, but `r` and opening a profile ask again.
struct AvatarTests {
    private static func profileOnAKittyTerminal() -> Session {
        var session = Session(.profile(Login("octocat")!))
        session.send(.imageSupport(.kitty))
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        return session
    }

    private static func avatarLoads(_ effects: [BrowseEffect]) -> [String] {
        effects.compactMap { if case .loadAvatar(let url) = $0 { url } else { nil } }
    }

    /// The avatar is asked once, and placed at the card's top left, beside the name.
    @Test func avatar_isAskedOnce_andPlacedAtTheCardsTopLeft() throws {
        var session = Session(.profile(Login("octocat")!))
        session.send(.imageSupport(.kitty))
        let url = Samples.octocat.summary.avatarURL
        #expect(Self.avatarLoads(session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))) == [url])
        #expect(Browser.avatarPlacement(session.state) == nil, "nothing placed before the image is here")
        #expect(session.lines[3].hasPrefix("│    TO     "), "the initials stand in meanwhile")
        let image = Array(TinyPNG.image(seed: 1, size: 16))
        #expect(session.send(.avatar("https://avatars.example/not-an-image", image: [1, 2, 3])).isEmpty)
        #expect(
            session.state.avatars.image(for: "https://avatars.example/not-an-image") == nil, "bytes no terminal may be shown are a failure")
        session.send(.avatar(url, image: image))
        #expect(session.state.avatars.image(for: url) == image, "the bytes are the state's, for the runtime to draw")
        let placement = try #require(Browser.avatarPlacement(session.state))
        #expect(placement == AvatarPlacement(url: url, position: CellPosition(row: 2, column: 2), columns: 8, rows: 4))
        #expect(session.lines[2].hasPrefix("│           The Octocat  @octocat"), "the name beside the avatar")
        #expect(session.lines[3].hasPrefix("│           User"), "no tile under the image")
        #expect(Self.avatarLoads(session.send(Samples.key(.down))).isEmpty, "asked once")
        session.send(Samples.key(.character("?")))
        #expect(Browser.avatarPlacement(session.state) == nil, "the help overlay takes the image away")
    }

    /// A failed avatar is not asked in a loop, but `r` and reopening ask again.
    @Test func failedAvatar_isAskedAgainOnlyByROrReopening() {
        var session = Self.profileOnAKittyTerminal()
        let url = Samples.octocat.summary.avatarURL
        #expect(Self.avatarLoads(session.send(.avatar(url, image: nil))).isEmpty)
        #expect(Self.avatarLoads(session.send(Samples.key(.down))).isEmpty, "no loop")
        #expect(Self.avatarLoads(session.send(Samples.key(.character("r")))) == [url], "r asks again")
        session.send(.avatar(url, image: nil))
        Coordinator.open(Login("octocat")!, from: nil, in: &session.state)
        #expect(
            Self.avatarLoads(session.send(.profile(ScreenID(value: 3), generation: 0, .success(Samples.octocat)))) == [url],
            "opening the profile again asks again")
    }

    /// The state keeps the latest sixteen images, and one forgotten is asked again when shown.
    @Test func state_keepsTheLatestSixteenImages() {
        var avatars = Avatars()
        for index in 0...Avatars.kept {
            let url = "https://avatars.example/u/\(index)"
            avatars.requested.insert(url)
            avatars.receive(url, image: [UInt8(index)])
        }
        #expect(avatars.image(for: "https://avatars.example/u/0") == nil, "the oldest is forgotten")
        #expect(!avatars.requested.contains("https://avatars.example/u/0"), "and asked for again when shown")
        #expect(avatars.image(for: "https://avatars.example/u/1") == [1])
        #expect(avatars.image(for: "https://avatars.example/u/\(Avatars.kept)") == [UInt8(Avatars.kept)])
    }
}
