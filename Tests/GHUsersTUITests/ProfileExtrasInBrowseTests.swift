import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// The browser's card and preview with what GraphQL adds (status, pronouns, badges, who follows
/// whom), asked for at the same time as the profile.
@Suite(.timeLimit(.minutes(1)))
struct ProfileExtrasInBrowseTests {
    private static var extras: ProfileExtras {
        var extras = ProfileExtras()
        extras.status = .some(
            ProfileStatus(emoji: ":coffee:", renderedEmoji: "\u{2615}", message: "Brewing\u{1B}[2J", limitedAvailability: true))
        extras.pronouns = .some("she/her")
        extras.badges = [.staff, .gitHubStar]
        extras.followsYou = true
        extras.youFollow = false
        return extras
    }

    @Test func card_showsMarksAndStatus_underTheTitle_escaped() {
        var profile = UserProfile(
            summary: UserSummary(login: "octocat", id: 1, type: "User", siteAdmin: false, avatarURL: "", htmlURL: ""), name: "The Octocat")
        profile.extras = Self.extras
        let lines = ProfileCard.lines(profile, width: 60, limit: 20)
        #expect(
            lines.map(\.text) == [
                "The Octocat  @octocat", "she/her · STAFF · GitHub Star · follows you", "\u{2615} Brewing\\u{1B}[2J (busy)", "User",
                // (the counts' line, empty for a profile without counts, as before)
                "",
            ])
        // Without extras the card is as before: no empty line where the marks would be.
        profile.extras = ProfileExtras()
        #expect(ProfileCard.lines(profile, width: 60, limit: 20).map(\.text) == ["The Octocat  @octocat", "User", ""])
    }

    /// Staff shown by the title's badge is not said again in the marks.
    @Test func staffShownByTheBadge_isNotRepeatedInTheMarks() {
        var profile = UserProfile(
            summary: UserSummary(login: "octocat", id: 1, type: "User", siteAdmin: true, avatarURL: "", htmlURL: ""), name: "The Octocat")
        profile.extras = Self.extras
        #expect(
            ProfileCard.lines(profile, width: 60, limit: 20).map(\.text).prefix(2) == [
                "The Octocat  @octocat", "she/her · GitHub Star · follows you",
            ])
    }

    @Test func profile_comesWithItsExtras_askedAtTheSameTime() async throws {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        var services = BrowseServicesTests.services(transport)
        services.extras = { login in login.rawValue == "octocat" ? Self.extras : nil }
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        let runner = EffectRunner(services: services, events: continuation)
        runner.perform(.loadPreview(Login("octocat")!))
        var iterator = events.makeAsyncIterator()
        guard case .previewProfile(let login, .success(let profile))? = await iterator.next() else {
            Issue.record("expected the preview's profile")
            return
        }
        #expect(login.rawValue == "octocat")
        #expect(profile.extras == Self.extras)
        #expect(profile.name == "The Octocat")
    }
}
