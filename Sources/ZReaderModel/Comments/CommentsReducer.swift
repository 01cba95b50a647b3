/// The comments' commands: scrolling (which pages more in), retrying a failed page, going back to
/// the story.
enum CommentsReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .moveDown, .scrollDown: scroll(.lineDown, &state)
        case .moveUp, .scrollUp: scroll(.lineUp, &state)
        case .pageDown: scroll(.pageDown, &state)
        case .pageUp: scroll(.pageUp, &state)
        case .halfPageDown: scroll(.halfPageDown, &state)
        case .halfPageUp: scroll(.halfPageUp, &state)
        case .top: scroll(.top, &state)
        case .bottom: scroll(.bottom, &state)
        case .back, .quit:
            state.stack.updateReading { $0.closeComments() }
            return []
        case .refresh:
            state.stack.updateReading { reading in reading.updateComments { $0.retryFailed() } }
        case .toggleHelp:
            return AppReducer.showHelp(&state)
        case .toggleNightMode:
            return AppReducer.toggleNightMode(&state)
        case .open, .bannerNext, .bannerPrevious, .nextStory, .previousStory, .openComments, .openInBrowser,
            .copyLink, .toggleFavourite, .showFavourites, .search, .previousMatch, .openLinkHints, .copyLinkHints,
            .showLinks, .jumpToDate, .togglePictures, .downloadLoadedDays, .viewPicture:
            break
        }
        return AppReducer.moreCommentsIfNeeded(&state)
    }

    private static func scroll(_ movement: AppReducer.TextScroll, _ state: inout AppState) {
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                comments.setScrollOffset(
                    AppReducer.textScrollTarget(
                        movement, offset: comments.scrollOffset, viewport: comments.viewportHeight,
                        maximum: comments.maxScrollOffset))
            }
        }
    }
}
