import GHDomain
import GHText
import GHWire

extension ListFormat where Item == ResolvedSetting {
    /// Settings as `config list` shows them: the name, the value in effect and where it came
    /// from (`flag`, `environment` with the variable that decided, `config`, `default`, or
    /// `unknown` for a name in the file that this version does not know). In JSON the value is as
    /// `config.json` keeps it: text, a number for `per-page`, any JSON for an unknown setting;
    /// `"variable"` names the variable when the environment decided.
    static let settings = ListFormat(
        columns: [.init(header: "KEY", maximumWidth: 40, isKey: true), .init(header: "VALUE", maximumWidth: 60), .init(header: "SOURCE")],
        cells: { setting, _, style in
            let name = TextSanitizer.line(setting.name)
            let source = setting.sourceDescription
            return [
                .init(name, styled: style.bold(name)),
                .init(TextSanitizer.line(setting.value.text)),
                .init(source, styled: setting.source == .default || setting.source == .unknown ? style.dim(source) : source),
            ]
        },
        fields: { setting, _ in [setting.name, setting.value.text, setting.sourceDescription] },
        json: JSONShape(
            source: { _ in SourceFields() },
            members: [
                .init("key") { .string($0.name) },
                .init("value") { setting in
                    switch setting.value {
                    case .text(let text): return .string(text)
                    case .number(let number): return .int(number)
                    case .other(let json): return .sent(ArraySlice(Array(json.compactText.utf8)))
                    }
                },
                .init("source") { .string($0.source.rawValue) },
                .init("variable") { $0.variable.map(JSONValue.string) ?? .absent },
            ])
    )
}
