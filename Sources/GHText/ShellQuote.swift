/// Text made into one POSIX shell word that stands for itself, for the command lines gh-users
/// prints (`Resume:`, `Next page:`), the completion scripts it writes and the custom commands
/// the browser runs.
public enum ShellQuote {
    /// `text` in single quotes, each `'` in it written `'\''`, and NUL, which no argument can
    /// hold, left out.
    public static func quoted(_ text: String) -> String {
        var word = "'"
        for character in text where character != "\0" {
            if character == "'" { word += "'\\''" } else { word.append(character) }
        }
        return word + "'"
    }

    /// `text` as one word for a command line printed on a terminal: ``quoted(_:)``, unless
    /// ``TextSanitizer`` would escape something in it (a newline, a control or an invisible
    /// character), which a printed line cannot show raw. Then it is written `$'…'`, with `\n`,
    /// `\t`, `\r` and three-digit octal escapes, which bash, zsh, ksh, mksh and POSIX.1-2024 shells
    /// read back as the same bytes (dash does not know the form). NUL is left out, as by
    /// ``quoted(_:)``.
    public static func printable(_ text: String) -> String {
        guard TextSanitizer.line(text) != text else { return quoted(text) }
        var word = "$'"
        for scalar in text.unicodeScalars where scalar != "\0" {
            switch scalar {
            case "\\": word += "\\\\"
            case "'": word += "\\'"
            case "\n": word += "\\n"
            case "\t": word += "\\t"
            case "\r": word += "\\r"
            case _ where TextSanitizer.isEscapedOutsideEmoji(scalar):
                // Always three digits: a shorter escape would take a digit that follows it.
                for byte in String(scalar).utf8 {
                    let digits = String(byte, radix: 8)
                    word += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                }
            default: word.unicodeScalars.append(scalar)
            }
        }
        return word + "'"
    }
}
