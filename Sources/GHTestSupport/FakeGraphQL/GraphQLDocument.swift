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

/// The tokens of a query: punctuators, names, numbers and strings.
enum GraphQLToken: Equatable {
    case punctuator(String)
    case name(String)
    case int(Int)
    case string(String)
}

/// Splits a query into tokens, skipping white space, commas and comments.
enum GraphQLLexer {
    static func tokens(of text: String) throws(GraphQLDocument.ParseError) -> [GraphQLToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [GraphQLToken] = []
        var index = 0
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || (scalar.isASCII && CharacterSet.letters.contains(scalar))
        }
        func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || ("0"..."9").contains(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r", ",", "\u{FEFF}":
                index += 1
            case "#":
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            case "{", "}", "(", ")", ":", "$", "!", "[", "]", "=", "@", "|":
                tokens.append(.punctuator(String(scalar)))
                index += 1
            case ".":
                guard index + 2 < scalars.count, scalars[index + 1] == ".", scalars[index + 2] == "." else {
                    throw .init(message: "a lone '.' at character \(index)")
                }
                tokens.append(.punctuator("..."))
                index += 3
            case "\"":
                var value = ""
                index += 1
                while true {
                    guard index < scalars.count, scalars[index] != "\n" else { throw .init(message: "an unterminated string") }
                    let next = scalars[index]
                    index += 1
                    if next == "\"" { break }
                    if next == "\\" {
                        guard index < scalars.count else { throw .init(message: "an unterminated string") }
                        let escaped = scalars[index]
                        index += 1
                        switch escaped {
                        case "\"", "\\", "/": value.unicodeScalars.append(escaped)
                        case "n": value += "\n"
                        case "t": value += "\t"
                        default: throw .init(message: "an unsupported escape '\\\(escaped)' in a string")
                        }
                    } else {
                        value.unicodeScalars.append(next)
                    }
                }
                tokens.append(.string(value))
            case "-", "0"..."9":
                var digits = String(scalar)
                index += 1
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    digits.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard let number = Int(digits) else { throw .init(message: "a number '\(digits)' that is not a whole number") }
                tokens.append(.int(number))
            default:
                guard isNameStart(scalar) else { throw .init(message: "an unexpected character '\(scalar)' at character \(index)") }
                var name = ""
                while index < scalars.count, isNameContinue(scalars[index]) {
                    name.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(.name(name))
            }
        }
        return tokens
    }
}

/// Reads the grammar over a token list.
struct GraphQLParser {
    typealias ParseError = GraphQLDocument.ParseError
    let tokens: [GraphQLToken]
    var position = 0

    var isAtEnd: Bool { position >= tokens.count }

    func peekName() -> String? {
        guard !isAtEnd, case .name(let name) = tokens[position] else { return nil }
        return name
    }

    mutating func advance() { position += 1 }

    /// Reads `punctuator` if it comes next.
    mutating func take(_ punctuator: String) -> Bool {
        guard !isAtEnd, tokens[position] == .punctuator(punctuator) else { return false }
        position += 1
        return true
    }

    mutating func expect(_ punctuator: String) throws(ParseError) {
        guard take(punctuator) else { throw ParseError(message: "expected '\(punctuator)', found \(describeNext())") }
    }

    mutating func name() throws(ParseError) -> String {
        guard let name = peekName() else { throw ParseError(message: "expected a name, found \(describeNext())") }
        position += 1
        return name
    }

    func describeNext() -> String {
        guard !isAtEnd else { return "the end of the query" }
        switch tokens[position] {
        case .punctuator(let text), .name(let text): return "'\(text)'"
        case .int(let number): return "'\(number)'"
        case .string(let text): return "\"\(text)\""
        }
    }

    /// `$name: Type, …)`, the `(` already read.
    mutating func variableDefinitions() throws(ParseError) -> [String: String] {
        var variables: [String: String] = [:]
        while !take(")") {
            try expect("$")
            let name = try self.name()
            try expect(":")
            let type = try self.type()
            guard variables[name] == nil else { throw ParseError(message: "variable $\(name) is declared twice") }
            variables[name] = type
            guard !isAtEnd else { throw ParseError(message: "the variable definitions do not end") }
            if !isAtEnd, tokens[position] == .punctuator("=") { throw ParseError(message: "default values are not supported") }
        }
        return variables
    }

    private mutating func type() throws(ParseError) -> String {
        var type: String
        if take("[") {
            type = "[" + (try self.type())
            try expect("]")
            type += "]"
        } else {
            type = try name()
        }
        if take("!") { type += "!" }
        return type
    }

    /// `{ selection … }`.
    mutating func selectionSet(depth: Int) throws(ParseError) -> [GraphQLDocument.Selection] {
        guard depth <= GraphQLDocument.maximumDepth else {
            throw ParseError(message: "selections nested deeper than \(GraphQLDocument.maximumDepth)")
        }
        try expect("{")
        var selections: [GraphQLDocument.Selection] = []
        while !take("}") {
            guard !isAtEnd else { throw ParseError(message: "a selection set does not end") }
            if take("...") {
                if peekName() == "on" {
                    advance()
                    let type = try name()
                    selections.append(.inlineFragment(type: type, selections: try selectionSet(depth: depth + 1)))
                } else {
                    selections.append(.spread(try name()))
                }
                continue
            }
            var name = try self.name()
            var alias: String?
            if take(":") {
                alias = name
                name = try self.name()
            }
            var arguments: [(String, GraphQLDocument.Value)] = []
            if take("(") {
                while !take(")") {
                    let argument = try self.name()
                    try expect(":")
                    arguments.append((argument, try value()))
                    guard !isAtEnd else { throw ParseError(message: "the arguments of \(name) do not end") }
                }
            }
            if !isAtEnd, tokens[position] == .punctuator("@") { throw ParseError(message: "directives are not supported") }
            var subselections: [GraphQLDocument.Selection]?
            if !isAtEnd, tokens[position] == .punctuator("{") { subselections = try selectionSet(depth: depth + 1) }
            selections.append(.field(alias: alias, name: name, arguments: arguments, selections: subselections))
        }
        return selections
    }

    private mutating func value(depth: Int = 0) throws(ParseError) -> GraphQLDocument.Value {
        guard depth < 4 else { throw ParseError(message: "lists nested deeper than 4") }
        guard !isAtEnd else { throw ParseError(message: "expected a value, found the end of the query") }
        let token = tokens[position]
        position += 1
        switch token {
        case .punctuator("$"): return .variable(try name())
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        case .name(let name): return .name(name)
        case .punctuator("["):
            var elements: [GraphQLDocument.Value] = []
            while !take("]") {
                guard !isAtEnd else { throw ParseError(message: "a list does not end") }
                elements.append(try value(depth: depth + 1))
            }
            return .list(elements)
        default: throw ParseError(message: "an unsupported value \(token)")
        }
    }
}
