/// Numbers as a person reads them in a terminal.
public enum NumberText {
    /// `4752` → `4,752`; `-1234567` → `-1,234,567`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// `1 follower`, `4,752 followers`: the number grouped, and the noun that agrees with it.
    public static func counted(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(number)) \(number == 1 ? singular : plural)"
    }
}
