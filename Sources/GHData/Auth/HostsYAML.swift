/// The little of YAML that gh writes in `hosts.yml`: block mappings nested by indentation,
/// whose values are plain, single-quoted or double-quoted scalars, `{}`, or nothing. Anything
/// else (sequences, flow collections, anchors, block scalars, tabs in the indentation) is
/// refused rather than guessed at, so a token is never read from the wrong place.
enum HostsYAML {
    /// A value: a scalar (`nil` for null or nothing), or a mapping in the order written.
    indirect enum Node: Equatable {
        case scalar(String?)
        case mapping([(key: String, value: Node)])

        static func == (left: Node, right: Node) -> Bool {
            switch (left, right) {
            case (.scalar(let a), .scalar(let b)): return a == b
            case (.mapping(let a), .mapping(let b)): return a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        /// The value under `key`, when this is a mapping that has it (the first, if written twice).
        subscript(key: String) -> Node? {
            guard case .mapping(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }

        /// The text of a scalar; `nil` for a mapping or null.
        var text: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }
    }

    /// Why a file was not read: the line (from 1) and what was wrong with it.
    struct Failure: Error, Equatable {
        var line: Int
        var reason: String
    }

    /// The deepest nesting read; gh's files go three deep.
    static let maximumDepth = 16

    /// The top-level mapping of `text`.
    static func parse(_ text: String) throws(Failure) -> Node {
        // Each open mapping: the indentation of its members (set by the first), the key it is
        // the value of, and its members so far.
        var stack: [OpenMapping] = [OpenMapping(indent: nil, key: "", members: [])]
        // The key of the line before, when it had no value: its value is the block below, if any.
        var pending: (indent: Int, key: String)?
        // "\r\n" is one Character, which splitting on "\n" would not split at: every line break
        // YAML knows (\n, \r\n, \r) ends a line.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            let indent = line.prefix { $0 == " " }.count
            let content = stripComment(line.dropFirst(indent))
            if content.isEmpty || (index == 0 && content == "---") { continue }
            if content.first == "\t" { throw Failure(line: number, reason: "a tab in the indentation") }
            if let key = pending {
                pending = nil
                if indent > key.indent {
                    stack.append(OpenMapping(indent: indent, key: key.key, members: []))
                    guard stack.count <= maximumDepth else { throw Failure(line: number, reason: "nested too deeply") }
                } else {
                    stack[stack.count - 1].members.append((key.key, .scalar(nil)))
                }
            }
            while let top = stack.last?.indent, indent < top, stack.count > 1 {
                close(&stack)
            }
            if stack[stack.count - 1].indent == nil { stack[stack.count - 1].indent = indent }
            guard indent == stack[stack.count - 1].indent else {
                throw Failure(line: number, reason: "indentation that matches no mapping")
            }
            let (key, value) = try member(content, line: number)
            guard let value else {
                pending = (indent, key)
                continue
            }
            stack[stack.count - 1].members.append((key, value))
        }
        if let key = pending { stack[stack.count - 1].members.append((key.key, .scalar(nil))) }
        while stack.count > 1 { close(&stack) }
        return .mapping(stack[0].members)
    }

    /// A mapping whose lines are still being read.
    private struct OpenMapping {
        var indent: Int?
        var key: String
        var members: [(key: String, value: Node)]
    }

    /// Ends the innermost open mapping, making it its parent's value.
    private static func close(_ stack: inout [OpenMapping]) {
        let finished = stack.removeLast()
        stack[stack.count - 1].members.append((finished.key, .mapping(finished.members)))
    }

    /// A `key: value` line's key and value; `nil` for the value when the line ends at the colon.
    private static func member(_ content: Substring, line: Int) throws(Failure) -> (String, Node?) {
        let (parsedKey, rest) = try scalarToken(content, line: line, isKey: true)
        let key = parsedKey ?? ""
        guard rest.first == ":" else { throw Failure(line: line, reason: "not a 'key: value' line") }
        let after = rest.dropFirst()
        guard after.isEmpty || after.first == " " else { throw Failure(line: line, reason: "not a 'key: value' line") }
        let valueText = after.drop { $0 == " " }
        if valueText.isEmpty { return (key, nil) }
        if valueText == "{}" { return (key, .mapping([])) }
        let (value, trailing) = try scalarToken(valueText, line: line, isKey: false)
        guard trailing.allSatisfy({ $0 == " " }) else { throw Failure(line: line, reason: "text after a quoted value") }
        return (key, value == nil ? .scalar(nil) : .scalar(value))
    }

    /// A scalar at the start of `text`, and what follows it. A plain key ends at `: ` or a final
    /// `:`; a plain value runs to the end. `null` and `~` as a plain value are null.
    private static func scalarToken(_ text: Substring, line: Int, isKey: Bool) throws(Failure) -> (String?, Substring) {
        guard let first = text.first else { throw Failure(line: line, reason: "an empty key") }
        if first == "'" || first == "\"" {
            return try quoted(text, line: line)
        }
        if "-[]{}&*!|>%@`,?".contains(first) {
            throw Failure(line: line, reason: "YAML gh does not write ('\(first)')")
        }
        guard isKey else {
            let value = String(text).trimmingTrailingSpaces
            return (value == "null" || value == "~" ? nil : value, "")
        }
        var end = text.startIndex
        while end < text.endIndex {
            if text[end] == ":" {
                let next = text.index(after: end)
                if next == text.endIndex || text[next] == " " { break }
            }
            end = text.index(after: end)
        }
        return (String(text[..<end]).trimmingTrailingSpaces, text[end...])
    }

    /// A single- or double-quoted scalar and what follows its closing quote.
    private static func quoted(_ text: Substring, line: Int) throws(Failure) -> (String?, Substring) {
        let quote = text.first!
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == quote {
                // '' inside single quotes is one quote.
                if quote == "'", index < text.endIndex, text[index] == "'" {
                    result.append("'")
                    index = text.index(after: index)
                    continue
                }
                return (result, text[index...])
            }
            if quote == "\"" && character == "\\" {
                guard index < text.endIndex else { break }
                let escaped = text[index]
                index = text.index(after: index)
                switch escaped {
                case "\\", "\"", "/": result.append(escaped)
                default: throw Failure(line: line, reason: "an escape gh does not write ('\\\(escaped)')")
                }
                continue
            }
            result.append(character)
        }
        throw Failure(line: line, reason: "a quote that is not closed")
    }

    /// `line` without a comment: a `#` at its start or after a space, outside quotes.
    private static func stripComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" && previous == " " {
                return Substring(String(line[..<index]).trimmingTrailingSpaces)
            }
            previous = character
        }
        return Substring(String(line).trimmingTrailingSpaces)
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
