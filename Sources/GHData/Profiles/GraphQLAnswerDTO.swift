import Foundation

/// A GraphQL answer as GitHub sends it: `data`, each alias's object (or `null` for an account
/// not found) as member values, and `errors`, each with GitHub's `type` (`NOT_FOUND`,
/// `RATE_LIMITED`, …), message and path.
struct GraphQLAnswerDTO: Decodable, Sendable {
    /// One error: `{"type": "NOT_FOUND", "path": ["u3"], "message": "Could not resolve to a User with the login of 'x'."}`.
    struct Failure: Decodable, Sendable {
        /// A step of `path`: a field's alias or name, or an index in a list.
        enum Step: Decodable, Equatable, Sendable {
            case name(String)
            case index(Int)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let index = try? container.decode(Int.self) {
                    self = .index(index)
                } else {
                    self = .name(try container.decode(String.self))
                }
            }
        }

        let type: String?
        let message: String?
        let path: [Step]?

        /// The alias at the top of the path, if the error is about one.
        var alias: String? {
            if case .name(let alias) = path?.first { return alias }
            return nil
        }
    }

    /// Each top-level field's value by alias: an object's members, or `nil` for `null`.
    let data: [String: [String: GraphQLValue]?]?
    /// What went wrong, if anything.
    let errors: [Failure]?
}
