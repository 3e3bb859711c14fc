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
        .executableTarget(name: "gh-users", dependencies: ["GHUsersCLI"]),
        // A dependency-free HTTP/1.1 server on 127.0.0.1 for end-to-end tests and benchmarks.
        .target(name: "LoopbackHTTPServer"),
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
        .testTarget(name: "GHDomainTests", dependencies: ["GHDomain"]),
        .testTarget(name: "GHDataTests", dependencies: ["GHDomain", "GHData", "GHTestSupport", "LoopbackHTTPServer"]),
        .testTarget(
            name: "GHUsersTests",
            dependencies: ["GHUsersCLI", "GHTestSupport", "LoopbackHTTPServer", "gh-users"]
        ),
    ]
)
