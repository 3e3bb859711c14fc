import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `swift run gh-users-docs [<folder>]`: writes gh-users's manual pages, made from the command
/// specs (see ``ManPages``), into `<folder>` (`docs/man` when none is given), and removes a page
/// there that no command has any more. A test compares the committed pages with what this writes.
@main
enum GHUsersDocs {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
            FileHandle.standardError.write(Data("Usage: gh-users-docs [<folder>]\n".utf8))
            exit(64)
        }
        let folder = URL(fileURLWithPath: arguments.first ?? "docs/man")
        do {
            try write(ManPages(router: .standard).pages, to: folder)
        } catch {
            FileHandle.standardError.write(
                Data("Error: cannot write the manual pages to \(folder.path): \(error.localizedDescription)\n".utf8))
            exit(1)
        }
    }

    /// Writes `pages` into `folder`, creating it, and removes the `.1` files no page has.
    static func write(_ pages: [ManPages.Page], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for page in pages {
            try Data(page.text.utf8).write(to: folder.appendingPathComponent(page.fileName))
        }
        let names = Set(pages.map(\.fileName))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".1") && !names.contains(name) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
