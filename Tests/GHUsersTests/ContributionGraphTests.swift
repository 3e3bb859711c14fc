import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// The contribution calendar drawn at 120, 80 and 40 columns in each colour mode (golden files,
/// escapes written as `\e`), and a card with every extra, on a terminal, against the stand-in.
struct ContributionGraphTests {
    /// The stand-in's calendar for `login`, as gh-users reads it.
    private static func calendar(_ login: String) -> ContributionCalendar {
        let levels = ["NONE": 0, "FIRST_QUARTILE": 1, "SECOND_QUARTILE": 2, "THIRD_QUARTILE": 3, "FOURTH_QUARTILE": 4]
        let days = SyntheticProfile(login: login)!.contributionDays.map { day, count in
            ContributionCalendar.Day(date: day, count: count, level: levels[SyntheticProfile.contributionLevel(count)] ?? -1)
        }
        return ContributionCalendar(total: days.reduce(0) { $0 + $1.count }, days: days)
    }

    @Test func theCalendar_atEachWidth_inEachColourMode() {
        let modes: [(String, ColorDepth)] = [
            ("none", ColorDepth(kind: .none)), ("16", ColorDepth(kind: .ansi16)), ("256", ColorDepth(kind: .ansi256)),
            ("24-bit", ColorDepth(kind: .trueColor)), ("24-bit, light background", ColorDepth(kind: .trueColor, lightBackground: true)),
        ]
        var text = ""
        for width in [120, 80, 40] {
            for (name, depth) in modes {
                let graph = ContributionGraph(calendar: Self.calendar("user2"), depth: depth)
                text += "== \(width) columns, \(name) ==\n" + graph.lines(width: width).joined() + graph.summary + "\n"
                // No line is wider than the terminal.
                for line in graph.lines(width: width) {
                    let plain = line.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
                    #expect(plain.count - 1 <= width, "\(width) \(name): \(plain)")
                }
            }
        }
        Golden.expect(text.replacingOccurrences(of: "\u{1B}", with: "\\e"), named: "contribution-calendar.txt")
    }

    @Test func emptyYear_isDrawnEmpty_emptyCalendarNotAtAll() {
        let graph = ContributionGraph(calendar: Self.calendar("user3"), depth: ColorDepth(kind: .none))
        #expect(graph.lines(width: 40).dropFirst().allSatisfy { !$0.contains(where: { "░▒▓█".contains($0) }) })
        #expect(graph.summary == "0 contributions in the last year · longest streak 0 days · current streak 0 days")
        #expect(
            ContributionGraph(calendar: ContributionCalendar(total: 0, days: []), depth: ColorDepth(kind: .none)).lines(width: 80) == [])
    }

    @Test func colourDepth_isWhatTheTerminalSays() {
        #expect(ColorDepth(colorEnabled: true, variables: ["COLORTERM": "truecolor", "TERM": "xterm"]).kind == .trueColor)
        #expect(ColorDepth(colorEnabled: true, variables: ["TERM": "xterm-256color"]).kind == .ansi256)
        #expect(ColorDepth(colorEnabled: true, variables: ["TERM": "xterm"]).kind == .ansi16)
        #expect(ColorDepth(colorEnabled: false, variables: ["COLORTERM": "truecolor"]).kind == .none)
        #expect(ColorDepth(colorEnabled: true, variables: ["COLORFGBG": "0;15"]).lightBackground)
        #expect(!ColorDepth(colorEnabled: true, variables: ["COLORFGBG": "15;0"]).lightBackground)
        // GitHub's darkest green and its lightest grey, in the 256-colour palette.
        #expect(ColorDepth.nearest256(0x03, 0x3A, 0x16) == 22)
        #expect(ColorDepth.nearest256(0xEF, 0xF2, 0xF5) == 255)
        #expect(ColorDepth(kind: .trueColor).foreground("#F05138") == "38;2;240;81;56")
        #expect(ColorDepth(kind: .ansi16).foreground("#F05138") == "91")
        #expect(ColorDepth(kind: .trueColor).foreground("red\u{1B}") == nil)
    }

    /// A day with none is GitHub's own grey once the background is known (the terminal
    /// answered, or `COLORFGBG` said), as a dimmed square is black on white in some terminals.
    @Test func dayWithNone_isGitHubsGrey_onKnownBackground() throws {
        let none = ContributionCalendar.Day(date: try #require(CalendarDay("2026-11-01")), count: 0, level: 0)
        let graph = { (depth: ColorDepth) in ContributionGraph(calendar: ContributionCalendar(total: 0, days: [none]), depth: depth) }
        #expect(graph(ColorDepth(kind: .trueColor)).cell(none) == "\u{1B}[2m■\u{1B}[0m")
        #expect(graph(ColorDepth(kind: .trueColor).on(.light)).cell(none) == "\u{1B}[38;2;239;242;245m■\u{1B}[0m")
        #expect(graph(ColorDepth(kind: .ansi256).on(.dark)).cell(none) == "\u{1B}[38;5;234m■\u{1B}[0m")
        #expect(graph(ColorDepth(kind: .ansi256).on(nil)).cell(none) == "\u{1B}[2m■\u{1B}[0m")
        #expect(
            graph(ColorDepth(colorEnabled: true, variables: ["TERM": "xterm-256color", "COLORFGBG": "0;15"])).cell(none)
                == "\u{1B}[38;5;255m■\u{1B}[0m")
        #expect(graph(ColorDepth(kind: .none).on(.light)).cell(none) == "·")
    }
}
