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
        // HTTP, JSON and the disk: the URLSession-backed repository.
        // The few POSIX file operations, done one way: no symlinks followed, bounded reads, whole writes.
        .target(name: "GHSystem"),
        .target(name: "GHData", dependencies: ["GHDomain", "GHSystem"]),
        // Argument parsing, command routing and printing.
        .target(name: "GHUsersCLI", dependencies: ["GHDomain", "GHData", "GHSystem", "GHText"]),
        // The thin executable: hands the process's arguments and streams to GHUsersCLI.
        .executableTarget(
            name: "gh-users",
            dependencies: ["GHUsersCLI"],
            exclude: ["StaticLink"]
        ),
        // Terminal cell widths from the Unicode data, and the sanitizer for untrusted text. Standard library
        // only, so using it costs nothing at start-up. The generator is a script that writes UnicodeTables.swift.
        .target(name: "GHText", exclude: ["Generator", "UNICODE-DATA.md"]),
        // A dependency-free HTTP/1.1 server on 127.0.0.1 for end-to-end tests and benchmarks.
        .target(name: "LoopbackHTTPServer", dependencies: ["GHSystem"]),
        // Stub transport, recorded GitHub fixtures and a runner for the built binary.
        .target(
            name: "GHTestSupport",
            dependencies: ["GHDomain", "GHData", "GHUsersCLI", "LoopbackHTTPServer"],
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
        .testTarget(name: "GHDomainTests", dependencies: ["GHDomain", "GHTestSupport"]),
        .testTarget(name: "GHTextTests", dependencies: ["GHText", "GHTestSupport"]),
        .testTarget(name: "GHDataTests", dependencies: ["GHDomain", "GHData", "GHTestSupport", "LoopbackHTTPServer"]),
        .testTarget(name: "LoopbackHTTPServerTests", dependencies: ["LoopbackHTTPServer"]),
        .testTarget(
            name: "GHUsersTests",
            dependencies: ["GHUsersCLI", "GHText", "GHTestSupport", "LoopbackHTTPServer", "gh-users"]
        ),
    ]
)

// Linux release builds link the Swift runtime and Foundation statically, as
// `swift build --static-swift-stdlib` does; README.md ("Building a release") says why and how,
// including the linker script in Sources/gh-users/StaticLink.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
for target in package.targets where target.type != .test && target.name != "bench-hello" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], linuxRelease)]
    if target.type == .executable {
        let curl = "\(Context.packageDirectory)/Sources/gh-users/StaticLink"
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-L\(curl)"], linuxRelease)]
    }
}
