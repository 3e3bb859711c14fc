import Foundation

/// One stored response: what it answered, the validators to revalidate it with, and when it
/// was stored. On disk it is one JSON line of metadata, a newline, then the body as received.
struct CachedResponse: Equatable, Sendable {
    /// The request URL, kept to check that a file holds what its name says.
    var url: String
    /// The status stored (always a 2xx).
    var status: Int
    /// The headers worth replaying: `Content-Type`, `Link`, `ETag`, `Last-Modified`.
    var headers: [String: String]
    /// When the response was stored or last revalidated.
    var storedAt: Date
    /// The body.
    var body: Data

    /// The headers kept from a response.
    static let keptHeaders = ["Content-Type", "Link", "ETag", "Last-Modified"]

    private struct Metadata: Codable {
        var url: String
        var status: Int
        var headers: [String: String]
        var storedAt: Double
        var bodyLength: Int
    }

    init(url: String, status: Int, headers: [String: String], storedAt: Date, body: Data) {
        self.url = url
        self.status = status
        self.headers = headers
        self.storedAt = storedAt
        self.body = body
    }

    /// Reads an entry file; `nil` when it is not whole (truncated, corrupt, or another format).
    init?(fileContents data: Data) {
        guard let newline = data.firstIndex(of: 0x0A),
            let metadata = try? JSONDecoder().decode(Metadata.self, from: data[data.startIndex..<newline]),
            (200..<300).contains(metadata.status), metadata.storedAt.isFinite
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == metadata.bodyLength else { return nil }
        self.init(
            url: metadata.url, status: metadata.status, headers: metadata.headers,
            storedAt: Date(timeIntervalSince1970: metadata.storedAt), body: Data(body))
    }

    /// When the entry whose file begins with `head` was stored, read from its metadata line
    /// alone; `nil` when `head` does not hold that whole line or it cannot be read.
    static func storedAt(head: Data) -> Date? {
        guard let newline = head.firstIndex(of: 0x0A),
            let metadata = try? JSONDecoder().decode(Metadata.self, from: head[head.startIndex..<newline]),
            metadata.storedAt.isFinite
        else { return nil }
        return Date(timeIntervalSince1970: metadata.storedAt)
    }

    /// The entry as file contents.
    func fileContents() -> Data {
        let metadata = Metadata(
            url: url, status: status, headers: headers, storedAt: storedAt.timeIntervalSince1970, bodyLength: body.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var data = (try? encoder.encode(metadata)) ?? Data("{}".utf8)
        data.append(0x0A)
        data.append(body)
        return data
    }
}
