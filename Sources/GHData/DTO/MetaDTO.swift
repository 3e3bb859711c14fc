/// `GET /meta`'s answer, of which only GitHub Enterprise Server's `installed_version` is read.
struct MetaDTO: Decodable, Sendable {
    /// The release the server runs (`3.14.2`); absent on github.com.
    let installedVersion: String?

    private enum CodingKeys: String, CodingKey {
        case installedVersion = "installed_version"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A value of another type is no version, not a broken answer.
        installedVersion = try? container.decodeIfPresent(String.self, forKey: .installedVersion)
    }
}
