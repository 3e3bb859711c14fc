import Foundation
import GHDomain

/// `GET /rate_limit`'s answer: each resource's limit, what is left and when it resets.
struct RateLimitDTO: Decodable, Sendable {
    struct Resource: Decodable, Sendable {
        let limit: Int
        let remaining: Int
        let reset: Int64
    }

    let resources: [String: Resource]

    /// The limits, `core`, `search` and `graphql` first, then the rest by name; counts and
    /// resets out of any sensible range (negative, past the year 3000) are left out.
    func toDomain() -> [RateLimitSnapshot] {
        let order = ["core", "search", "graphql"]
        let names = resources.keys.sorted { left, right in
            let (a, b) = (order.firstIndex(of: left) ?? order.count, order.firstIndex(of: right) ?? order.count)
            return a == b ? left < right : a < b
        }
        return names.compactMap { name in
            guard let resource = resources[name], resource.limit >= 0, resource.remaining >= 0 else { return nil }
            let reset = (0...32_503_680_000).contains(resource.reset) ? Date(timeIntervalSince1970: TimeInterval(resource.reset)) : nil
            return RateLimitSnapshot(remaining: resource.remaining, limit: resource.limit, resetAt: reset, resource: name)
        }
    }
}
