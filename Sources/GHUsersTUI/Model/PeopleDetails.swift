import GHDomain

/// What a list of people shows of each beyond what the listing gives (a login, an id, a type):
/// their name, location and followers, from their profiles. Asked for only for the rows on
/// screen and the screen after them, a batch at a time (one GraphQL query, ``batchLimit`` logins
/// at most), never twice for an account while it is kept; a failure stops the asking until `r`,
/// so a spent or refused budget is not spent again on decoration. The last ``kept`` are kept.
struct PeopleDetails: Sendable {
    /// One person's details.
    struct Person: Hashable, Sendable {
        var name: String?
        var location: String?
        var followers: Int?

        /// The details `profile` gives.
        init(_ profile: UserProfile) {
            name = profile.name.flatMap { $0.isEmpty ? nil : $0 }
            location = profile.location.flatMap { $0.isEmpty ? nil : $0 }
            followers = profile.followers
        }

        /// Nothing known: an account GitHub no longer knows by the login listed.
        init() {}
    }

    /// The most people kept; one forgotten is asked for again when shown.
    static let kept = 2_000
    /// The most logins one request asks for: a GraphQL query's hundred.
    static let batchLimit = 100
    /// Requests at once: one, so holding `j` asks once for what came on screen meanwhile.
    static let inFlightLimit = 1

    /// Whether the session can have them at all: with a token (GraphQL needs one). Without, the
    /// columns are left out rather than bought at one request of sixty an hour a row.
    var isAvailable = false
    /// Why the last request failed; while set, nothing more is asked (`r` clears it).
    var problem: String?
    /// How many requests are under way.
    private(set) var inFlight = 0
    /// The accounts asked for, answered or not, by id.
    private var asked: Set<Int> = []
    /// The details that arrived, by account id.
    private var people: [Int: Person] = [:]
    /// The ids of ``people``, oldest first, to forget the oldest.
    private var order: [Int] = []

    /// What is known of account `id`; `nil` while nothing is.
    func person(_ id: Int) -> Person? {
        people[id]
    }

    /// Of `users`, in order, those to ask for now as one request: none while one is under way
    /// or a failure stands, else up to ``batchLimit`` not asked for yet; they are noted as asked.
    mutating func request(_ users: [UserSummary]) -> [UserSummary] {
        guard isAvailable, problem == nil, inFlight < Self.inFlightLimit else { return [] }
        var batch: [UserSummary] = []
        for user in users where batch.count < Self.batchLimit && !asked.contains(user.id) && people[user.id] == nil {
            asked.insert(user.id)
            batch.append(user)
        }
        if !batch.isEmpty { inFlight += 1 }
        return batch
    }

    /// The answer to the request for `users`: their profiles in the same order (`nil` for an
    /// account GitHub no longer knows, which is known to have nothing), or why it failed; the
    /// accounts of a failed request are asked again once `r` clears the failure.
    mutating func receive(_ users: [UserSummary], _ result: Result<[UserProfile?], BrowseFailure>) {
        inFlight = max(0, inFlight - 1)
        switch result {
        case .success(let profiles):
            for (index, user) in users.enumerated() {
                let profile = index < profiles.count ? profiles[index] : nil
                remember(user.id, profile.map(Person.init) ?? Person())
            }
        case .failure(let failure):
            problem = failure.message
            asked.subtract(users.map(\.id))
        }
    }

    /// Keeps what `profile` says of its account: a profile the card or the preview brought
    /// costs nothing more.
    mutating func learn(_ profile: UserProfile) {
        remember(profile.summary.id, Person(profile))
    }

    /// Forgets the failure, so the rows on screen ask again.
    mutating func forgetFailure() {
        problem = nil
    }

    private mutating func remember(_ id: Int, _ person: Person) {
        asked.remove(id)
        if people.updateValue(person, forKey: id) == nil { order.append(id) }
        if order.count > Self.kept {
            let forgotten = order.prefix(order.count - Self.kept)
            for old in forgotten { people[old] = nil }
            order.removeFirst(forgotten.count)
        }
    }
}
