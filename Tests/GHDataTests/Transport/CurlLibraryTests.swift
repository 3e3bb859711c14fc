#if canImport(CCurl)
    import Testing

    @testable import GHData

    /// How each libcurl version is used: not below 7.68, the `CURLOPT_PROTOCOLS` bitmask below
    /// 7.85 or where `CURLOPT_PROTOCOLS_STR` is refused, the names otherwise; each fallback with
    /// its `-v` note.
    struct CurlLibraryTests {
        @Test func belowTheFloor_isNotUsed_andTheProbeIsNotAsked() {
            let result = CurlLibrary.assess(version: CurlVersion(7, 67, 0), text: "7.67.0") {
                Issue.record("asked about CURLOPT_PROTOCOLS_STR")
                return true
            }
            #expect(
                result
                    == .failure(CurlUnavailable(reason: "libcurl 7.67.0 is older than 7.68.0, the oldest gh-users uses", version: "7.67.0"))
            )
        }

        @Test func beforeProtocolNames_usesTheBitmask_withoutAsking() {
            let cases: [(CurlVersion, String)] = [
                (CurlVersion(7, 68, 0), "7.68.0"), (CurlVersion(7, 74, 0), "7.74.0"), (CurlVersion(7, 84, 99), "7.84.99-DEV"),
            ]
            for (version, text) in cases {
                let result = CurlLibrary.assess(version: version, text: text) {
                    Issue.record("case \(String(reflecting: (version, text))): asked about CURLOPT_PROTOCOLS_STR")
                    return true
                }
                let note = "libcurl \(text) predates CURLOPT_PROTOCOLS_STR (7.85.0): using CURLOPT_PROTOCOLS to allow only http and https"
                #expect(
                    result == .success(CurlLibrary(version: text, protocols: .bitmask, notes: [note])),
                    "case \(String(reflecting: (version, text)))")
            }
        }

        @Test func newLibcurlRefusingProtocolNames_usesTheBitmask() {
            let result = CurlLibrary.assess(version: CurlVersion(8, 5, 0), text: "8.5.0") { false }
            let note = "libcurl 8.5.0 does not accept CURLOPT_PROTOCOLS_STR: using CURLOPT_PROTOCOLS to allow only http and https"
            #expect(result == .success(CurlLibrary(version: "8.5.0", protocols: .bitmask, notes: [note])))
        }

        @Test func aLibcurlWithProtocolNames_usesThem_withNoNote() {
            for version: CurlVersion in [CurlVersion(7, 85, 0), CurlVersion(8, 11, 1)] {
                let result = CurlLibrary.assess(version: version, text: version.description) { true }
                #expect(result == .success(CurlLibrary(version: version.description, protocols: .names, notes: [])))
            }
        }

        @Test func versions_compareAsNumbers_andSpellAsCurlDoes() {
            #expect(CurlVersion(number: 0x07_44_00) == CurlVersion(7, 68, 0))
            #expect(CurlVersion(7, 9, 8) < CurlVersion(7, 10, 0))
            #expect(CurlVersion(number: 0x08_0B_01).description == "8.11.1")
        }

        #if os(Linux)
            @Test func thisMachinesLibcurl_isLoaded_andNamesItsVersion() throws {
                let library = try CurlLibrary.current.get()
                #expect(library.version.first?.isNumber == true)
            }
        #endif
    }
#endif
