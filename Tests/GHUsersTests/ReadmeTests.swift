import Foundation
import Testing

/// The README stays one a newcomer can follow: short, with the two commands that build, run and
/// test, no placeholder left unexplained, and every link to docs/ leading to a file and heading
/// that exist.
struct ReadmeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func isAtMost250Lines_andKeepsTheTwoCommands() throws {
        let readme = try Self.read("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
        #expect(readme.contains("swift run gh-users list --since 0 --per-page 30"))
        #expect(readme.contains("\nswift test "))
        // The stand-in steps run as written straight after the build, with no install.
        #expect(readme.contains("swift run gh-users-bench serve\n"))
        #expect(readme.contains("swift run gh-users --api-url http://127.0.0.1:<port> list"))
    }

    @Test func explainsPlaceholders_andTheOtherUsersExtension() throws {
        let readme = try Self.read("README.md")
        #expect(readme.contains("OWNER/gh-users"))
        #expect(readme.contains("replace `OWNER` with"))
        #expect(readme.contains("in\nplace of `<port>`") || readme.contains("in place of `<port>`"))
        #expect(readme.contains("`heaths/gh-users`") && readme.contains("gh extension remove users"))
    }

    /// Every `docs/…md#anchor` link in the README, and every `../README.md#anchor` link in
    /// docs/, names a heading that exists, as GitHub makes anchors of headings.
    @Test func linksLeadToHeadingsThatExist() throws {
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let link = /\]\(([^)#\s]*\.md)?#([^)\s]+)\)/
        for page in pages {
            let text = try Self.read(page)
            for match in text.matches(of: link) {
                var path = page
                if let target = match.output.1 {
                    // The target, from the page's folder, its `..` taken back.
                    var parts = page.split(separator: "/").dropLast().map(String.init)
                    for part in target.split(separator: "/") {
                        if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
                    }
                    path = parts.joined(separator: "/")
                }
                let anchors = try Self.anchors(in: Self.read(path))
                #expect(anchors.contains(String(match.output.2)), "\(page) links to \(path)#\(match.output.2)")
            }
        }
    }

    /// The anchors GitHub gives a page's headings: lower case, spaces as `-`, punctuation but
    /// `-` and `_` dropped.
    private static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(
                String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil }))
        }
        return anchors
    }
}
