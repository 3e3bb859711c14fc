import GHText

/// The command line a run was started with, as typed (without the program's name), to repeat
/// in a line that says how to go on: `Resume: gh-users list --since 4217 --per-page 100 --all`.
struct Invocation: Sendable, Equatable {
    /// The arguments, as typed.
    var arguments: [String]
    /// Where the subcommand's name is in ``arguments``, when there is one.
    var subcommandIndex: Int?

    /// The command line with `option`'s value replaced by `value` wherever it was given
    /// (`--since 5` and `--since=5` alike), or added after the subcommand's name when it was not.
    func setting(_ option: OptionSpec, to value: String) -> Invocation {
        var result: [String] = []
        var index = 0
        var found = false
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" {
                result += arguments[index...]
                break
            }
            if option.names.contains(token) {
                result += [token, value]
                index += 2
                found = true
                continue
            }
            if let name = option.names.first(where: { token.hasPrefix($0 + "=") }) {
                result.append("\(name)=\(value)")
                found = true
            } else {
                result.append(token)
            }
            index += 1
        }
        var edited = Invocation(arguments: result, subcommandIndex: subcommandIndex)
        if !found {
            let at = subcommandIndex.map { $0 + 1 } ?? 0
            edited.arguments.insert(contentsOf: [option.key, value], at: at)
        }
        return edited
    }

    /// The command line as one could type it again: `program` and each argument, quoted for a
    /// POSIX shell where it needs to be.
    func shellText(program: String) -> String {
        ([program] + arguments.map(Self.quoted)).joined(separator: " ")
    }

    /// `word` as a shell reads it back: as it is when it holds only characters no shell treats
    /// specially, else quoted as ``GHText/ShellQuote/printable(_:)`` quotes a word on a printed
    /// line, so the line still runs as typed.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=,+@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : ShellQuote.printable(word)
    }
}
