import GHDomain

/// The pane beside the list that shows the selected row: a user's card, or a repository's
/// description and URL. A profile is asked for only once the selection has rested on its row for
/// ``restDelay`` (holding `j` asks for none), and kept, the last ``profilesKept`` of them.
struct Preview: Sendable {
    /// What is known of one login's profile.
    enum Entry: Sendable {
        case loading
        case loaded(UserProfile)
        case failed(String)
    }

    /// How long the selection must stay on a row before its profile is asked for.
    static let restDelay = Duration.milliseconds(150)
    /// The width from which `auto` shows the pane.
    static let automaticWidth = 120
    /// The narrowest terminal the pane is ever shown on.
    static let narrowestWidth = 60
    /// How many profiles are kept for the pane.
    static let profilesKept = 50

    /// The setting the session started with.
    let setting: PreviewSetting
    /// What `p` last made it, overriding the setting; `nil` until `p` is pressed.
    var toggled: Bool?
    /// The row the selection rests on, for which a wait was started.
    var restingOn: Row.Identity?
    /// Counts waits: a wait that ends after the selection moved on is stale.
    var restToken = 0
    /// Profiles asked for, by login in lower case.
    private(set) var profiles: [String: Entry] = [:]
    /// The logins of ``profiles``, oldest first, to forget the oldest.
    private var order: [String] = []

    /// A pane as `setting` says.
    init(setting: PreviewSetting) {
        self.setting = setting
    }

    /// Whether the pane shows on a terminal `columns` wide.
    func isShown(columns: Int) -> Bool {
        guard columns >= Self.narrowestWidth else { return false }
        if let toggled { return toggled }
        switch setting {
        case .on: return true
        case .off: return false
        case .auto: return columns >= Self.automaticWidth
        }
    }

    /// What is known of `login`'s profile.
    func entry(for login: String) -> Entry? {
        profiles[login.lowercased()]
    }

    /// Keeps `entry` for `login`, forgetting the oldest beyond ``profilesKept``.
    mutating func remember(_ login: String, _ entry: Entry) {
        let key = login.lowercased()
        if profiles.updateValue(entry, forKey: key) == nil { order.append(key) }
        while order.count > Self.profilesKept { profiles[order.removeFirst()] = nil }
    }
}
