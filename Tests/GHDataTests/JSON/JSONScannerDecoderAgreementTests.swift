import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHData

/// Users as the byte-level scanner reads them, against `JSONDecoder`: recorded pages and
/// searches, optional members, what the scanner leaves to the decoder, nesting, escapes, the
/// members kept as sent, and random pages.
struct JSONScannerDecoderAgreementTests {
    private static func decoded(_ data: Data) -> [UserSummaryDTO]? {
        try? JSONDecoder().decode([UserSummaryDTO].self, from: data)
    }

    private static func scanned(_ data: Data) -> [UserSummaryDTO]? {
        try? [UserSummaryDTO].scanned(from: data)
    }

    private static func same(_ a: [UserSummaryDTO], _ b: [UserSummaryDTO]) -> Bool {
        a.map { $0.toDomain() } == b.map { $0.toDomain() }
    }

    @Test func recordedPages_areReadAsJSONDecoderReadsThem() {
        let cases: [String] = ["users-list", "users-list-per_page-10", "user-rtyler-followers", "user-sigmavirus24-following-per_page-50"]
        for name in cases {
            let data = Fixture.named(name).body
            guard let scanned = Self.scanned(data) else {
                Issue.record("case \(String(reflecting: name)): the scanner refused the page")
                continue
            }
            #expect(!scanned.isEmpty, "case \(String(reflecting: name))")
            guard let decoded = Self.decoded(data) else {
                Issue.record("case \(String(reflecting: name)): JSONDecoder refused the page")
                continue
            }
            #expect(Self.same(scanned, decoded), "case \(String(reflecting: name))")
        }
    }

    @Test func recordedSearches_areReadAsJSONDecoderReadsThem() {
        let cases: [String] = ["search-users-tom", "search-users-mike-sort-joined", "search-users-per_page-1-page-1"]
        for name in cases {
            let data = Fixture.named(name).body
            guard let scanned = try? SearchResultsDTO<UserSummaryDTO>.scanned(from: data) else {
                Issue.record("case \(String(reflecting: name)): the scanner refused the page")
                continue
            }
            do {
                let decoded = try JSONDecoder().decode(SearchResultsDTO<UserSummaryDTO>.self, from: data)
                #expect(scanned.totalCount == decoded.totalCount, "case \(String(reflecting: name))")
                #expect(scanned.incompleteResults == decoded.incompleteResults, "case \(String(reflecting: name))")
                #expect(Self.same(scanned.items, decoded.items), "case \(String(reflecting: name))")
            } catch {
                Issue.record(error, "case \(String(reflecting: name))")
            }
        }
    }

    @Test func optionalMembers_absentOrNull_takeDecoderDefaults() throws {
        let json = #"[{"login":"a","id":1},{"login":"b","id":2,"type":null,"site_admin":null,"avatar_url":null,"html_url":null}]"#
        let scanned = try #require(Self.scanned(Data(json.utf8)))
        #expect(Self.same(scanned, try #require(Self.decoded(Data(json.utf8)))))
        #expect(scanned.map(\.type) == ["", ""])
    }

    @Test func whatTheScannerRefuses_isLeftToJSONDecoder() {
        let cases: [String] = [
            #"[{"id":1}]"#, #"[{"login":"a"}]"#, #"[{"login":null,"id":1}]"#, #"[{"login":"a","id":"1"}]"#,
            #"[{"login":"a","id":1,"site_admin":"no"}]"#, #"[{"login":"a","id":1}] x"#, #"{"login":"a","id":1}"#,
            #"[{"login":"a","login":"b","id":1}]"#,
        ]
        for json in cases {
            #expect(Self.scanned(Data(json.utf8)) == nil, "case \(String(reflecting: json))")
        }
    }

    @Test func nesting_isCountedFromTheTop_asJSONDecoderDoes() {
        for levels in 500...515 {
            let user = #"{"login":"a","id":1,"x":"# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
            for body in ["[" + user + "]", #"{"total_count":1,"items":["# + user + "]}"] {
                let data = Data(body.utf8)
                let scanned =
                    body.hasPrefix("[")
                    ? Self.scanned(data) != nil : (try? SearchResultsDTO<UserSummaryDTO>.scanned(from: data)) != nil
                let decoded =
                    body.hasPrefix("[")
                    ? Self.decoded(data) != nil : (try? JSONDecoder().decode(SearchResultsDTO<UserSummaryDTO>.self, from: data)) != nil
                #expect(!scanned || decoded, "\(levels) levels: the scanner read what JSONDecoder refuses")
            }
        }
    }

    @Test func escapedNamesAndByteOrderMark_readAsDecoderDoes() throws {
        let json = "\u{FEFF}" + #"[{"log\u0069n":"a","\u0069d":7,"typ\u0065":"Bot","b\u0069o":1}]"#
        let data = Data(json.utf8)
        let scanned = try #require(Self.scanned(data))
        #expect(Self.same(scanned, try #require(Self.decoded(data))))
        #expect(scanned.first?.type == "Bot")
    }

    @Test func theMembersAreKeptAsSent() throws {
        let json = #"[{"login":"a","id":1.0e0,"html_url":"https:\/\/x","type":null}]"#
        // JSONDecoder's own reading of 1.0e0 as Int decides: the scanner leaves it alone.
        #expect(Self.scanned(Data(json.utf8)) == nil)
        let plain = #"[{"login":"a", "id" : 7 ,"html_url":"https:\/\/x","type":null,"extra":[1],"n\u006fde_id" : "N","extra":2}]"#
        let user = try #require(Self.scanned(Data(plain.utf8))?.first)
        let source = user.source
        #expect(!source.isEmpty)
        func text(_ name: String) -> String? { source.value(of: name).map { String(decoding: $0, as: UTF8.self) } }
        #expect(text("login") == #""a""#)
        #expect(text("id") == "7")
        #expect(text("html_url") == #""https:\/\/x""#)
        #expect(text("type") == "null")
        #expect(text("site_admin") == nil)
        // A member not read is found when asked for (`--json extra`): the first if sent twice,
        // its name unescaped.
        #expect(text("extra") == "[1]")
        #expect(text("node_id") == #""N""#)
        #expect(text("nosuch") == nil)
    }

    /// Random pages, each a variation GitHub or a proxy could send (members in any order,
    /// unknown members of any shape, nulls, escapes, whitespace), then damaged at random.
    /// Whatever the scanner reads, JSONDecoder must read the same; it may leave to JSONDecoder
    /// what it likes, except on undamaged pages.
    @Test func randomPages_readTheSameByBoth() throws {
        var random = SeededRandom()
        for round in 0..<400 {
            let page = Self.randomPage(&random)
            let data = Data(page.utf8)
            let scanned = Self.scanned(data)
            let decoded = Self.decoded(data)
            #expect(scanned != nil, "round \(round): an undamaged page was left to JSONDecoder: \(page) \(random.replay)")
            if let scanned, let decoded { #expect(Self.same(scanned, decoded), "round \(round) \(random.replay)") }
            var damaged = Array(page.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) where !damaged.isEmpty {
                let index = Int.random(in: 0..<damaged.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: damaged[index] = UInt8.random(in: 0...255, using: &random)
                case 1: damaged.remove(at: index)
                default: damaged.insert(Array(#"",:[]{}"\0-e.u"#.utf8).randomElement(using: &random)!, at: index)
                }
            }
            let damagedData = Data(damaged)
            guard let scannedDamage = Self.scanned(damagedData) else { continue }
            if let decodedDamage = Self.decoded(damagedData) {
                #expect(Self.same(scannedDamage, decodedDamage), "round \(round) \(random.replay)")
            } else {
                // The one leniency: text no member is read from is not checked to be UTF-8.
                #expect(String(validating: damaged, as: UTF8.self) == nil, "round \(round): \(damaged) \(random.replay)")
            }
        }
    }

    private static func randomPage(_ random: inout SeededRandom) -> String {
        let strings = [#""plain""#, #""Zo\u00eb""#, #""tab\tquote\"slash\/""#, #""🚀 emoji""#, #""\ud83d\ude80""#, #""""#]
        func space() -> String { ["", " ", "\n  ", "\t"].randomElement(using: &random)! }
        func unknown(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
            case 0: return strings.randomElement(using: &random)!
            case 1: return ["0", "-12", "3.25", "1e9", "-0.5E-3"].randomElement(using: &random)!
            case 2: return ["true", "false", "null"].randomElement(using: &random)!
            case 3: return "{}"
            case 4: return "[" + (0..<Int.random(in: 0...3, using: &random)).map { _ in unknown(depth + 1) }.joined(separator: ",") + "]"
            default:
                return "{"
                    + (0..<Int.random(in: 0...3, using: &random)).map { "\"k\($0)\":" + space() + unknown(depth + 1) }.joined(
                        separator: ",")
                    + "}"
            }
        }
        let users = (0..<Int.random(in: 0...5, using: &random)).map { index -> String in
            var members = [
                #""login":"# + strings.randomElement(using: &random)!,
                #""id":"# + String(Int.random(in: -5...Int(Int32.max), using: &random)),
            ]
            for (name, value) in [
                ("type", #""User""#), ("site_admin", Bool.random(using: &random) ? "true" : "false"),
                ("avatar_url", strings.randomElement(using: &random)!), ("html_url", strings.randomElement(using: &random)!),
            ] {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: members.append("\"\(name)\":\(value)")
                case 1: members.append("\"\(name)\":null")
                default: break
                }
            }
            for extra in 0..<Int.random(in: 0...4, using: &random) { members.append("\"extra\(index)_\(extra)\":" + unknown(0)) }
            members.shuffle(using: &random)
            return "{" + members.map { space() + $0 + space() }.joined(separator: ",") + "}"
        }
        return space() + "[" + users.joined(separator: "," + space()) + "]" + space()
    }
}
