import Foundation
import GHDomain

extension GraphQLProfileQuery {
    /// What `data` holds for user `index`, checked against what was asked, never trusted: the
    /// record, or `nil` when GitHub says it no longer knows the login (`null` with a `NOT_FOUND`
    /// error for a `user`, `null` alone for a `repositoryOwner`, which gives no error). Anything
    /// else is an error naming the login: its alias left out, a `null` GitHub did not explain, a
    /// record of a kind that was not asked for or another login's, or one without its id.
    func record(_ index: Int, in data: [String: [String: GraphQLValue]?], notFound: Set<String>, url: URL) throws(GitHubError)
        -> [String: GraphQLValue]?
    {
        let alias = alias(index)
        let login = users[index].login
        func failure(_ detail: String) -> GitHubError {
            .unexpectedProfile(login: login, url: url.absoluteString, detail: detail)
        }
        guard let entry = data[alias] else { throw failure("the answer has no \(alias) for it") }
        guard let record = entry else {
            guard asksAsOrganization(index) || notFound.contains(alias) else {
                throw failure("\(alias) is null, without an error saying GitHub does not know the login")
            }
            return nil
        }
        let kinds = (asksAsOrganization(index) ? ["User", "Organization"] : ["User"])
        guard case .string(let typename) = record["__typename"], kinds.contains(typename) else {
            throw failure("its __typename is \(Self.quoted(record["__typename"])), not \(kinds.joined(separator: " or "))")
        }
        guard case .string(let sentLogin) = record["login"], sentLogin.lowercased() == login.lowercased() else {
            throw failure("its record is for the login \(Self.quoted(record["login"]))")
        }
        guard case .int = record["databaseId"] else { throw failure("its record has no databaseId") }
        return record
    }

    /// A value as a message quotes it, at most 100 characters of it; `missing` for none.
    private static func quoted(_ value: GraphQLValue?) -> String {
        let text: String
        switch value {
        case nil: return "missing"
        case .string(let string)?: text = "'\(string)'"
        case .int(let number)?: text = String(number)
        case .bool(let flag)?: text = String(flag)
        case .null?: text = "null"
        case .count?: text = "an object"
        }
        return text.count > 100 ? String(text.prefix(100)) + "…" : text
    }
}
