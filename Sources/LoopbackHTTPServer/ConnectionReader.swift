import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads HTTP/1.1 requests one after another from a connected socket.
struct ConnectionReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
    private static let maximumHeaderBytes = 64 * 1024
    /// The largest request body read; a request announcing more is refused (the connection closed).
    private static let maximumBodyBytes = 4 << 20

    init(fd: Int32) {
        self.fd = fd
    }

    /// The next request, or `nil` when the peer closed the connection or sent garbage.
    mutating func nextRequest() -> HTTPRequestRecord? {
        guard let end = readUntilHeaderEnd() else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + Self.headerEnd.count)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((name: name, value: value))
        }
        // Requests with a body are read past it, so the next request starts in the right place.
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        guard (0...Self.maximumBodyBytes).contains(length), readBody(length) else { return nil }
        let body = Data(buffer[..<length])
        buffer.removeFirst(length)
        let target = requestLine[1]
        let question = target.firstIndex(of: "?")
        return HTTPRequestRecord(
            method: String(requestLine[0]),
            path: String(target[..<(question ?? target.endIndex)]),
            query: question.map { String(target[target.index(after: $0)...]) },
            headers: headers,
            body: body
        )
    }

    private mutating func readUntilHeaderEnd() -> Int? {
        var searchFrom = 0
        while true {
            if let end = find(Self.headerEnd, from: searchFrom) { return end }
            searchFrom = max(0, buffer.count - Self.headerEnd.count)
            guard buffer.count < Self.maximumHeaderBytes, fill() else { return nil }
        }
    }

    private mutating func readBody(_ length: Int) -> Bool {
        while buffer.count < length {
            guard fill() else { return false }
        }
        return true
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= needle.count, start <= buffer.count - needle.count else { return nil }
        for index in start...(buffer.count - needle.count)
        where buffer[index] == needle[0] && Array(buffer[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }
}
