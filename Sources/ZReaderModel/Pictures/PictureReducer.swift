import ZReaderDomain
import ZReaderScreen

/// Asks for the pictures the screen wants, keeps what arrives, and turns pictures on and off.
///
/// After every action the wanted pictures (`PictureDemand`) are compared with what is kept,
/// being fetched or known to fail; the missing ones are asked for in the demand's order, as
/// `loadPicture` effects, while fewer than `PictureState.maximumInFlight` are in flight. The
/// answers come back as `pictureLoaded` actions, which free a slot for the next.
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
            guard state.pictures.picture(for: key) == nil, !state.pictures.loading.contains(key),
                !state.pictures.hasFailed(key.url)
            else { continue }
            state.pictures.startLoading(key)
            effects.append(.background(.loadPicture(key)))
        }
        return effects
    }

    static func loaded(_ key: PictureKey, _ result: Result<CellPicture, LoadFailure>, _ state: inout AppState) {
        state.pictures.finish(key, result)
        // A figure that cannot be had becomes one line saying why, not rows left empty for good.
        if case .failure(let failure) = result, key.purpose == .figure {
            state.stack.updateReading { $0.reader.figureFailed(key.url, because: failure) }
        }
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
