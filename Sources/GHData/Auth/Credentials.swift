import Synchronization

/// The token a run sends, found the first time a request needs it and then kept: finding it
/// may mean reading gh's files or starting gh, which a run that sends nothing (help, a usage
/// error, `config`) must never do. Requests that ask at the same time share one search.
public final class Credentials: Sendable {
    private enum State {
        case unresolved
        case resolving(Task<TokenSearch.Outcome, Never>)
        case resolved(TokenSearch.Outcome)
    }

    private let search: @Sendable () async -> TokenSearch.Outcome
    private let state = Mutex(State.unresolved)

    /// Credentials that `search` finds when first asked.
    public init(search: @escaping @Sendable () async -> TokenSearch.Outcome) {
        self.search = search
    }

    /// Credentials already known: `token`, or none.
    public init(_ token: FoundToken?) {
        search = { TokenSearch.Outcome(found: token) }
        state.withLock { $0 = .resolved(TokenSearch.Outcome(found: token)) }
    }

    /// The token and its source, searched for now if this is the first time; `nil` for none.
    public func token() async -> FoundToken? {
        await outcome().found
    }

    /// What the search found, with why it passed over the sources it did (for `status`), searched
    /// for now if this is the first time.
    public func outcome() async -> TokenSearch.Outcome {
        let pending: Task<TokenSearch.Outcome, Never>? = state.withLock { state in
            switch state {
            case .resolved:
                return nil
            case .resolving(let task):
                return task
            case .unresolved:
                let task = Task { [search] in await search() }
                state = .resolving(task)
                return task
            }
        }
        guard let pending else {
            return state.withLock { state in
                if case .resolved(let outcome) = state { return outcome }
                return TokenSearch.Outcome()
            }
        }
        let outcome = await pending.value
        state.withLock { $0 = .resolved(outcome) }
        return outcome
    }

    /// The token, if the search has already found one: what output must never show.
    public var found: FoundToken? {
        state.withLock { state in
            if case .resolved(let outcome) = state { return outcome.found }
            return nil
        }
    }
}
