import Foundation

/// One request as the loopback server received it.
public struct HTTPRequestRecord: Sendable {
    /// `GET`, `HEAD`, …
    public var method: String
    /// The path, still percent-encoded: `/users/shipit%5Bbot%5D`.
    public var path: String
    /// The query string without `?`, or `nil` when there was none.
    public var query: String?
    /// Header fields in the order received, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, as sent (empty when there was none).
    public var body: Data

    /// The request target: the path and, when there is one, `?` and the query.
    public var target: String { query.map { "\(path)?\($0)" } ?? path }

    /// Creates a record.
    public init(method: String, path: String, query: String?, headers: [(name: String, value: String)], body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of the first header named `name`, compared without case.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The value of a query parameter, still percent-encoded.
    public func queryValue(_ name: String) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name {
                return parts.count > 1 ? String(parts[1]) : ""
            }
        }
        return nil
    }
}
