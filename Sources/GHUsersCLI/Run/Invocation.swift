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
    /// specially, else in single quotes (a quote inside written `'\''`). A word the terminal
    /// could not be shown raw (a newline in a multi-line `--jq` program, a control or an
    /// invisible character: what ``TextSanitizer`` would escape) is written `$'…'` instead, with
    /// `\n`, `\t`, `\r` and three-digit octal escapes, which bash, zsh, ksh, mksh and POSIX.1-2024
    /// shells read back as the same bytes, so the printed line still runs as typed.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=,+@%".unicodeScalars.contains(scalar))
            }
        if plain { return word }
        guard TextSanitizer.line(word) != word else { return ShellQuote.quoted(word) }
        var text = "$'"
        for scalar in word.unicodeScalars where scalar != "\0" {
            switch scalar {
            case "\\": text += "\\\\"
            case "'": text += "\\'"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where TextSanitizer.isEscapedOutsideEmoji(scalar):
                // Always three digits: a shorter escape would take a digit that follows it.
                for byte in String(scalar).utf8 {
                    let digits = String(byte, radix: 8)
                    text += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "'"
    }
}
