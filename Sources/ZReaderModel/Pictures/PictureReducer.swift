import ZReaderDomain
import ZReaderScreen

/// Asks for the pictures the screen wants, keeps what arrives (sending its image to a kitty
/// terminal), and turns pictures on and off.
///
/// After every action the wanted pictures (`PictureDemand`) are compared with what is kept,
/// being fetched or known to fail; the missing ones are asked for in the demand's order, as
/// `loadPicture` effects, while fewer than `PictureState.maximumInFlight` are in flight. The
/// answers come back as `pictureLoaded` actions, which free a slot for the next. An image is sent
/// by the same reduce that keeps its picture, so it reaches the terminal before the first frame
/// that shows its cells.
enum PictureReducer {
    static func request(_ state: inout AppState) -> [Effect] {
        let wanted = PictureDemand.wanted(state)
        guard !wanted.isEmpty else { return [] }
        // Touched last to first, so the picture most wanted is the one kept longest.
        for key in wanted.reversed() {
            state.pictures.touch(key)
        }
        var effects: [Effect] = []
        for key in wanted where state.pictures.loading.count < PictureState.maximumInFlight {
            guard state.pictures.needsLoading(key), !state.pictures.loading.contains(key),
                !state.pictures.hasFailed(key.url)
            else { continue }
            state.pictures.startLoading(key)
            effects.append(.background(.loadPicture(key)))
        }
        return effects
    }

    static func loaded(_ key: PictureKey, _ result: Result<ConvertedPicture, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
        let commands = state.pictures.finish(key, result, wanted: Set(PictureDemand.wanted(state)))
        // A figure that cannot be had becomes one line saying why, not rows left empty for good.
        if case .failure(let failure) = result, key.purpose == .figure {
            state.stack.updateReading { $0.reader.figureFailed(key.url, because: failure) }
        }
        return commands.isEmpty ? [] : [.terminal(.sendImages(commands))]
    }

    /// The terminal was given away (Ctrl-Z, a browser) and taken back, its images deleted as it
    /// left: the pictures wanted are converted and sent again, their cells shown meanwhile.
    static func terminalRestored(_ state: inout AppState) {
        state.pictures.imagesLost()
    }

    /// Turns pictures on or off (`i`, the app's 无图模式).
    ///
    /// The pictures kept stay, so turning them back on is instant; rows re-measure, since with
    /// pictures a story without one has no thumbnail column, and the reader's figures take rows
    /// of their own or one line.
    static func toggle(_ state: inout AppState) -> [Effect] {
        guard state.pictures.settings.isAvailable else {
            AppReducer.notify("此终端无法显示图片", &state)
            return []
        }
        let shown = !state.pictures.settings.isEnabled
        state.pictures.settings.isEnabled = shown
        state.home.setPicturesShown(shown)
        state.stack.updateReading { $0.reader.setPicturesShown(shown) }
        AppReducer.notify(shown ? "显示图片" : "无图模式", &state)
        return []
    }
}
