/// A mouse action reported by the terminal in SGR (1006) mode.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The mouse moved with a button held down.
        case drag(MouseButton)
        /// The wheel turned away from the user.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The cell's row, counted from 0 at the top.
    public var row: Int
    /// The cell's column, counted from 0 at the left.
    public var column: Int

    /// Creates a mouse event at a 0-based cell.
    init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary button.
    case right
}
