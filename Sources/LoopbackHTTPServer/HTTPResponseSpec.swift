import Foundation

/// What the loopback server answers to one request.
public struct HTTPResponseSpec: Sendable {
    /// How the answer is delivered.
    public enum Delivery: Sendable, Equatable {
        /// A complete response.
        case complete
        /// Close the connection without answering.
        case dropConnection
        /// Send the headers (with the full `Content-Length`) and only this many body bytes, then
        /// close the connection.
        case truncateBody(after: Int)
        /// Send the headers and hold the body back until `gate` opens or `timeout` seconds pass,
        /// then send it: a response whose head arrives well before its body.
        case holdBody(until: ResponseGate, timeout: TimeInterval)
        /// Send the headers (with the full `Content-Length`), then the body one byte at a time,
        /// one every `interval` seconds, until it is sent, the client leaves or the server
        /// stops: a server that never quite answers.
        case trickle(interval: TimeInterval)
        /// Send the headers with `Transfer-Encoding: chunked` and the body as one chunk, again
        /// and again, until the client leaves or the server stops: a body without an end.
        case endlessChunks
        /// Send the body alone, with no status line or headers, and close the connection: an
        /// HTTP/0.9 answer.
        case bodyWithoutHead
    }

    /// The status code.
    public var status: Int
    /// Header fields; `Content-Length` is always added by the server.
    public var headers: [(name: String, value: String)]
    /// The body bytes.
    public var body: Data
    /// How long to wait before answering, in seconds.
    public var delay: TimeInterval
    /// How the answer is delivered.
    public var delivery: Delivery

    /// Creates a response. A JSON content type is added unless `headers` names one.
    public init(
        status: Int = 200,
        headers: [(name: String, value: String)] = [],
        body: Data = Data(),
        delay: TimeInterval = 0,
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        if !headers.contains(where: { $0.name.lowercased() == "content-type" }) {
            self.headers.append((name: "Content-Type", value: "application/json; charset=utf-8"))
        }
        self.body = body
        self.delay = delay
        self.delivery = delivery
    }

    /// A response whose body is `text` in UTF-8.
    public static func text(_ text: String, status: Int = 200, headers: [(name: String, value: String)] = []) -> Self {
        HTTPResponseSpec(status: status, headers: headers, body: Data(text.utf8))
    }

    /// This response, answered after `seconds`.
    public func delayed(_ seconds: TimeInterval) -> Self {
        var copy = self
        copy.delay = seconds
        return copy
    }

    /// The status line's reason phrase.
    var reason: String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 422: return "Unprocessable Entity"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        default: return "Status \(status)"
        }
    }
}
