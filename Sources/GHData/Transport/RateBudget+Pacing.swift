extension RateBudget {
    /// How a host is paced before its headers say anything.
    public struct Pacing: Sendable {
        /// A steady rate and the burst allowed before it applies.
        public struct Rate: Sendable, Equatable {
            /// Requests a minute.
            public var perMinute: Double
            /// Requests that may go at once first.
            public var burst: Double
        }

        /// The rate of each resource for requests sent with a token; a resource not named is
        /// not paced.
        public var authenticated: [String: Rate]
        /// The same, for requests sent without one.
        public var anonymous: [String: Rate]

        /// No pacing: only the headers decide.
        public static let none = Pacing(authenticated: [:], anonymous: [:])

        /// GitHub's published rules for the hosts it runs: 900 REST requests a minute to one
        /// endpoint and 2,000 GraphQL ones, a burst of 100 at first (GitHub allows 100 requests at once); searches
        /// at 30 a minute with a token and 10 without, a full minute's worth at first.
        public static let gitHub = Pacing(
            authenticated: [
                "core": Rate(perMinute: 900, burst: 100), "graphql": Rate(perMinute: 2000, burst: 100),
                "search": Rate(perMinute: 30, burst: 30),
            ],
            anonymous: ["core": Rate(perMinute: 900, burst: 100), "search": Rate(perMinute: 10, burst: 10)])
    }
}
