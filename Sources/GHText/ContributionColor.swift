/// GitHub's greens for a contribution calendar's five levels (0, none, to 4): its Primer design
/// tokens `--contribution-default-bgColor-0` to `-4` (primer/primitives), dark theme and light.
public enum ContributionColor {
    /// The light theme's greens, level 0 to 4.
    public static let light = ["#eff2f5", "#aceebb", "#4ac26b", "#2da44e", "#116329"]
    /// The dark theme's greens, level 0 to 4.
    public static let dark = ["#151b23", "#033a16", "#196c2e", "#2ea043", "#56d364"]
    /// The shapes that stand for the levels without colour.
    public static let shapes: [Character] = ["·", "░", "▒", "▓", "█"]
}
