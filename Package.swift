// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gh-users",
    products: [
        .executable(name: "gh-users", targets: ["gh-users"])
    ],
    targets: [
        // GitHub's ideas: users, profiles, pages, errors. Foundation only, no HTTP.
        .target(name: "GHDomain"),
        // HTTP, JSON and the disk: the URLSession-backed repository.
        .target(name: "GHData", dependencies: ["GHDomain"]),
        // Argument parsing, command routing and printing.
        .target(name: "GHUsersCLI", dependencies: ["GHDomain", "GHData"]),
        // The thin executable: hands the process's arguments and streams to GHUsersCLI.
        .executableTarget(
            name: "gh-users",
            dependencies: ["GHUsersCLI"],
            exclude: ["StaticLink"]
        ),
        // The terminal beneath the interactive browser: raw mode and its restoration on every way
        // out, input decoding, frames and the renderer that writes only what changed. Knows nothing
        // about GitHub.
        .target(name: "GHTerminal"),
        // A dependency-free HTTP/1.1 server on 127.0.0.1 for end-to-end tests and benchmarks.
        .target(name: "LoopbackHTTPServer"),
        // Stub transport, recorded GitHub fixtures, a runner for the built binary, and a pseudo-terminal
        // with a small terminal emulator for full-screen programs.
        .target(
            name: "GHTestSupport",
            dependencies: ["GHDomain", "GHData", "GHUsersCLI", "LoopbackHTTPServer", "GHTerminal"],
            resources: [.copy("Fixtures")]
        ),
        // `swift run -c release gh-users-bench`: times the release-built gh-users against the loopback
        // server. It depends on the gh-users, bench-hello and bench-spawn executables only so they are built
        // with it; it runs them as child processes and links neither.
        .executableTarget(
            name: "gh-users-bench",
            dependencies: ["LoopbackHTTPServer", "GHTestSupport", "gh-users", "bench-hello", "bench-spawn"]
        ),
        // A Foundation "hello world": the start-up time every Foundation program pays, for reference.
        .executableTarget(name: "bench-hello"),
        // The launcher the benchmark runs each child through, so that the child's peak RSS is its own.
        .executableTarget(name: "bench-spawn"),
        // A tiny full-screen program on GHTerminal that the terminal tests drive in a pseudo-terminal:
        // it shows the last event and suspends, crashes or exits on request.
        .executableTarget(name: "gh-terminal-probe", dependencies: ["GHTerminal"]),
        .testTarget(name: "GHDomainTests", dependencies: ["GHDomain"]),
        .testTarget(name: "GHDataTests", dependencies: ["GHDomain", "GHData", "GHTestSupport", "LoopbackHTTPServer"]),
        .testTarget(
            name: "GHUsersTests",
            dependencies: ["GHUsersCLI", "GHTestSupport", "LoopbackHTTPServer", "gh-users"]
        ),
        .testTarget(name: "GHTerminalTests", dependencies: ["GHTerminal", "GHTestSupport", "gh-terminal-probe"]),
    ]
)

// A Linux release build links the Swift runtime and Foundation into each executable, as
// `swift build --static-swift-stdlib` does. The dynamic loader then no longer resolves the
// thousands of symbols between Swift's own shared libraries, which takes about 6 ms off every
// start (`gh-users --help`: 17.6 ms to 11.7 ms here), and the binary runs where no Swift
// toolchain is installed. libcurl stays the system's shared library:
// `Sources/gh-users/StaticLink/libcurl.so` lets the linker find it where only the runtime package
// is installed. Debug builds (`swift run`, `swift test`) and macOS are left as they are, and so
// is bench-hello, the benchmark's reference for what any dynamically linked Foundation program
// pays to start.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
for target in package.targets where target.type != .test && target.name != "bench-hello" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], linuxRelease)]
    if target.type == .executable {
        let curl = "\(Context.packageDirectory)/Sources/gh-users/StaticLink"
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-L\(curl)"], linuxRelease)]
    }
}
