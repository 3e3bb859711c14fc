/// A badge: a short word or mark beside a name that says what the account is (STAFF) or what
/// it is to the user (★, a favorite). One drawing for the browser's rows and card and the
/// command line's tables and profiles, so a person learns it once. The word is always spelled
/// out: without colour it stays, in bold.
public enum Badge: Hashable, Sendable, CaseIterable {
    /// GitHub staff (`site_admin`).
    case staff
    /// A favorite.
    case favorite

    /// What the badge says.
    public var text: String {
        switch self {
        case .staff: return "STAFF"
        case .favorite: return "★"
        }
    }

    /// How it looks on a `background` (`nil` when it is not known, as on the command line's
    /// output: a colour that reads on both); without `color`, STAFF is bold and ★ plain.
    public func style(on background: TerminalBackground?, color: Bool) -> Style {
        switch self {
        case .staff:
            // White on purple, a pill, on any background.
            return color ? Style(foreground: .indexed(231), background: .indexed(97), attributes: .bold) : Style(attributes: .bold)
        case .favorite:
            guard color else { return .plain }
            switch background {
            case .dark?: return Style(foreground: .indexed(220))
            case .light?: return Style(foreground: .indexed(136))
            case nil: return Style(foreground: .indexed(178))
            }
        }
    }
}
