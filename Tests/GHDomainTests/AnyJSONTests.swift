import Foundation
import GHDomain
import Testing

/// A value this version does not know is written back as it was read.
struct AnyJSONTests {
    @Test func aValue_isWrittenBackAsItWasRead() {
        let cases: [String] = [
            #"9007199254740993"#, #"-9223372036854775808"#, #"1.5"#, #"true"#, #"null"#, #""x\ty""#,
            #"[1,2.25,{"a":[false,null]}]"#,
        ]
        for text in cases {
            do {
                let value = try JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))
                #expect(value.compactText == text, "case \(String(reflecting: text))")
            } catch {
                Issue.record(error, "case \(String(reflecting: text))")
            }
        }
    }
}
