/// A badge GitHub shows on a profile.
public enum ProfileBadge: String, CaseIterable, Hashable, Sendable {
    /// GitHub staff (`isEmployee`).
    case staff = "STAFF"
    /// A GitHub Star (`isGitHubStar`).
    case gitHubStar = "GitHub Star"
    /// A Campus Expert (`isCampusExpert`).
    case campusExpert = "Campus Expert"
    /// A Security Bug Bounty hunter (`isBountyHunter`).
    case bountyHunter = "Bug Bounty Hunter"
    /// A member of the Developer Program (`isDeveloperProgramMember`).
    case developerProgramMember = "Developer Program Member"
}
