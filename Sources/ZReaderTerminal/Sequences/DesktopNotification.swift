import ZReaderScreen

/// A desktop notification sent through the terminal: OSC 777 (`notify;title;body`) where the
/// terminal is known to prefer it, OSC 9 where it is known to take that, nothing elsewhere (an
/// unknown terminal might show the text, or ring); inside tmux wrapped for its passthrough, and
/// not sent when tmux would swallow it.
public enum DesktopNotification {
    /// How a terminal shows a notification.
    enum Form {
        case osc9
        case osc777
    }

    /// The title OSC 777 shows over the body.
    static let title = "知乎日报"

    /// The bytes that show `text` as a notification in the terminal `profile` describes, or nil
    /// when it has no known way.
    ///
    /// The text is on one line and has no control characters (display text has none), and no
    /// `;` in OSC 777's title, so nothing can end the sequence early.
    public static func sequence(_ text: DisplayText, profile: TerminalProfile) -> [UInt8]? {
        let brand = profile.insideTmux ? profile.outer?.brand : profile.identity.brand
        guard let brand, let form = form(of: brand), !profile.insideTmux || profile.tmuxPassthrough else { return nil }
        let line = DisplayText.joined(text.lines, separator: " ").string
        let bytes: [UInt8] =
            switch form {
            case .osc9: Array("\u{1B}]9;\(line)\u{07}".utf8)
            case .osc777: Array("\u{1B}]777;notify;\(title);\(line)\u{07}".utf8)
            }
        return profile.insideTmux ? TmuxPassthrough.wrap(bytes) : bytes
    }

    /// The form `brand` is known to show, if any.
    static func form(of brand: TerminalBrand) -> Form? {
        switch brand {
        case .foot, .vte: .osc777
        case .kitty, .ghostty, .wezterm, .iterm2, .windowsTerminal: .osc9
        case .xterm, .konsole, .mlterm, .contour, .tmux, .appleTerminal, .linuxConsole, .unknown: nil
        }
    }
}
