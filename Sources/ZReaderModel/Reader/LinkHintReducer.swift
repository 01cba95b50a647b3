import ZReaderScreen

/// The link labels over the reader: typing a label opens or copies its link; any other key takes
/// the labels away.
enum LinkHintReducer {
    static func reduce(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard let hints = state.reader?.hints else { return [] }
        guard case .character(let letter) = key else {
            state.stack.updateReading { $0.reader.hideHints() }
            return []
        }
        var typed = hints
        let outcome = typed.type(letter)
        switch outcome {
        case .waiting:
            state.stack.updateReading { $0.reader.updateHints { $0 = typed } }
            return []
        case .none:
            state.stack.updateReading { $0.reader.hideHints() }
            return []
        case .chosen(let link):
            state.stack.updateReading { $0.reader.hideHints() }
            return ReaderReducer.followLink(link, copying: hints.purpose == .copy, &state)
        }
    }
}
