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
}
