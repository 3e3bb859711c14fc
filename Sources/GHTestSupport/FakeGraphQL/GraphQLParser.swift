import Foundation

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
