import Foundation

/// A recorded GitHub response from `Fixtures/` (see `Fixtures/SOURCES.md` for where each
/// came from): the body as recorded, its status and its headers.
public struct Fixture: Sendable {
    /// The file name without `.json`.
    public let name: String
    /// The response body.
    public let body: Data
    /// The recorded status code.
    public let status: Int
    /// The recorded headers; a header recorded with several values is joined with `, `.
    public let headers: [(name: String, value: String)]

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The value of a recorded header, compared without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Loads `NAME.json` and `NAME.meta.json`. A missing fixture is a broken test setup, so
    /// it stops the test run with the name in the message.
    public static func named(_ name: String) -> Fixture {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the Fixtures folder is not in the GHTestSupport bundle")
        }
        let bodyURL = folder.appendingPathComponent("\(name).json")
        let metaURL = folder.appendingPathComponent("\(name).meta.json")
        guard let body = try? Data(contentsOf: bodyURL), let meta = try? Data(contentsOf: metaURL),
            let object = try? JSONSerialization.jsonObject(with: meta) as? [String: Any],
            let status = object["status"] as? Int
        else {
            fatalError("fixture \(name) is missing or unreadable in \(folder.path)")
        }
        var headers: [(name: String, value: String)] = []
        for (key, value) in (object["headers"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let single = value as? String {
                headers.append((key, single))
            } else if let many = value as? [String] {
                headers.append((key, many.joined(separator: ", ")))
            }
        }
        return Fixture(name: name, body: body, status: status, headers: headers)
    }
}
