import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Renders a state as the app would, for tests that are not about views.
public enum ZReaderViewsProbe {
    public static func render(_ state: AppState, depth: ColorDepth = .trueColor) -> ScreenBuffer {
        AppView.render(state, depth: depth)
    }
}
