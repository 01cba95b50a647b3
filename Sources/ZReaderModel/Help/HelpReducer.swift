/// The help overlay: the scrolling keys page through it when it does not fit; any other command
/// closes it, so that a user who opened it by mistake gets out with whatever key comes to hand.
enum HelpReducer {
    /// The commands that page the help rather than close it.
    enum Command: CommandSubset {
        case moveDown, scrollDown, moveUp, scrollUp, pageDown, halfPageDown, pageUp, halfPageUp

        var command: ZReaderModel.Command {
            switch self {
            case .moveDown: .moveDown
            case .scrollDown: .scrollDown
            case .moveUp: .moveUp
            case .scrollUp: .scrollUp
            case .pageDown: .pageDown
            case .halfPageDown: .halfPageDown
            case .pageUp: .pageUp
            case .halfPageUp: .halfPageUp
            }
        }
    }

    static func reduce(_ command: ZReaderModel.Command, _ state: inout AppState) -> [Effect] {
        let layout = HelpLayout(screen: state.screen, size: state.screenSize, keyMap: state.keyMap)
        // A help that fits closes on the paging keys too, as it always did.
        guard let paging = Command(command), layout.maxScroll > 0 else {
            state.stack.setHelpShown(false)
            return []
        }
        let scroll = state.stack.helpScroll
        let row = layout.columns
        let page = max(row, layout.perPage - row)
        let target =
            switch paging {
            case .moveDown, .scrollDown: scroll + row
            case .moveUp, .scrollUp: scroll - row
            case .pageDown, .halfPageDown: scroll + page
            case .pageUp, .halfPageUp: scroll - page
            }
        state.stack.scrollHelp(to: min(max(0, target), layout.maxScroll))
        return []
    }
}
