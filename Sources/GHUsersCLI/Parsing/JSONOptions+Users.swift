import GHDomain
import GHWire

extension JSONOptions {
    /// `--json` for listings of users (`list`, `followers`, `following`, `relations`): the
    /// members GitHub sends for a user, and, with `--full`, those of their profiles.
    static let users = JSONOptions(
        fields: usersFields(JSONShape.user),
        help:
            "Print a JSON array, each user with every member GitHub sent, in its order (with --full, its profile's); with <fields>, only those (see JSON FIELDS)."
    )

    /// `--json` for `search`: ``users``' fields, and the search's `score`.
    static let searchedUsers = JSONOptions(
        fields: usersFields(JSONShape.searchedUser),
        help:
            "Print GitHub's search object, {total_count, incomplete_results, items}, each item with every member GitHub sent (with --full, its profile's); with <fields>, only those in each item (see JSON FIELDS)."
    )

    /// What a listed user's shape offers, then what a profile adds (`name`, `company`, …).
    private static func usersFields(_ shape: JSONShape<Sent<UserSummary>>) -> [String] {
        shape.fields + ProfilePrinter.shape.fields.filter { !shape.fields.contains($0) }
    }

    /// A usage error when `request` names a member only a profile has, without `--full`:
    /// a listing carries no profiles.
    static func checkProfileMembers(_ request: JSONRequest?, full: Bool, listed: JSONShape<Sent<UserSummary>> = .user) throws(UsageError) {
        guard !full, let fields = request?.fields, let field = fields.first(where: { !listed.fields.contains($0) }) else { return }
        throw UsageError("JSON field \"\(field)\" is a profile's, so it needs '--full': a listing carries no profiles")
    }
}
