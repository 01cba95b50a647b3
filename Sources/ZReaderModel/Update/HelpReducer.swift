/// The help overlay: any command closes it, so that a user who opened it by mistake gets out with
/// whatever key comes to hand.
enum HelpReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .moveDown, .moveUp, .scrollDown, .scrollUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top,
            .bottom, .bannerNext, .bannerPrevious, .open, .back, .refresh, .toggleHelp, .quit, .nextStory,
            .previousStory, .openComments, .openInBrowser, .copyLink, .toggleFavourite, .showFavourites,
            .downloadLoadedDays:
            state.stack.setHelpShown(false)
            return []
        }
    }
}
