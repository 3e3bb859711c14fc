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

    /// `1234` → `1.2k`, `200000` → `200k`, `1500000` → `1.5M`: a count for the eye, at most four
    /// characters for counts under a thousand billion; exact below 1,000. Rounded down, so a
    /// count never looks bigger than it is; scripts and the preview keep the exact number.
    public static func short(_ number: Int) -> String {
        let magnitude = number.magnitude
        guard magnitude >= 1000 else { return String(number) }
        let units: [(UInt, String)] = [(1_000_000_000, "B"), (1_000_000, "M"), (1000, "k")]
        let (size, suffix) = units.first { magnitude >= $0.0 }!
        let whole = magnitude / size
        let tenth = magnitude % size * 10 / size
        let text = whole < 10 && tenth > 0 ? "\(whole).\(tenth)\(suffix)" : "\(whole)\(suffix)"
        return number < 0 ? "-" + text : text
    }
}
