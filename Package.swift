// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gh-users",
    // Synchronization's Mutex and Atomic, which let the compiler check shared state, need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "gh-users", targets: ["gh-users"])
    ],
    targets: [
        // GitHub's ideas: users, profiles, pages, errors. Foundation only, no HTTP.
        .target(name: "GHDomain"),
        // The few POSIX file operations, done one way: no symlinks followed, bounded reads, whole writes.
        .target(name: "GHSystem", dependencies: ["CWriteNoWait"]),
        // A write that takes what a pipe has room for and never waits for its reader (Linux's RWF_NOWAIT).
        .target(name: "CWriteNoWait"),
        // libcurl's few calls, looked up at run time in the libcurl.so.4 FoundationNetworking loads.
        .target(name: "CCurl"),
        // The commit and date of a release build, which Scripts/release passes in; "unknown" otherwise.
        .target(name: "CBuildInfo"),
        // GitHub's bytes as sent, beside the domain's values (`Sent`): what GHData hands the command
        // line for --json. GHDomain and the browser never import it.
        .target(name: "GHWire", dependencies: ["GHDomain"]),
        // HTTP, JSON and the disk: the transports, the repositories, the cache and the stores.
        .target(name: "GHData", dependencies: ["GHDomain", "GHWire", "GHSystem", "CCurl"]),
        // Argument parsing, command routing and printing.
        .target(
            name: "GHUsersCLI",
            dependencies: ["GHDomain", "GHWire", "GHData", "GHSystem", "GHText", "GHUsersTUI", "GHTerminal", "CBuildInfo"]),
        // Opens /dev/null on a standard stream the process was started without, before anything runs.
        .target(name: "CStandardStreams"),
        // The libcurl functions FoundationNetworking calls, opening libcurl on the first call, so that the
        // statically linked gh-users does not load libcurl before main. For the gh-users executable alone.
        .target(name: "CCurlOnDemand"),
        // The thin executable: hands the process's arguments and streams to GHUsersCLI.
        .executableTarget(
            name: "gh-users",
            dependencies: ["GHUsersCLI", "CStandardStreams", "CCurlOnDemand"],
            exclude: ["StaticLink"]
        ),
        // Terminal cell widths from the Unicode data, and the sanitizer for untrusted text. Standard library
        // only, so using it costs nothing at start-up. The generator is a script that writes UnicodeTables.swift.
        .target(name: "GHText", exclude: ["Generator", "UNICODE-DATA.md"]),
        // The terminal beneath the interactive browser: raw mode and its restoration on every way
        // out, input decoding, frames and the renderer that writes only what changed. Knows nothing
        // about GitHub.
        .target(name: "GHTerminal", dependencies: ["GHText"]),
        // The interactive browser: screens as values, a pure update and render, and the runtime that
        // carries out their effects. It sees GitHub only through GHDomain's roles.
        .target(name: "GHUsersTUI", dependencies: ["GHDomain", "GHText", "GHTerminal"]),
        // A dependency-free HTTP/1.1 server on 127.0.0.1 for end-to-end tests and benchmarks.
        .target(name: "LoopbackHTTPServer", dependencies: ["GHSystem"]),
        // Stub transport, recorded GitHub fixtures, a runner for the built binary, and a pseudo-terminal
        // with a small terminal emulator for full-screen programs.
        .target(
            name: "GHTestSupport",
            dependencies: ["GHDomain", "GHWire", "GHData", "GHUsersCLI", "LoopbackHTTPServer", "GHTerminal", "GHText"],
            resources: [.copy("Fixtures")]
        ),
        // The in-memory stub transport of unit tests, apart from GHTestSupport because it records an
        // issue in the running test (swift-testing) for a stub no request used, and the benchmark,
        // which links GHTestSupport, must not link swift-testing.
        .target(name: "GHTestStubs", dependencies: ["GHData", "GHTestSupport"]),
        // `swift run -c release gh-users-bench`: times the release-built gh-users against the loopback
        // server. It depends on the gh-users, bench-hello and bench-spawn executables only so they are built
        // with it; it runs them as child processes and links neither.
        .executableTarget(
            name: "gh-users-bench",
            dependencies: ["LoopbackHTTPServer", "GHTestSupport", "GHUsersTUI", "GHTerminal", "gh-users", "bench-hello", "bench-spawn"]
        ),
        // A Foundation "hello world": the start-up time every Foundation program pays, for reference.
        .executableTarget(name: "bench-hello"),
        // The launcher the benchmark runs each child through, so that the child's peak RSS is its own.
        .executableTarget(name: "bench-spawn", dependencies: ["GHSystem"]),
        // `swift run gh-users-docs`: writes the manual pages in docs/man from the command specs. A tool
        // for the docs, so the generator is not shipped inside the gh-users executable.
        .executableTarget(name: "gh-users-docs", dependencies: ["GHUsersCLI"]),
        // A tiny full-screen program on GHTerminal that the terminal tests drive in a pseudo-terminal:
        // it shows the last event and suspends, crashes or exits on request.
        .executableTarget(name: "gh-terminal-probe", dependencies: ["GHTerminal"]),
        .testTarget(name: "GHDomainTests", dependencies: ["GHDomain", "GHTestSupport", "GHTestStubs"]),
        .testTarget(name: "GHWireTests", dependencies: ["GHWire", "GHDomain"]),
        .testTarget(name: "GHTextTests", dependencies: ["GHText", "GHTestSupport"]),
        .testTarget(
            name: "GHDataTests",
            dependencies: ["GHDomain", "GHWire", "GHData", "GHSystem", "GHTestSupport", "GHTestStubs", "LoopbackHTTPServer"]),
        .testTarget(name: "LoopbackHTTPServerTests", dependencies: ["LoopbackHTTPServer"]),
        // These tests run the gh-users and bench-spawn executables, which `swift test` builds with
        // everything else. They are not dependencies: a test target linking gh-users would take in
        // its static link (below), which a test bundle cannot have.
        .testTarget(
            name: "GHUsersTests",
            dependencies: ["GHUsersCLI", "GHWire", "GHText", "GHTestSupport", "GHTestStubs", "LoopbackHTTPServer"],
            exclude: ["Golden", "Shims"]
        ),
        .testTarget(
            name: "GHUsersTUITests", dependencies: ["GHUsersTUI", "GHTerminal", "GHDomain", "GHData", "GHTestSupport", "GHTestStubs"],
            exclude: ["Snapshots"]),
        .testTarget(name: "GHTerminalTests", dependencies: ["GHTerminal", "GHTestSupport", "gh-terminal-probe"]),
    ]
)

// Linux release builds link the Swift runtime and Foundation statically, as
// `swift build --static-swift-stdlib` does; docs/BUILDING.md ("How Package.swift links it
// statically") says why and how, including the linker script in Sources/gh-users/StaticLink.
// Debug builds link the gh-users executable so too: the tests start it some 450 times, and a
// static start-up is 3 ms (a fifth) shorter. Only the executable: the test bundle links the
// libraries' modules, and must keep the shared runtime that swift-testing uses.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let linuxDebug = BuildSettingCondition.when(platforms: [.linux], configuration: .debug)
let staticLinkFolder = "\(Context.packageDirectory)/Sources/gh-users/StaticLink"
for target in package.targets where target.type != .test && target.name != "bench-hello" {
    let conditions = target.name == "gh-users" ? [linuxRelease, linuxDebug] : [linuxRelease]
    for condition in conditions {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], condition)]
        if target.type == .executable {
            target.linkerSettings =
                (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-L\(staticLinkFolder)"], condition)]
        }
    }
}
