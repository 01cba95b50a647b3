import ZReaderScreen

/// The commands that mean the same on every screen with a key for them: help, pictures on and
/// off, day and night, quitting, and opening a panel over the home screen.
///
/// `AppReducer` carries them out before the screen on top sees a command, so no screen handles
/// them. Each has one key and one line of help, which every screen that offers it shows.
enum GlobalCommand: CommandSubset {
    case toggleHelp
    case togglePictures
    case toggleNightMode
    /// Brings back the favourite removed last, on every screen where `s` removes one.
    case undo
    /// Ends zreader (the home screen's `q`; elsewhere `q` goes back).
    case quit
    /// Opens a panel over the home screen, closing whatever was over it.
    case show(Panel.Kind)

    static var allCases: [GlobalCommand] {
        [.toggleHelp, .togglePictures, .toggleNightMode, .undo, .quit] + Panel.Kind.allCases.map(GlobalCommand.show)
    }

    var command: Command {
        switch self {
        case .toggleHelp: .toggleHelp
        case .togglePictures: .togglePictures
        case .toggleNightMode: .toggleNightMode
        case .undo: .undo
        case .quit: .quit
        case .show(let panel): .show(panel)
        }
    }

    /// The command's keys and the words help shows for them, on every screen that offers it.
    var binding: KeyBinding {
        switch self {
        case .toggleHelp: KeyBinding([.character("?")], command, "帮助")
        case .togglePictures: KeyBinding([.character("i")], command, "显示 / 隐藏图片")
        case .toggleNightMode: KeyBinding([.character("t")], command, "配色：终端 / 日间 / 夜间")
        case .undo: KeyBinding([.character("u")], command, "撤销：恢复收藏 / 标回未读")
        case .quit: KeyBinding([.character("q")], command, "退出")
        case .show(let panel): panel.opener
        }
    }
}
