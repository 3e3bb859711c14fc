import Foundation
import GHDomain
import GHWire

/// How a snapshot is written in its file and read back (see ``FileSnapshotStore``).
enum SnapshotFileFormat {
    /// The format's version; a file of another is not read.
    static let version = 1

    /// `snapshot` as the file holds it: a JSON object, one user a line.
    static func encode(_ snapshot: ListSnapshot<Sent<UserSummary>>, key: ListSnapshotKey) -> Data {
        var bytes: [UInt8] = []
        func add(_ text: String) { bytes += Array(text.utf8) }
        add("{\"version\":\(version),\"host\":")
        bytes += JSONText.quoted(key.host)
        add(",\"login\":")
        bytes += JSONText.quoted(key.login.rawValue)
        add(",\"list\":\"\(key.list.rawValue)\",\"taken_at\":")
        bytes += JSONText.quoted(Timestamp(snapshot.takenAt).text)
        add(",\"users\":[")
        for (index, user) in snapshot.users.enumerated() {
            add(index == 0 ? "\n{" : ",\n{")
            for (number, member) in user.sentMembers.enumerated() {
                if number > 0 { add(",") }
                bytes += JSONText.quoted(member.name) + [UInt8(ascii: ":")] + member.json
            }
            add("}")
        }
        add("\n]}\n")
        return Data(bytes)
    }

    /// The snapshot in `data`, the file at `path` that keeps `key`'s; throws
    /// ``SnapshotFileError/corrupt(path:detail:)`` saying what is wrong.
    static func decode(_ data: Data, key: ListSnapshotKey, path: String) throws(SnapshotFileError) -> ListSnapshot<Sent<UserSummary>> {
        let file: Contents
        do {
            // The scanner reads a file gh-users wrote, and keeps each user's members as written;
            // JSONDecoder reads anything else, or says what is wrong with it.
            file = try (try? ScannedContents.scanned(from: data))?.contents ?? JSONDecoder().decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw .corrupt(path: path, detail: describe(error))
        } catch {
            throw .corrupt(path: path, detail: "not valid JSON")
        }
        guard file.version == version else {
            throw .corrupt(path: path, detail: "it is of version \(file.version), which this gh-users does not read")
        }
        guard file.host == key.host, file.login.lowercased() == key.login.rawValue.lowercased(), file.list == key.list.rawValue else {
            throw .corrupt(path: path, detail: "it holds \(file.login)'s \(file.list) on \(file.host)")
        }
        guard let takenAt = Timestamp(file.takenAt).date else {
            throw .corrupt(path: path, detail: "\"taken_at\" is not a time")
        }
        return ListSnapshot(takenAt: takenAt, users: file.users.map { $0.toSent() })
    }

    /// What the file holds.
    struct Contents: Decodable {
        var version: Int
        var host: String
        var login: String
        var list: String
        var takenAt: String
        var users: [UserSummaryDTO]

        enum CodingKeys: String, CodingKey {
            case version, host, login, list, users
            case takenAt = "taken_at"
        }
    }

    /// The file read by the scanner, each user with its members as written.
    private struct ScannedContents: ScannableBody {
        var contents: Contents

        static func scanned(from data: Data) throws(JSONScanner.Failure) -> ScannedContents {
            try scanning(data) { scanner, body throws(JSONScanner.Failure) in
                let start = scanner.valueStart()
                try scanner.beginObject()
                var version: Int?
                var host: String?
                var login: String?
                var list: String?
                var takenAt: String?
                var users: [UserSummaryDTO]?
                var first = true
                while let name = try scanner.nextMember(first: &first) {
                    if name.is("version") {
                        version = try scanner.readInt()
                    } else if name.is("host") {
                        host = try scanner.readString()
                    } else if name.is("login") {
                        login = try scanner.readString()
                    } else if name.is("list") {
                        list = try scanner.readString()
                    } else if name.is("taken_at") {
                        takenAt = try scanner.readString()
                    } else if name.is("users") {
                        users = try scanner.scanArray(of: UserSummaryDTO.self, body: body)
                    } else {
                        try scanner.skipValue()
                    }
                }
                guard let version, let host, let login, let list, let takenAt, let users else { throw JSONScanner.Failure(offset: start) }
                return ScannedContents(
                    contents: Contents(version: version, host: host, login: login, list: list, takenAt: takenAt, users: users))
            }
        }
    }

    /// What was wrong, in a few words: `not valid JSON`, `user 3 has no "id"`.
    private static func describe(_ error: DecodingError) -> String {
        error.summary(of: "a JSON object") { path in
            guard path.first?.stringValue == "users", let index = path.dropFirst().first?.intValue else {
                return path.first.map { "\"\($0.stringValue)\"" } ?? "the file"
            }
            return "user \(index + 1)"
        }
    }
}
