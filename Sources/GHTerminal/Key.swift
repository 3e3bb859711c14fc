/// One key the user pressed, as decoded from the terminal's input bytes.
public enum Key: Hashable, Sendable {
    /// A printable character, one Unicode scalar at a time (space included).
    case character(Character)
    /// Control plus a letter or one of `@ [ \ ] ^ _` and space, given in lower case:
    /// Ctrl-C is `.control("c")`. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as
    /// ``backspace``, ``tab`` and ``enter``, which is what the terminal sends for them.
    case control(Character)
    /// Enter or Return (CR or LF).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or BS).
    case backspace
    /// Escape, reported only once no sequence followed it in time.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Forward delete.
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// A key pressed with Alt (or Meta), which terminals send as Esc followed by the key.
    indirect case alt(Key)
}
