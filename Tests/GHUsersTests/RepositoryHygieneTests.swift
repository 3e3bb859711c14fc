import Foundation
import Testing

/// Checks on the repository itself that CI runs with the tests: the two formatter
/// configurations agree, and every file that imports Glibc also builds on macOS.
struct RepositoryHygieneTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `.swiftformat`'s `--name value` lines.
    private static func swiftFormatOptions() throws -> [String: String] {
        var options: [String: String] = [:]
        for line in try text(".swiftformat").split(separator: "\n") where line.hasPrefix("--") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            options[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return options
    }

    /// `.swiftformat` and `.ci/swift-format.json` agree on the rules both have.
    @Test func formatConfigurations_agreeOnTheRulesBothHave() throws {
        let options = try Self.swiftFormatOptions()
        let data = try Data(contentsOf: Self.root.appendingPathComponent(".ci/swift-format.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try #require(json["rules"] as? [String: Bool])
        #expect((json["indentation"] as? [String: Int])?["spaces"].map(String.init) == options["--indent"])
        #expect((json["lineLength"] as? Int).map(String.init) == options["--maxwidth"])
        #expect(json["multiElementCollectionTrailingCommas"] as? Bool == (options["--commas"] == "always"))
        #expect(rules["DoNotUseSemicolons"] == (options["--semicolons"] == "never"))
        #expect(rules["OrderedImports"] == (options["--importgrouping"] == "alpha"))
        #expect(json["indentBlankLines"] as? Bool == false && options["--trimwhitespace"] == "always")
    }

    @Test func everyGlibcImport_isGuarded_withDarwinOtherwise() throws {
        let folders = ["Sources", "Tests"].map { Self.root.appendingPathComponent($0) }
        var checked = 0
        for folder in folders {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                // Most files import neither; only those that do are split into trimmed lines.
                guard text.contains("import Glibc") else { continue }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where line == "import Glibc" {
                    checked += 1
                    #expect(index > 0 && lines[index - 1] == "#if canImport(Glibc)", "\(file.path):\(index + 1)")
                    let rest = lines[(index + 1)...].prefix { $0 != "#endif" }
                    #expect(rest.contains("#elseif canImport(Darwin)") && rest.contains("import Darwin"), "\(file.path):\(index + 1)")
                }
            }
        }
        #expect(checked > 10)
    }
}
