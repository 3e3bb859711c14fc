import GHTerminal

/// What the probe shows: its size, the last event and how often it was resumed, with a
/// reverse-video bar on the fourth row for tests to find.
struct ProbeScreen {
    var size: TerminalSize
    var last = "none"
    var resumed = 0

    /// Notes `event` as the last one, in a short form.
    mutating func record(_ event: TerminalEvent) {
        last =
            switch event {
            case .input(.key(let key)): "key \(key)"
            case .input(.paste(let text)): "paste \(text.debugDescription)"
            case .input(.mouse(let mouse)): "mouse \(mouse.action) at \(mouse.row),\(mouse.column)"
            case .resize(let size): "resize \(size.rows)x\(size.columns)"
            case .resumed(let size?): "resumed at \(size.rows)x\(size.columns)"
            case .resumed(nil): "resumed"
            case .endRequested(let signal): "end requested by signal \(signal)"
            }
    }

    /// The frame to show.
    func frame() -> ScreenBuffer {
        var frame = ScreenBuffer(width: size.columns, height: size.rows)
        frame.put("size \(size.rows)x\(size.columns)", row: 0, column: 0)
        frame.put("last \(last)", row: 1, column: 0)
        frame.put("resumed \(resumed)", row: 2, column: 0)
        frame.fill(row: 3, style: Style(attributes: .reverse))
        frame.put("selected", row: 3, column: 0, style: Style(attributes: .reverse))
        return frame
    }
}
