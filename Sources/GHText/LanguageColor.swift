/// The colour GitHub shows beside a repository's language: a fact taken from github-linguist's
/// `lib/linguist/languages.yml` (MIT licence; commit b45dbe9b2825a43285bcd035861be91cc0a7299e of
/// 2026-08-20), for the 197 languages most often met; GitHub's GraphQL API sends the same
/// value as a language's `color`. A language not here has no dot, never a made-up colour.
public enum LanguageColor {
    /// The colour of `language` (its linguist name, matched exactly, as GitHub sends it) as
    /// `0xRRGGBB`, if the table has one.
    public static func rgb(_ language: String) -> UInt32? {
        table[language]
    }

    /// `#RRGGBB`, as GitHub writes a colour, for `language`, if the table has one.
    public static func hex(_ language: String) -> String? {
        guard let value = table[language] else { return nil }
        let digits = String(value, radix: 16, uppercase: false)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// A colour `#RRGGBB` (or `RRGGBB`) as `0xRRGGBB`; `nil` when it is not one.
    public static func parse(_ text: String) -> UInt32? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(digits, radix: 16)
    }

    private static let table: [String: UInt32] = [
        "ActionScript": 0x882B0F, "Ada": 0x02F88C, "Agda": 0x315665, "Antlers": 0xFF269E, "Apex": 0x1797C0, "AppleScript": 0x101F1F,
        "Arc": 0xAA2AFE, "Assembly": 0x6E4C13, "Astro": 0xFF5A03, "AutoHotkey": 0x6594B9, "Awk": 0xC30E9B, "Ballerina": 0xFF5000,
        "Batchfile": 0xC1F12E, "Bicep": 0x519ABA, "Blade": 0xF7523F, "Boo": 0xD4BEC1, "C": 0x555555, "C#": 0x7355DD, "C++": 0xF34B7D,
        "Cairo": 0xFF4A48, "Ceylon": 0xDFA535, "Chapel": 0x8DC63F, "Clarion": 0xDB901E, "Clojure": 0xDB5855, "CMake": 0xDA3434,
        "CoffeeScript": 0x244776, "Common Lisp": 0x3FB68B, "Crystal": 0x000100, "CSS": 0x663399, "Cuda": 0x3A4E3A, "CUE": 0x5886E1,
        "Cython": 0xFEDF5B, "D": 0xBA595E, "Dart": 0x00B4AB, "Dhall": 0xDFAFFF, "Dockerfile": 0x384D54, "Elixir": 0x6E4A7E,
        "Elm": 0x60B5CC, "Emacs Lisp": 0xC065DB, "Erlang": 0xB83998, "F#": 0xB845FC, "Fennel": 0xFFF3D7, "Forth": 0x341708,
        "Fortran": 0x4D41B1, "Frege": 0x00CAFE, "GAP": 0x0000CC, "GDScript": 0x355570, "Genie": 0xFB855D, "Gherkin": 0x5B2063,
        "Gleam": 0xFFAFF3, "GLSL": 0x5686A5, "Go": 0x00ADD8, "Groovy": 0x4298B8, "Hack": 0x878787, "Haml": 0xECE2A9,
        "Handlebars": 0xF7931E, "Harbour": 0x0E60E3, "Haskell": 0x5E5086, "Haxe": 0xDF7900, "HCL": 0x844FBA, "HLSL": 0xAACE60,
        "HTML": 0xE34C26, "Hy": 0x7790B2, "Idris": 0xB30000, "Imba": 0x16CEC6, "Inno Setup": 0x264B99, "Isabelle": 0xFEFE00,
        "J": 0x9EEDFF, "Janet": 0x0886A5, "Java": 0xB07219, "JavaScript": 0xF1E05A, "Jinja": 0xA52A22, "Jsonnet": 0x0064BD,
        "Julia": 0xA270BA, "Jupyter Notebook": 0xDA5B0B, "Just": 0x384D54, "Kaitai Struct": 0x773B37, "Kotlin": 0xA97BFF,
        "Lasso": 0x999999, "Latte": 0xF2A542, "Less": 0x1D365D, "Lex": 0xDBCA00, "LFE": 0x4C3023, "Liquid": 0x67B8DE,
        "LiveScript": 0x499886, "LOLCODE": 0xCC9900, "Lua": 0x000080, "Makefile": 0x427819, "Mako": 0x7E858D, "Markdown": 0x083FA1,
        "MATLAB": 0xE16737, "MDX": 0xFCB32C, "Mercury": 0xFF2B2B, "Meson": 0x007800, "Metal": 0x8F14E9, "Mirah": 0xC7A938,
        "Modelica": 0xDE1D31, "Mojo": 0xFF4C1F, "Move": 0x4A137A, "Mustache": 0x724B3B, "Nemerle": 0x3D3C6E, "NetLogo": 0xFF6375,
        "Nextflow": 0x3AC486, "Nim": 0xFFC200, "Nix": 0x7E7EFF, "Nunjucks": 0x3D8137, "Nushell": 0x4E9906, "Objective-C": 0x438EFF,
        "Objective-C++": 0x6866FB, "Objective-J": 0xFF0C5A, "OCaml": 0xEF7A08, "Odin": 0x60AFFE, "Oz": 0xFAB738, "Pascal": 0xE3F171,
        "Pawn": 0xDBB284, "Perl": 0x0298C3, "PHP": 0x4F5D95, "Pike": 0x005390, "PLpgSQL": 0x336790, "PLSQL": 0xDAD8D8,
        "PowerShell": 0x012456, "Processing": 0x0096D8, "Procfile": 0x3B2F63, "Prolog": 0x74283C, "Pug": 0xA86454, "Puppet": 0x302B6D,
        "PureScript": 0x1D222D, "Python": 0x3572A5, "QML": 0x44A51C, "R": 0x198CE7, "Racket": 0x3C5CAA, "Raku": 0x0000FB,
        "Rascal": 0xFFFAA0, "Reason": 0xFF5847, "Red": 0xF50000, "ReScript": 0xED5051, "Ring": 0x2D54CB, "Roc": 0x7C38F5,
        "Rocq Prover": 0xD0B68C, "Roff": 0xECDEBE, "Ruby": 0x701516, "Rust": 0xDEA584, "SAS": 0xB34936, "Sass": 0xA53B70,
        "Scala": 0xC22D40, "Scheme": 0x1E4AEC, "SCSS": 0xC6538C, "sed": 0x64B970, "Self": 0x0579AA, "ShaderLab": 0x222C37,
        "Shell": 0x89E051, "Shen": 0x120F14, "Slim": 0x2B2B2B, "Smalltalk": 0x596706, "Smarty": 0xF0C040, "Snakemake": 0x419179,
        "Solidity": 0xAA6746, "SQF": 0x3F3F3F, "Standard ML": 0xDC566D, "Starlark": 0x76D275, "Stata": 0x1A5F91, "Stylus": 0xFF6347,
        "Svelte": 0xFF3E00, "Sway": 0x00F58C, "Swift": 0xF05138, "SystemVerilog": 0xDAE1C2, "Tact": 0x48B5FF, "Tcl": 0xE4CC98,
        "TeX": 0x3D6117, "TSQL": 0xE38C00, "Turing": 0xCF142B, "Twig": 0xC1D026, "TypeScript": 0x3178C6, "Typst": 0x239DAD,
        "Uno": 0x9933CC, "UnrealScript": 0xA54C4D, "V": 0x4F87C4, "Vala": 0xA56DE2, "VBA": 0x867DB1, "VBScript": 0x15DCDC,
        "Verilog": 0xB2B7F8, "VHDL": 0xADB2CB, "Visual Basic .NET": 0x945DB7, "Visual Basic 6.0": 0x2C6353, "Volt": 0x1F1F1F,
        "Vue": 0x41B883, "Vyper": 0x9F4CF2, "WebAssembly": 0x04133B, "WGSL": 0x1A5E9A, "Wolfram Language": 0xDD1100, "Wren": 0x383838,
        "xBase": 0x403A40, "Xtend": 0x24255D, "YARA": 0x220000, "Zephir": 0x118F9E, "Zig": 0xEC915C, "Zimpl": 0xD67711,
    ]
}
