import GHDomain

/// A domain value together with the members GitHub sent for it: what the data layer hands the
/// command line, so that `--json` prints GitHub's bytes as sent while the value itself (a
/// ``GHDomain/UserSummary``, a ``GHDomain/RepositorySummary``) knows nothing of them and compares
/// by what it means.
///
/// Its value's properties read through it (`sent.login`), so output written for the value reads
/// the same on what was sent.
@dynamicMemberLookup
public struct Sent<Value: Sendable>: Sendable {
    /// The domain's value.
    public var value: Value
    /// Its members as GitHub sent them; empty when the value was made here, not read.
    public var source: SourceFields

    /// `value`, with `source` as what GitHub sent for it (none by default).
    @inlinable
    public init(_ value: Value, source: SourceFields = SourceFields()) {
        self.value = value
        self.source = source
    }

    /// The value's property at `path`.
    @inlinable
    public subscript<Property>(dynamicMember path: KeyPath<Value, Property>) -> Property {
        value[keyPath: path]
    }
}

extension Sent: ListedUser where Value == UserSummary {
    /// The user, without what was sent.
    public var user: UserSummary { value }

    /// The same user with only its own members' text, in a body of its own.
    public func detached() -> Sent<UserSummary> {
        Sent(value, source: source.compacted())
    }
}

extension Sent where Value == UserProfile {
    /// The profile's summary, with the members sent for the profile (a row's summary members
    /// are among them).
    public var summary: Sent<UserSummary> { Sent<UserSummary>(value.summary, source: source) }

    /// A row for `user` alone, as listed, with no profile members: a user the profiles no longer
    /// know keeps its row.
    public init(listedOnly user: Sent<UserSummary>) {
        self.init(UserProfile(summary: user.value), source: user.source)
    }
}

extension Sent where Value == RepositorySummary {
    /// The repository's owner, with the members sent for it; `nil` when GitHub sent none.
    public var owner: Sent<RepositorySummary.Owner>? {
        value.owner.map { Sent<RepositorySummary.Owner>($0, source: source.nested("owner")) }
    }
}
