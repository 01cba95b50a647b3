import ZReaderDomain

/// Which pictures the app wants now, most wanted first: what is on screen, then what the next
/// moves will show.
///
/// On the home screen that is the banner's picture and the thumbnails of the rows on screen
/// (top to bottom), then the other banner pages in the order they turn (so a page turn swaps
/// pictures with no gap), then the thumbnails of the next screen down. Rows further away are not
/// wanted: scrolling fast past a day asks for nothing of it. The favourites list and the columns
/// screen want their rows on screen, then the next page; the reader the figure it shows over the whole screen, or else its
/// header picture and the figures on screen, top to bottom, then the figures of the next screen
/// (a header scrolled away last); the comments and the search results nothing.
enum PictureDemand {
    static func wanted(_ state: AppState) -> [PictureKey] {
        let pictures = state.pictures
        guard pictures.settings.isEnabled, !state.isTooSmall else { return [] }
        switch state.screen {
        case .home: return home(state.home, pictures)
        case .panel: return state.stack.panel?.wantedPictures(pictures) ?? []
        case .reader: return state.reader.map { reader($0, pictures) } ?? []
        case .comments, .search: return []
        }
    }

    private static func home(_ home: HomeState, _ pictures: PictureState) -> [PictureKey] {
        let layout = home.layout
        let offset = home.scrollOffset
        let viewport = layout.viewportHeight
        var keys: [PictureKey] = []
        let bannerShown = offset < layout.bannerHeight
        if bannerShown, let key = pictures.bannerKey(for: home.currentTopStory, layout: layout) {
            keys.append(key)
        }
        keys += thumbnails(home, pictures, rows: offset..<(offset + viewport))
        if bannerShown {
            let count = home.topStories.count
            for step in 1..<max(1, count) {
                let story = home.topStories[(home.bannerPage + step) % count]
                if let key = pictures.bannerKey(for: story, layout: layout) { keys.append(key) }
            }
        }
        keys += thumbnails(home, pictures, rows: (offset + viewport)..<(offset + 2 * viewport))
        return keys
    }

    /// The thumbnails of the story blocks that have a row in `rows`, top to bottom.
    private static func thumbnails(_ home: HomeState, _ pictures: PictureState, rows: Range<Int>) -> [PictureKey] {
        let layout = home.layout
        guard StoryRowMetrics.showsSwatch(screenWidth: layout.width) else { return [] }
        var keys: [PictureKey] = []
        var row = max(rows.lowerBound, layout.sectionsTop)
        let end = min(rows.upperBound, layout.footerTop)
        while row < end {
            guard let position = layout.story(atRow: row), let block = layout.rows(of: position) else {
                row += 1
                continue
            }
            if let story = home.story(at: position),
                let key = pictures.thumbnailKey(for: story, textRows: block.count - 1)
            {
                keys.append(key)
            }
            row = max(row + 1, block.upperBound)
        }
        return keys
    }

    private static func reader(_ reader: ReaderState, _ pictures: PictureState) -> [PictureKey] {
        if let figure = reader.viewedFigure {
            return pictures.fullScreenKey(for: figure, screenSize: reader.screenSize).map { [$0] } ?? []
        }
        let header = pictures.headerKey(for: reader)
        let headerShown = reader.scrollOffset < reader.headerHeight
        let visible = reader.visibleLines
        let next = visible.upperBound..<(visible.upperBound + reader.viewportHeight)
        let figures = (reader.visibleFigures + reader.figures(in: next).filter { !$0.lines.overlaps(visible) })
            .compactMap { pictures.figureKey(for: $0) }
        return ((headerShown ? [header] : []) + figures + (headerShown ? [] : [header])).compactMap { $0 }
    }

    static func favourites(_ list: FavouritesState, _ pictures: PictureState) -> [PictureKey] {
        guard StoryRowMetrics.showsSwatch(screenWidth: list.screenSize.columns) else { return [] }
        let perEntry = FavouritesState.rowsPerEntry
        let first = list.scrollOffset / perEntry
        let onScreen = (list.viewportHeight + perEntry - 1) / perEntry + 1
        let last = min(list.entries.count, first + 2 * onScreen)
        guard first < last else { return [] }
        return list.entries[first..<last].compactMap { entry in
            pictures.thumbnailKey(for: entry.story, textRows: FavouritesState.textRowsPerEntry)
        }
    }

    /// The columns' pictures on screen, then the next page's; in a column, its stories'.
    static func columns(_ columns: ColumnsState, _ pictures: PictureState) -> [PictureKey] {
        guard StoryRowMetrics.showsSwatch(screenWidth: columns.screenSize.columns) else { return [] }
        let urls: [WebURL?]
        let position: EntrySelection
        if let opened = columns.opened {
            urls = opened.stories.map(\.story.thumbnailURL)
            position = opened.position
        } else {
            urls = columns.columns.map(\.thumbnailURL)
            position = columns.position
        }
        let perEntry = ColumnsState.rowsPerEntry
        let first = position.scrollOffset / perEntry
        let onScreen = (columns.viewportHeight + perEntry - 1) / perEntry + 1
        let last = min(urls.count, first + 2 * onScreen)
        guard first < last else { return [] }
        return urls[first..<last].compactMap { pictures.thumbnailKey(for: $0, textRows: ColumnsState.textRowsPerEntry) }
    }
}
