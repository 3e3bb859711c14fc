import Foundation
import GHDomain
import Testing

/// A value this version does not know is written back as it was read.
struct AnyJSONTests {
    @Test(arguments: [
        #"9007199254740993"#, #"-9223372036854775808"#, #"1.5"#, #"true"#, #"null"#, #""x\ty""#,
        #"[1,2.25,{"a":[false,null]}]"#,
    ])
    func aValue_isWrittenBackAsItWasRead(_ text: String) throws {
        let value = try JSONDecoder().decode(AnyJSON.self, from: Data(text.utf8))
        #expect(value.compactText == text)
    }
}
