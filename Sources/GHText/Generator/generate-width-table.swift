// Writes Sources/GHText/UnicodeTables.swift from a directory of Unicode Character Database files.
//
//     swift Sources/GHText/Generator/generate-width-table.swift /usr/share/unicode > Sources/GHText/UnicodeTables.swift
//
// The directory is laid out as Debian's `unicode-data` package installs it, like unicode.org's
// Public/<version>/ucd folder: the UCD files at the top, `emoji/emoji-data.txt` and
// `auxiliary/GraphemeBreakProperty.txt` in subfolders. What each table holds, and why, is written into the generated
// file's comments. This script is not part of the GHText target (Package.swift excludes the folder).

import Foundation

/// Code points as sorted, disjoint, non-adjacent closed ranges.
struct RangeSet {
    private(set) var ranges: [ClosedRange<UInt32>] = []

    init(_ ranges: [ClosedRange<UInt32>] = []) {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = self.ranges.last, range.lowerBound <= last.upperBound + 1 {
                self.ranges[self.ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                self.ranges.append(range)
            }
        }
    }

    func union(_ other: RangeSet) -> RangeSet {
        RangeSet(ranges + other.ranges)
    }

    func subtracting(_ other: RangeSet) -> RangeSet {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges {
            var pieces = [range]
            for cut in other.ranges where cut.overlaps(range) {
                pieces = pieces.flatMap { piece -> [ClosedRange<UInt32>] in
                    guard cut.overlaps(piece) else { return [piece] }
                    var left: [ClosedRange<UInt32>] = []
                    if piece.lowerBound < cut.lowerBound { left.append(piece.lowerBound...(cut.lowerBound - 1)) }
                    if piece.upperBound > cut.upperBound { left.append((cut.upperBound + 1)...piece.upperBound) }
                    return left
                }
            }
            result += pieces
        }
        return RangeSet(result)
    }

    func contains(_ value: UInt32) -> Bool {
        ranges.contains { $0.contains(value) }
    }

    var count: Int { ranges.reduce(0) { $0 + $1.count } }
}

/// One UCD file: its lines without comments, split into trimmed fields.
struct DataFile {
    let name: String
    /// The first header comment naming a version, such as `EastAsianWidth-15.0.0.txt`.
    let versionLine: String?
    let rows: [[String]]

    init(directory: String, name: String) {
        self.name = name
        let path = directory + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            FileHandle.standardError.write(Data("Cannot read \(path)\n".utf8))
            exit(1)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        versionLine = lines.prefix { $0.hasPrefix("#") }
            .first { $0.range(of: #"[0-9]+\.[0-9]+"#, options: .regularExpression) != nil && !$0.contains("Date:") }
            .map { String($0.drop { $0 == "#" || $0 == " " }) }
        rows = lines.compactMap { line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !data.allSatisfy(\.isWhitespace) else { return nil }
            return data.split(separator: ";", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// The code points whose second field is one of `values`, for files in the `XXXX..YYYY ; Value` format.
    func codePoints(where values: Set<String>) -> RangeSet {
        RangeSet(rows.filter { values.contains($0[1]) }.map { parseRange($0[0]) })
    }
}

func parseRange(_ text: String) -> ClosedRange<UInt32> {
    let bounds = text.components(separatedBy: "..").map { UInt32($0, radix: 16)! }
    return bounds[0]...bounds[bounds.count - 1]
}

/// The code points of UnicodeData.txt whose General_Category is one of `categories`; a
/// `<..., First>` / `<..., Last>` pair of lines stands for the whole range between them.
func generalCategory(_ file: DataFile, _ categories: Set<String>) -> RangeSet {
    var ranges: [ClosedRange<UInt32>] = []
    var rangeStart: UInt32?
    for row in file.rows {
        let value = UInt32(row[0], radix: 16)!
        if row[1].hasSuffix(", First>") {
            rangeStart = value
            continue
        }
        let start = row[1].hasSuffix(", Last>") ? rangeStart ?? value : value
        rangeStart = nil
        if categories.contains(row[2]) { ranges.append(start...value) }
    }
    return RangeSet(ranges)
}

/// The first UTF-8 byte of every code point in `set`, ASCII included.
func utf8LeadBytes(_ set: RangeSet) -> [UInt8] {
    var bytes = Set<UInt8>()
    for range in set.ranges {
        for value in range {
            guard let scalar = Unicode.Scalar(value) else { continue }
            bytes.insert(UTF8.encode(scalar)!.first!)
        }
    }
    return bytes.sorted()
}

func hex(_ value: UInt32) -> String {
    "0x" + String(value, radix: 16, uppercase: true)
}

/// A `static let` holding `set` as a `ScalarSet`, four ranges a line.
func declaration(_ name: String, _ comment: [String], _ set: RangeSet) -> String {
    var text = comment.map { "    /// \($0)\n" }.joined()
    text += "    static let \(name) = ScalarSet(bounds: [\n"
    var index = 0
    while index < set.ranges.count {
        let line = set.ranges[index..<min(index + 4, set.ranges.count)]
        text += "        " + line.map { "\(hex($0.lowerBound)), \(hex($0.upperBound))," }.joined(separator: " ") + "\n"
        index += 4
    }
    return text + "    ])\n"
}

func packageVersion() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-query")
    process.arguments = ["-W", "-f", "${Version}", "unicode-data"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "unknown" }
    process.waitUntilExit()
    let version = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return process.terminationStatus == 0 && !version.isEmpty ? version : "unknown"
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: generate-width-table.swift <directory of Unicode data files>\n".utf8))
    exit(64)
}
let directory = CommandLine.arguments[1]

let unicodeData = DataFile(directory: directory, name: "UnicodeData.txt")
let eastAsianWidth = DataFile(directory: directory, name: "EastAsianWidth.txt")
let emojiData = DataFile(directory: directory, name: "emoji/emoji-data.txt")
let propList = DataFile(directory: directory, name: "PropList.txt")
let derivedCore = DataFile(directory: directory, name: "DerivedCoreProperties.txt")
let hangulSyllableType = DataFile(directory: directory, name: "HangulSyllableType.txt")
let graphemeBreak = DataFile(directory: directory, name: "auxiliary/GraphemeBreakProperty.txt")
let files = [unicodeData, eastAsianWidth, emojiData, propList, derivedCore, hangulSyllableType, graphemeBreak]

let softHyphen = RangeSet([0xAD...0xAD])
let prependedConcatenationMarks = propList.codePoints(where: ["Prepended_Concatenation_Mark"])
let zeroWidth = generalCategory(unicodeData, ["Mn", "Me", "Cf"])
    .union(hangulSyllableType.codePoints(where: ["V", "T"]))
    .union(propList.codePoints(where: ["Variation_Selector"]))
    .subtracting(softHyphen)
    .subtracting(prependedConcatenationMarks)
let wide = eastAsianWidth.codePoints(where: ["W", "F"])
    .union(emojiData.codePoints(where: ["Emoji_Presentation"]))
    .subtracting(zeroWidth)
let emoji = emojiData.codePoints(where: ["Emoji"])
let extendedPictographic = emojiData.codePoints(where: ["Extended_Pictographic"])
let emojiModifier = emojiData.codePoints(where: ["Emoji_Modifier"])
let joinsNeighbours = graphemeBreak.codePoints(where: ["Extend", "ZWJ", "SpacingMark", "Prepend", "Regional_Indicator", "L", "V", "T"])
let escaped = generalCategory(unicodeData, ["Cc", "Cf", "Zl", "Zp"])
    .union(derivedCore.codePoints(where: ["Default_Ignorable_Code_Point"]))

// The shortcuts in CellWidth and TextSanitizer rely on these; stop rather than write tables that break them.
precondition(zeroWidth.ranges[0].lowerBound >= 0x300 && wide.ranges[0].lowerBound >= 0x300)
precondition(!wide.contains(0x2026), "the ellipsis that truncation appends must be one cell")

for (name, set) in [("wide", wide), ("zeroWidth", zeroWidth), ("joinsNeighbours", joinsNeighbours), ("escaped", escaped)] {
    FileHandle.standardError.write(Data("\(name): \(set.ranges.count) ranges, \(set.count) code points\n".utf8))
}

let sources = files.map { "//   \($0.name)" + ($0.versionLine.map { " (\($0))" } ?? " (no version in the file)") }
let readMe = try String(contentsOfFile: directory + "/ReadMe.txt", encoding: .utf8)
let version = readMe.range(of: #"Version [0-9]+\.[0-9]+\.[0-9]+"#, options: .regularExpression).map { String(readMe[$0]) } ?? "unknown"
let leadBytes = utf8LeadBytes(escaped).map { "0x" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }
let leadByteLines = stride(from: 0, to: leadBytes.count, by: 16).map {
    "        " + leadBytes[$0..<min($0 + 16, leadBytes.count)].joined(separator: ", ") + ","
}

let declarations = [
    declaration(
        "wide",
        [
            "Two cells: East_Asian_Width W or F (EastAsianWidth.txt, which lists the unassigned code points that default to W),",
            "and Emoji_Presentation=Yes (emoji-data.txt); minus `zeroWidth`.",
        ], wide),
    declaration(
        "zeroWidth",
        [
            "No cells: General_Category Mn, Me or Cf (UnicodeData.txt); Hangul_Syllable_Type V or T, the medial vowels",
            "and final consonants that join a leading consonant (HangulSyllableType.txt); Variation_Selector (PropList.txt).",
            "Not the soft hyphen U+00AD nor the Prepended_Concatenation_Mark characters (PropList.txt), which are",
            "visible: glibc 2.36's wcwidth() gives each of them one cell too.",
        ], zeroWidth),
    declaration(
        "joinsNeighbours",
        [
            "Grapheme_Cluster_Break Extend, ZWJ, SpacingMark, Prepend, Regional_Indicator, L, V or T",
            "(GraphemeBreakProperty.txt): the scalars that can share a grapheme cluster with the one before or after.",
            "Text without them is one cluster per scalar (but for \\r\\n, both of no width).",
        ], joinsNeighbours),
    declaration("emoji", ["Emoji=Yes (emoji-data.txt): what VS16 (U+FE0F) or VS15 (U+FE0E) may follow."], emoji),
    declaration(
        "extendedPictographic", ["Extended_Pictographic=Yes (emoji-data.txt): what an emoji ZWJ sequence joins."], extendedPictographic),
    declaration("emojiModifier", ["Emoji_Modifier=Yes (emoji-data.txt): the skin tones."], emojiModifier),
    declaration(
        "escaped",
        [
            "Never printed raw by TextSanitizer: General_Category Cc, Cf, Zl or Zp (UnicodeData.txt), and",
            "Default_Ignorable_Code_Point (DerivedCoreProperties.txt): the invisible characters text can hide behind.",
            "TextSanitizer lets ZWJ, VS15, VS16 and tag characters through inside an emoji sequence only.",
        ], escaped),
]

print(
    """
    // Generated by Sources/GHText/Generator/generate-width-table.swift. Do not edit by hand; re-run:
    //   swift Sources/GHText/Generator/generate-width-table.swift /usr/share/unicode > Sources/GHText/UnicodeTables.swift
    //
    // Unicode Character Database \(version) (ReadMe.txt), as installed by Debian's unicode-data package,
    // version \(packageVersion()). The unicode.org files read, with the version line of each:
    \(sources.joined(separator: "\n"))
    // Data © Unicode, Inc., used under the Unicode licence: see UNICODE-DATA.md in this folder.

    /// Sets of code points the width and sanitizing rules need, derived from the Unicode data.
    enum UnicodeTables {
    \(declarations.joined(separator: "\n"))
        /// Every byte that can start the UTF-8 encoding of a code point in `escaped`.
        static let escapedLeadBytes: [UInt8] = [
    \(leadByteLines.joined(separator: "\n"))
        ]
    }
    """
)
