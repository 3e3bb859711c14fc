import Synchronization

/// What a ``SearchSweep`` has done so far, read while it runs and after it stops: where to
/// resume, what it cost, and what it could not reach.
public final class SweepProgress: Sendable {
    /// A second in which more accounts were created than GitHub serves of one search.
    public struct CrowdedSecond: Equatable, Sendable {
        /// The second, as a one-second slice.
        public var slice: CreationSlice
        /// How many accounts of that second match.
        public var total: Int
    }

    /// The counts, as one value.
    public struct Figures: Equatable, Sendable {
        /// Where the sweep goes on: the first page not yet handed over; `nil` once it is done.
        public var next: SweepPosition?
        /// Requests sent: pages and the probes that showed a slice had to be cut.
        public var requests = 0
        /// Slices walked (cut ones not counted).
        public var slices = 0
        /// Slices cut in two because they matched more than GitHub serves.
        public var cuts = 0
        /// `total_count` of the first slice asked, the whole search when the sweep starts at the
        /// beginning.
        public var total: Int?
        /// Users handed over.
        public var handed = 0
        /// Seconds too crowded to split, and how many matched each.
        public var crowded: [CrowdedSecond] = []
        /// Whether any page said GitHub's search timed out before it finished.
        public var isIncomplete = false

        /// The matches in crowded seconds past what GitHub serves of each.
        public var unreachable: Int { crowded.reduce(0) { $0 + max(0, $1.total - SearchLimit.maximumResults) } }
    }

    private let state: Mutex<Figures>

    /// Progress of a sweep that starts at `start`.
    public init(start: SweepPosition?) {
        state = Mutex(Figures(next: start))
    }

    /// What has been done so far.
    public var figures: Figures { state.withLock { $0 } }

    /// Changes the figures.
    func update(_ change: (inout Figures) -> Void) {
        state.withLock { change(&$0) }
    }
}
