import Foundation

/// A GraphQL query document, parsed by a small, strict reader of the part of the language
/// gh-users sends: one `query` operation with variables, fields with aliases and arguments,
/// named fragments and their spreads, inline fragments, and lists of values. Anything else
/// (mutations, directives, default values, objects as values) is refused with a ``ParseError`` that says
/// what and where, so the stand-in never answers a query it did not understand.
public struct GraphQLDocument: Sendable, Equatable {
    /// An argument's value.
    public enum Value: Sendable, Equatable {
        /// `$name`.
        case variable(String)
        /// A whole number.
        case int(Int)
        /// A string literal.
        case string(String)
        /// An enum value or `true`, `false`, `null`.
        case name(String)
        /// `[value, …]`.
        indirect case list([Value])
    }

    /// One selection in a selection set.
    public indirect enum Selection: Sendable, Equatable {
        /// `alias: name(arguments) { selections }`.
        case field(alias: String?, name: String, arguments: [(String, Value)], selections: [Selection]?)
        /// `... on Type { selections }`.
        case inlineFragment(type: String, selections: [Selection])
        /// `...Name`.
        case spread(String)

        /// Whether the two select the same, argument values included.
        public static func == (lhs: Selection, rhs: Selection) -> Bool {
            switch (lhs, rhs) {
            case let (.field(a1, n1, g1, s1), .field(a2, n2, g2, s2)):
                return a1 == a2 && n1 == n2 && s1 == s2 && g1.map(\.0) == g2.map(\.0) && g1.map(\.1) == g2.map(\.1)
            case let (.inlineFragment(t1, s1), .inlineFragment(t2, s2)): return t1 == t2 && s1 == s2
            case let (.spread(n1), .spread(n2)): return n1 == n2
            default: return false
            }
        }
    }

    /// Why a document was refused.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What was wrong, and where.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    /// The variables the operation declares, by name, with their type as written (`String!`).
    public var variables: [String: String]
    /// The operation's selections.
    public var selections: [Selection]
    /// The named fragments: their type condition and selections.
    public var fragments: [String: (type: String, selections: [Selection])]

    /// Whether the two documents declare and select the same.
    public static func == (lhs: GraphQLDocument, rhs: GraphQLDocument) -> Bool {
        lhs.variables == rhs.variables && lhs.selections == rhs.selections
            && lhs.fragments.mapValues(\.type) == rhs.fragments.mapValues(\.type)
            && lhs.fragments.mapValues(\.selections) == rhs.fragments.mapValues(\.selections)
    }

    /// The longest query read: GitHub's own queries for 100 profiles are a few kilobytes.
    public static let maximumLength = 256 * 1024
    /// The deepest nesting of selection sets read.
    public static let maximumDepth = 16

    /// Parses `text`.
    public init(parsing text: String) throws(ParseError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw ParseError(message: "the query is longer than \(Self.maximumLength) bytes")
        }
        var parser = GraphQLParser(tokens: try GraphQLLexer.tokens(of: text))
        variables = [:]
        selections = []
        fragments = [:]
        var sawOperation = false
        while let word = parser.peekName() {
            switch word {
            case "query":
                guard !sawOperation else { throw ParseError(message: "more than one operation") }
                sawOperation = true
                parser.advance()
                if parser.peekName() != nil { parser.advance() }
                if parser.take("(") { variables = try parser.variableDefinitions() }
                selections = try parser.selectionSet(depth: 1)
            case "fragment":
                parser.advance()
                let name = try parser.name()
                guard name != "on", fragments[name] == nil else {
                    throw ParseError(message: "fragment \(name) is defined twice or misnamed")
                }
                guard try parser.name() == "on" else { throw ParseError(message: "fragment \(name) has no type condition") }
                let type = try parser.name()
                fragments[name] = (type, try parser.selectionSet(depth: 1))
            default:
                throw ParseError(message: "unsupported definition '\(word)' (only a query and fragments are read)")
            }
        }
        guard parser.isAtEnd else { throw ParseError(message: "unexpected \(parser.describeNext()) at the top level") }
        guard sawOperation else { throw ParseError(message: "no query operation") }
    }
}
