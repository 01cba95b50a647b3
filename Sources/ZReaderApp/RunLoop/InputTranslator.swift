import ZReaderModel
import ZReaderScreen

/// Turns what the terminal reports into actions, through the key map of the current screen.
public enum InputTranslator {
    public static func action(for event: InputEvent, in state: AppState) -> Action? {
        switch event {
        case .key(let key):
            return state.action(for: key)
        case .mouse(let mouse):
            return .mouse(mouse)
        case .resize(let size):
            return .resized(size)
        case .resumed(let size):
            return .terminalRestored(size)
        case .terminated:
            return .quitSignalled
        }
    }
}
