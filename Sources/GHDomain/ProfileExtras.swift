/// What a profile shows beyond REST's `GET /users/{login}`, from GitHub's GraphQL API: status,
/// pronouns, badges, whether the account and the caller follow each other, social accounts,
/// organizations, pinned work and the last year's contributions.
///
/// Each part is `nil` when it was not asked for or GitHub did not send it (never made up); a
/// part GitHub sent as `null` (no status, no pronouns) is `.some(nil)`.
public struct ProfileExtras: Hashable, Sendable {
    /// The parts, as asked for: the cheap ones fit a batch of a hundred profiles; the others
    /// cost nodes and are asked for one profile, or for many only when named.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        case status, pronouns, badges, follows
        case socialAccounts, organizations, pinned, contributions

        /// The parts a batch of many profiles asks for: scalars, a point a hundred profiles.
        public static let scalars: Set<Part> = [.status, .pronouns, .badges, .follows]
    }

    /// The status; `.some(nil)` when the user has none.
    public var status: ProfileStatus??
    /// The pronouns, free text; `.some(nil)` when the user has not set them.
    public var pronouns: String??
    /// The badges the account holds (an empty list when it holds none).
    public var badges: [ProfileBadge]?
    /// Whether the account follows the caller.
    public var followsYou: Bool?
    /// Whether the caller follows the account.
    public var youFollow: Bool?
    /// The social accounts the user lists.
    public var socialAccounts: [SocialAccount]?
    /// The organizations the user belongs to publicly.
    public var organizations: [MemberOrganization]?
    /// The pinned repositories and gists, in the user's order.
    public var pinned: [PinnedItem]?
    /// The last year's contribution calendar.
    public var contributions: ContributionCalendar?
    /// The parts this server does not have (an older GitHub Enterprise Server), left out.
    public var unavailable: [Part] = []

    /// Extras with nothing known.
    public init() {}

    /// Whether nothing is known.
    public var isEmpty: Bool {
        status == nil && pronouns == nil && badges == nil && followsYou == nil && youFollow == nil && socialAccounts == nil
            && organizations == nil && pinned == nil && contributions == nil
    }
}

/// Where the extras of profiles come from: GitHub's GraphQL API, which needs a login.
public protocol ProfileExtrasDirectory: Sendable {
    /// The `parts` of each login's extras, in order; `nil` for a login that is no user (an
    /// organization, or an account GitHub does not know). Throws when they cannot be had.
    func extras(of logins: [Login], parts: Set<ProfileExtras.Part>) async throws -> [ProfileExtras?]
}
