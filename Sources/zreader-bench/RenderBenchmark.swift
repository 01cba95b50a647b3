import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Renders home-screen frames with short and long histories: the time per frame must not grow
/// with the number of days loaded.
enum RenderBenchmark {
    struct Result {
        var days: Int
        var frameMicroseconds: Double
        var scrollMicroseconds: Double
    }

    static func run(days: Int, size: Size, frames: Int) -> Result {
        var state = SyntheticHistory.state(days: days, size: size)
        let layout = state.home.layout
        // Offsets spread over the first ten days, which both histories have, so that both
        // render the same rows and only the amount of history differs.
        let span = min(layout.maxScrollOffset, layout.sections[min(layout.sections.count - 1, 10)].top)
        let offsets = (0..<frames).map { ($0 * 7919) % max(1, span) }
        // The states at each offset, reached as a user reaches them: a row at a time.
        var scrolled: [AppState] = []
        for _ in 0..<max(1, span) {
            scrolled.append(state)
            _ = AppReducer.reduce(&state, .command(.scrollDown), now: 0)
        }
        var buffer = ScreenBuffer(size: size)
        let frame = Measurement.medianMicroseconds(samples: frames) { index in
            AppView.render(scrolled[offsets[index] % scrolled.count], depth: .trueColor, into: &buffer)
        }
        let middle = layout.sections[min(layout.sections.count - 1, 3)].top
        state = scrolled[min(middle, scrolled.count - 1)]
        let scroll = Measurement.medianMicroseconds(samples: frames) { index in
            _ = AppReducer.reduce(&state, .command(index % 200 < 100 ? .scrollDown : .scrollUp), now: 0)
            AppView.render(state, depth: .trueColor, into: &buffer)
        }
        return Result(days: days, frameMicroseconds: frame, scrollMicroseconds: scroll)
    }
}
