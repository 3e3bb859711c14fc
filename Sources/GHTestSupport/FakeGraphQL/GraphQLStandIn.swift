import Foundation
import LoopbackHTTPServer

/// Answers the GraphQL queries gh-users sends, as GitHub's `POST /graphql` does, from the
/// stand-in's synthetic accounts (``SyntheticProfile``): `user(login:)` (a `NOT_FOUND` error and
/// `null` for a login that is no user), `repositoryOwner(login:)` (`null` when there is none),
/// their fields and the counts of their connections, named and inline fragments, and
/// `rateLimit`. Without a token it answers 401. Anything it does not know (a field, an argument,
/// an unused fragment or variable, an unsupported part of the language) is answered with a
/// GraphQL error and no data, so a query it cannot answer faithfully fails the test loudly.
struct GraphQLStandIn {
    /// Logins neither API knows any more (renamed or deleted since they were listed).
    let gone: Set<String>
    /// `User` fields this server does not have, as an older GitHub Enterprise Server lacks
    /// `socialAccounts`: a query that asks for one is answered with an `undefinedField` error.
    var lacking: Set<String> = []
    /// The ids the viewer follows, where the stand-in keeps follow state (``FakeFollows``):
    /// `viewerIsFollowing` then says what `PUT` and `DELETE` made it; else it is made up.
    var viewerFollows: Set<Int>? = nil

    /// The rate limit every answer reports, in its headers and in `rateLimit`.
    static let limit = 5000
    static let remaining = 4990
    static let resetAt = 1_795_266_000

    private typealias Selection = GraphQLDocument.Selection

    struct Refusal: Error {
        let message: String
        /// GitHub's `extensions` (`code`, …), when it sends them.
        var extensions: [(String, TestJSON)] = []
    }

    /// The answer to `request`.
    func respond(to request: HTTPRequestRecord) -> HTTPResponseSpec {
        guard request.method == "POST" else {
            return .text(#"{"message":"Not Found","documentation_url":"https://docs.github.com/graphql"}"#, status: 404)
        }
        guard request.header("Authorization")?.hasPrefix("Bearer ") == true else {
            return .text(
                #"{"message":"This endpoint requires you to be authenticated.","documentation_url":"https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql"}"#,
                status: 401)
        }
        guard let envelope = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
            let query = envelope["query"] as? String
        else {
            return .text(#"{"message":"Problems parsing JSON","documentation_url":"https://docs.github.com/graphql"}"#, status: 400)
        }
        let variables = envelope["variables"] as? [String: Any] ?? [:]
        let answer: TestJSON
        do {
            let document = try GraphQLDocument(parsing: query)
            try Self.validate(document, variables: variables)
            answer = try execute(document, variables: variables)
        } catch let error as GraphQLDocument.ParseError {
            answer = .object([("errors", .array([.object([("message", .string("Parse error: \(error.message)"))])]))])
        } catch let refusal as Refusal {
            var members: [(String, TestJSON)] = [("message", .string(refusal.message))]
            if !refusal.extensions.isEmpty { members.append(("extensions", .object(refusal.extensions))) }
            answer = .object([("errors", .array([.object(members)]))])
        } catch {
            answer = .object([("errors", .array([.object([("message", .string("\(error)"))])]))])
        }
        return .text(answer.text, headers: Self.rateLimitHeaders)
    }

    /// The headers GitHub's GraphQL answers carry ("Rate limits and query limits for the GraphQL API").
    static var rateLimitHeaders: [(name: String, value: String)] {
        [
            ("X-RateLimit-Limit", String(limit)), ("X-RateLimit-Remaining", String(remaining)),
            ("X-RateLimit-Reset", String(resetAt)), ("X-RateLimit-Used", String(limit - remaining)),
            ("X-RateLimit-Resource", "graphql"),
        ]
    }

    // MARK: Validation

    /// Every variable declared is given and used, every one used is declared; every fragment
    /// spread is defined and every one defined is spread.
    private static func validate(_ document: GraphQLDocument, variables: [String: Any]) throws {
        var usedVariables = Set<String>()
        var spreads = Set<String>()
        func visit(_ selections: [Selection]) {
            for selection in selections {
                switch selection {
                case .field(_, _, let arguments, let inner):
                    for case (_, .variable(let name)) in arguments { usedVariables.insert(name) }
                    visit(inner ?? [])
                case .inlineFragment(_, let inner): visit(inner)
                case .spread(let name): spreads.insert(name)
                }
            }
        }
        visit(document.selections)
        for fragment in document.fragments.values { visit(fragment.selections) }
        for name in usedVariables where document.variables[name] == nil {
            throw Refusal(message: "Variable $\(name) is used by anonymous query but not declared")
        }
        for (name, type) in document.variables {
            guard usedVariables.contains(name) else {
                throw Refusal(message: "Variable $\(name) is declared by anonymous query but not used")
            }
            guard type == "String!", variables[name] is String else {
                throw Refusal(message: "Variable $\(name) of type \(type) was provided invalid value")
            }
        }
        for name in spreads where document.fragments[name] == nil { throw Refusal(message: "Fragment \(name) was used, but not defined") }
        for name in document.fragments.keys where !spreads.contains(name) {
            throw Refusal(message: "Fragment \(name) was defined, but not used")
        }
    }

    // MARK: Execution

    private func execute(_ document: GraphQLDocument, variables: [String: Any]) throws -> TestJSON {
        var data: [(String, TestJSON)] = []
        var errors: [TestJSON] = []
        var connections = 0
        var rateLimit: (key: String, selections: [Selection])?
        for selection in document.selections {
            guard case .field(let alias, let name, let arguments, let inner) = selection else {
                throw Refusal(message: "Fragments are not supported on Query by the stand-in")
            }
            let key = alias ?? name
            switch name {
            case "rateLimit":
                rateLimit = (key, inner ?? [])
                data.append((key, .null))
            case "user", "repositoryOwner":
                guard arguments.count == 1, arguments[0].0 == "login", case .variable(let variable) = arguments[0].1,
                    let login = variables[variable] as? String
                else { throw Refusal(message: "\(name) takes one argument, login, given as a variable") }
                guard let selections = inner else {
                    throw Refusal(message: "Field must have selections (field '\(name)' returns an object)")
                }
                let account = SyntheticProfile(login: login).flatMap { gone.contains(login) ? nil : $0 }
                if name == "user" && account?.isOrganization != false {
                    data.append((key, .null))
                    errors.append(
                        .object([
                            ("type", .string("NOT_FOUND")), ("path", .array([.string(key)])),
                            ("locations", .array([.object([("line", .int(data.count + 1)), ("column", .int(3))])])),
                            ("message", .string("Could not resolve to a User with the login of '\(login)'.")),
                        ]))
                } else if let account {
                    data.append((key, try object(account, selections, document, connections: &connections)))
                } else {
                    data.append((key, .null))
                }
            default:
                throw Refusal(message: "Field '\(name)' doesn't exist on type 'Query'")
            }
        }
        if let rateLimit, let index = data.firstIndex(where: { $0.0 == rateLimit.key }) {
            data[index].1 = try Self.rateLimit(rateLimit.selections, cost: max(1, (connections + 50) / 100))
        }
        var answer: [(String, TestJSON)] = [("data", .object(data))]
        if !errors.isEmpty { answer.append(("errors", .array(errors))) }
        return .object(answer)
    }

    /// The fields `selections` ask of `account`, in the order asked.
    private func object(_ account: SyntheticProfile, _ selections: [Selection], _ document: GraphQLDocument, connections: inout Int) throws
        -> TestJSON
    {
        var members: [(String, TestJSON)] = []
        for (key, name, arguments, inner) in try fields(of: selections, on: account, document)
        where !members.contains(where: { $0.0 == key }) {
            if !account.isOrganization, lacking.contains(name) {
                throw Self.undefinedField(name, on: account.type)
            } else if let count = account.graphQLCount(name) {
                try Self.checkConnection(name, arguments, inner)
                connections += 1
                members.append((key, .object([("totalCount", .int(count))])))
            } else if let value = account.graphQLScalar(name) {
                guard arguments.isEmpty, inner == nil else { throw Refusal(message: "Field '\(name)' takes no arguments or selections") }
                members.append((key, value))
            } else if name == "viewerIsFollowing", !account.isOrganization, let viewerFollows {
                members.append((key, .bool(viewerFollows.contains(account.id))))
            } else if let value = Self.extra(name, of: account) {
                members.append((key, try project(value, field: name, arguments: arguments, inner, document)))
            } else {
                throw Self.undefinedField(name, on: account.type)
            }
        }
        return .object(members)
    }

    /// The fields `selections` select on `account`'s type, fragments whose type matches
    /// resolved, in order.
    private func fields(of selections: [Selection], on account: SyntheticProfile, _ document: GraphQLDocument) throws -> [(
        String, String, [(String, GraphQLDocument.Value)], [Selection]?
    )] {
        var found: [(String, String, [(String, GraphQLDocument.Value)], [Selection]?)] = []
        for selection in selections {
            switch selection {
            case .field(let alias, let name, let arguments, let inner):
                found.append((alias ?? name, name, arguments, inner))
            case .inlineFragment(let type, let inner):
                guard ["User", "Organization", "RepositoryOwner"].contains(type) else { throw Refusal(message: "No such type \(type)") }
                if type == account.type || type == "RepositoryOwner" { found += try fields(of: inner, on: account, document) }
            case .spread(let name):
                guard let fragment = document.fragments[name] else { throw Refusal(message: "Fragment \(name) was used, but not defined") }
                guard ["User", "Organization"].contains(fragment.type) else { throw Refusal(message: "No such type \(fragment.type)") }
                if fragment.type == account.type { found += try fields(of: fragment.selections, on: account, document) }
            }
        }
        return found
    }

    /// A connection asked only for its `totalCount`, with `first` or `last` from 1 to 100 as
    /// GitHub requires, and the arguments that make its count REST's: public repositories
    /// the account owns, public gists.
    private static func checkConnection(_ name: String, _ arguments: [(String, GraphQLDocument.Value)], _ inner: [Selection]?) throws {
        guard let inner, inner == [.field(alias: nil, name: "totalCount", arguments: [], selections: nil)] else {
            throw Refusal(message: "The stand-in answers only { totalCount } of \(name)")
        }
        var given: [String: GraphQLDocument.Value] = [:]
        for (argument, value) in arguments { given[argument] = value }
        guard case .int(let first) = given["first"] ?? given["last"] ?? .name("none"), (1...100).contains(first) else {
            throw Refusal(
                message: "You must provide a `first` or `last` value from 1 to 100 to properly paginate the `\(name)` connection.")
        }
        let expected: [String: GraphQLDocument.Value]
        switch name {
        case "repositories": expected = ["privacy": .name("PUBLIC"), "ownerAffiliations": .name("OWNER")]
        case "gists": expected = ["privacy": .name("PUBLIC")]
        default: expected = [:]
        }
        given["first"] = nil
        given["last"] = nil
        guard given == expected else {
            throw Refusal(message: "The stand-in counts \(name) only as REST does, with \(expected.keys.sorted()) and first")
        }
    }

    private static func rateLimit(_ selections: [Selection], cost: Int) throws -> TestJSON {
        let values: [String: TestJSON] = [
            "cost": .int(cost), "limit": .int(limit), "remaining": .int(remaining), "used": .int(limit - remaining),
            "resetAt": .string("2026-11-21T13:00:00Z"), "nodeCount": .int(cost * 100),
        ]
        return .object(
            try selections.map { selection in
                guard case .field(let alias, let name, let arguments, nil) = selection, arguments.isEmpty, let value = values[name] else {
                    throw Refusal(message: "Selection \(selection) doesn't exist on type 'RateLimit'")
                }
                return (alias ?? name, value)
            })
    }
}
