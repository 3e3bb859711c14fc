import Foundation

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
