import Foundation

/// What a correct run writes to stdout, checked after every run so that a broken binary
/// cannot pass by being fast.
enum OutputExpectation: Sendable {
    /// Piped `list` output: one tab-separated line per user, with exactly these ids in order.
    case users(ids: [Int])
    /// Piped `--full` output: as ``users(ids:)``, each line with the four profile fields after the five.
    case fullUsers(ids: [Int])
    /// `list --json` output: one array of user objects, with exactly these ids in order.
    case jsonUsers(ids: [Int])
    /// Piped `show` output: one `login:<TAB>…` line per profile, for exactly these logins in order.
    case profiles(logins: [String])
    /// Text that starts with this.
    case prefix(String)

    /// Why `stdout` is not what a correct run prints, or `nil` when it is.
    func problem(in stdout: [UInt8]) -> String? {
        let lines = stdout.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        switch self {
        case .users(let ids), .fullUsers(let ids):
            guard stdout.last == UInt8(ascii: "\n"), lines.count - 1 == ids.count else {
                return "expected \(ids.count) lines, got \(lines.count - 1)"
            }
            let fieldCount: Int
            if case .fullUsers = self { fieldCount = 9 } else { fieldCount = 5 }
            for (index, id) in ids.enumerated() {
                let fields = lines[index].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard fields.count == fieldCount, fields[0].elementsEqual("user\(id)".utf8), fields[1].elementsEqual(String(id).utf8)
                else {
                    return "line \(index + 1) is not user \(id): \(String(decoding: lines[index], as: UTF8.self))"
                }
            }
            return nil
        case .jsonUsers(let ids):
            guard let array = try? JSONSerialization.jsonObject(with: Data(stdout)) as? [[String: Any]] else {
                return "the output is not a JSON array of objects"
            }
            let found = array.map { ($0["login"] as? String, $0["id"] as? Int) }
            guard found.count == ids.count else { return "expected \(ids.count) users, got \(found.count)" }
            for (index, id) in ids.enumerated() where found[index].0 != "user\(id)" || found[index].1 != id {
                return "user \(index + 1) is not user \(id)"
            }
            return nil
        case .profiles(let logins):
            let found = lines.filter { $0.starts(with: "login:\t".utf8) }.map { String(decoding: $0.dropFirst(7), as: UTF8.self) }
            return found == logins ? nil : "expected profiles of \(logins.count) logins in order, got \(found.count)"
        case .prefix(let text):
            return stdout.starts(with: text.utf8) ? nil : "output does not start with \(text.debugDescription)"
        }
    }
}
