/// Parses the body of an SGR (mode 1006) mouse report, `ESC [ < b ; x ; y M` (press, drag,
/// wheel) or `… m` (release), into a ``MouseEvent`` with a 0-based cell.
enum MouseReport {
    /// The event `parameters` (after `<`) and `final` describe, or `nil` for reports the
    /// browser has no use for: motion without a button, sideways wheels, extra buttons.
    static func event(parameters: some Collection<UInt8>, final: UInt8) -> MouseEvent? {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self))
        }
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else {
            return nil
        }
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let buttons: [MouseButton?] = [.left, .middle, .right, nil]
        let action: MouseEvent.Action
        if code & 64 != 0 {
            guard code & 128 == 0, code & 3 < 2, final == UInt8(ascii: "M") else { return nil }
            action = code & 3 == 0 ? .wheelUp : .wheelDown
        } else {
            guard code & 128 == 0, let button = buttons[code & 3] else { return nil }
            if final == UInt8(ascii: "m") {
                action = .release(button)
            } else {
                action = code & 32 != 0 ? .drag(button) : .press(button)
            }
        }
        return MouseEvent(action, row: y - 1, column: x - 1)
    }
}
