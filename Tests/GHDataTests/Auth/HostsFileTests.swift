import Foundation
import Testing

@testable import GHData

struct HostsFileTests {
    private static let host = GitHubHost.dotcom

    /// A token stored in the file is the host's own, or else its active account's under `users`.
    @Test func token_isTheHostsOwn_orItsActiveAccounts() throws {
        let old = try HostsFile(
            path: "/h", parsing: "github.com:\n    oauth_token: gho_old\n    user: monalisa\n    git_protocol: https\n")
        #expect(old.token(for: Self.host) == "gho_old")
        let windows = try HostsFile(path: "/h", parsing: "github.com:\r\n    oauth_token: gho_crlf\r\n    user: monalisa\r\n")
        #expect(windows.token(for: Self.host) == "gho_crlf", "a file saved with Windows line ends")
        let multi = try HostsFile(
            path: "/h",
            parsing: """
                github.com:
                    users:
                        hubot:
                            oauth_token: gho_hubot
                        monalisa:
                            oauth_token: "gho_mona"
                    git_protocol: https
                    user: monalisa
                ghe.example.com:
                  user: 'it''s'
                  oauth_token: ghp_enterprise   # a comment

                """)
        #expect(multi.token(for: Self.host) == "gho_mona")
        #expect(multi.token(for: GitHubHost(normalizing: "GHE.example.com")) == "ghp_enterprise")
        #expect(multi.knows(GitHubHost(normalizing: "ghe.example.com")))
        #expect(!multi.knows(GitHubHost(normalizing: "other.example.com")))
    }

    @Test func aLoginKeptInTheKeyring_isKnownWithoutAToken() throws {
        let keyring = try HostsFile(
            path: "/h", parsing: "github.com:\n    users:\n        monalisa:\n    git_protocol: ssh\n    user: monalisa\n")
        #expect(keyring.knows(Self.host))
        #expect(keyring.token(for: Self.host) == nil)
        let empty = try HostsFile(path: "/h", parsing: "github.com:\n    oauth_token: \"\"\n    user: x\n")
        #expect(empty.token(for: Self.host) == nil)
        let flow = try HostsFile(path: "/h", parsing: "github.com:\n    users: {}\n    user: x\n")
        #expect(flow.knows(Self.host))
    }

    @Test func whatGhDoesNotWrite_isRefused_namingTheLine() {
        let cases: [(String, Int, String)] = [
            ("github.com:\n\toauth_token: x\n", 2, "a tab in the indentation"),
            ("github.com:\n  - oauth_token: x\n", 2, "YAML gh does not write ('-')"),
            ("github.com: {oauth_token: x}\n", 1, "YAML gh does not write ('{')"),
            ("github.com:\n    oauth_token: &a x\n", 2, "YAML gh does not write ('&')"),
            ("github.com:\n    oauth_token: |\n      x\n", 2, "YAML gh does not write ('|')"),
            ("github.com:\n    oauth_token: \"x\n", 2, "a quote that is not closed"),
            ("github.com:\n    oauth_token: \"\\x41\"\n", 2, "an escape gh does not write ('\\x')"),
            ("github.com:\n        a: 1\n    b: 2\n", 3, "indentation that matches no mapping"),
            ("just words\n", 1, "not a 'key: value' line"),
        ]
        for (text, line, reason) in cases {
            #expect(throws: HostsYAML.Failure(line: line, reason: reason), "case \(String(reflecting: (text, line, reason)))") {
                try HostsFile(path: "/h", parsing: text)
            }
        }
    }

    @Test func nestingIsBounded() {
        let deep = (0..<40).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: HostsYAML.Failure.self) { try HostsFile(path: "/h", parsing: deep) }
    }

    @Test func theFileIsFoundAsGhFindsIt() {
        #expect(HostsFile.path(variables: ["GH_CONFIG_DIR": "/c/", "XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/c/hosts.yml")
        #expect(HostsFile.path(variables: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/gh/hosts.yml")
        #expect(HostsFile.path(variables: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/gh/hosts.yml")
        #expect(HostsFile.path(variables: [:]) == nil)
    }

    @Test func fileOthersCanWrite_tooLarge_orALink_isNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-hosts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hosts.yml").path
        #expect(try HostsFile.read(path) == nil)
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("github.com:\n    oauth_token: t\n".utf8), attributes: [.posixPermissions: 0o600]))
        #expect(try HostsFile.read(path)?.token(for: Self.host) == "t")
        try FileManager.default.setAttributes([.posixPermissions: 0o622], ofItemAtPath: path)
        #expect(throws: HostsFile.Unreadable(path: path, reason: "other users can write it")) {
            try HostsFile.read(path)
        }
        try FileManager.default.removeItem(atPath: path)
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(repeating: 0x20, count: HostsFile.sizeLimit + 1), attributes: [.posixPermissions: 0o600]))
        #expect(throws: HostsFile.Unreadable(path: path, reason: "larger than 64 KiB")) { try HostsFile.read(path) }
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/hostname")
        #expect(throws: HostsFile.Unreadable(path: path, reason: "a symbolic link, which is not followed")) { try HostsFile.read(path) }
    }
}
