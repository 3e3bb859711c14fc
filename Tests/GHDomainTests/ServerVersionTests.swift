import GHDomain
import Testing

@Suite struct ServerVersionTests {
    @Test func readsAReleaseAsServersWriteIt() {
        for (text, version) in [
            ("3.14.2", ServerVersion(major: 3, minor: 14, patch: 2)),
            (" 3.9\t", ServerVersion(major: 3, minor: 9)),
            ("2.22.0", ServerVersion(major: 2, minor: 22)),
            ("999999.0.1", ServerVersion(major: 999_999, minor: 0, patch: 1)),
        ] as [(String, ServerVersion)] {
            #expect(ServerVersion(text) == version)
        }
    }

    @Test func anythingElse_isNoVersion() {
        for text: String in [
            "", "3", "3.14.2.1", "v3.14", "3.-1", "3..2", "3.14 2", "+3.14", "1234567.0", "3.1a", "３.14", String(repeating: "1", count: 40),
        ] {
            #expect(ServerVersion(text) == nil)
        }
    }

    @Test func isOrderedByItsNumbers_andNamedAsStatusShowsIt() {
        #expect(ServerVersion(major: 3, minor: 9) < ServerVersion(major: 3, minor: 10))
        #expect(ServerVersion(major: 3, minor: 14, patch: 2) > ServerVersion(major: 3, minor: 14, patch: 1))
        #expect(ServerVersion(major: 3, minor: 14, patch: 2).productName == "GitHub Enterprise Server 3.14.2")
        #expect(ServerVersion(major: 3, minor: 9).description == "3.9.0")
    }

    @Test func socialAccounts_cameIn3Point9() {
        #expect(ServerFeature.socialAccounts.introduced == ServerVersion(major: 3, minor: 9))
        #expect(!ServerVersion(major: 3, minor: 8, patch: 17).supports(.socialAccounts))
        #expect(ServerVersion(major: 3, minor: 9).supports(.socialAccounts))
        #expect(ServerVersion(major: 3, minor: 14, patch: 2).supports(.socialAccounts))
    }
}
