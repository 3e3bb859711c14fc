import Foundation
import Testing

@testable import GHData

/// The scanner reads a GraphQL answer as `JSONDecoder` does, and leaves to it what it does not read.
struct GraphQLAnswerScanTests {
    private static let answer = """
        {"data":{"rateLimit":{"cost":1,"remaining":4999,"resetAt":"2026-11-21T13:00:00Z"},\
        "u0":{"__typename":"User","login":"a\\u00e9\\n","databaseId":7,"email":"","isHireable":false,"websiteUrl":null,\
        "followers":{"totalCount":12},"gists":{"totalCount":null}},"u1":null},\
        "errors":[{"type":"NOT_FOUND","path":["u1",0],"message":"Could not resolve to a User with the login of 'x'."}]}
        """

    @Test func anAnswer_isReadAsJSONDecoderReadsIt() throws {
        let data = Data(Self.answer.utf8)
        let scanned = try GraphQLAnswerDTO.scanned(from: data)
        let decoded = try JSONDecoder().decode(GraphQLAnswerDTO.self, from: data)
        #expect(scanned.data?.mapValues { $0 } == decoded.data?.mapValues { $0 })
        #expect(scanned.data?["u0"]??["login"] == .string("aé\n"))
        #expect(scanned.data?["u0"]??["followers"] == .count(12))
        #expect(scanned.data?["u0"]??["gists"] == .count(nil))
        #expect(scanned.errors?.map(\.type) == ["NOT_FOUND"])
        #expect(scanned.errors?.first?.alias == "u1")
        #expect(scanned.errors?.first?.path == decoded.errors?.first?.path)
    }

    @Test func whatItDoesNotRead_isLeftToJSONDecoder() {
        let cases: [String] = ["{\"data\":{\"u0\":{\"n\":1.5}}}", "{\"data\":[1]}", "{\"errors\":{}}"]
        for text in cases {
            #expect(throws: JSONScanner.Failure.self, "case \(String(reflecting: text))") {
                try GraphQLAnswerDTO.scanned(from: Data(text.utf8))
            }
        }
    }
}
