import ZReaderDomain
import ZReaderScreen

/// The pictures the app has converted into cells, the ones being fetched and the ones that failed.
///
/// Bounded: at most `cellBudget` cells are kept (a 120x40 banner is 1,920 of them, a thumbnail
/// 12 or 18), the least recently wanted going first. A picture that failed is not asked for
/// again this run (until `r` forgets the failures), so a 404 costs one request, not one a frame.
public struct PictureState: Hashable, Sendable {
    /// A converted picture and when it was last wanted on screen (a count of uses, not time).
    struct Entry: Hashable, Sendable {
        var picture: CellPicture
        var lastUsed: Int
    }

    public internal(set) var settings: PictureSettings
    private var entries: [PictureKey: Entry] = [:]
    /// Asked for and not yet answered: at most `maximumInFlight` at once.
    public private(set) var loading: Set<PictureKey> = []
    /// Pictures that could not be had, by `WebURL.pictureIdentity` (another address of one fails
    /// too), with when they failed, oldest dropped past `maximumFailures`.
    private var failures: [String: Int] = [:]
    private var useClock = 0
    /// Cells held by all the pictures kept.
    public private(set) var cellCount = 0

    /// Fetches (and conversions) at once: enough to fill a screen quickly without flooding the
    /// image host or the two cores conversion shares with input.
    public static let maximumInFlight = 4
    /// About 2.4 MB of cells: every banner page and a few screens of thumbnails at 200x60.
    public static let cellBudget = 100_000
    public static let maximumFailures = 1024

    public init(settings: PictureSettings = .off) {
        self.settings = settings
    }

    /// The picture for `key`, when it has arrived.
    public func picture(for key: PictureKey?) -> CellPicture? {
        key.flatMap { entries[$0]?.picture }
    }

    /// How many pictures are kept.
    public var count: Int { entries.count }

    public func hasFailed(_ url: WebURL) -> Bool { failures[url.pictureIdentity] != nil }

    // MARK: Which picture a place on screen shows

    /// The banner's picture of `story` across a layout's full width and height.
    public func bannerKey(for story: TopStory?, layout: HomeLayout) -> PictureKey? {
        guard settings.isEnabled, let url = story?.imageURL else { return nil }
        return PictureKey(
            url: url, size: Size(columns: layout.width, rows: layout.bannerHeight), depth: settings.depth,
            purpose: .banner, brightness: settings.brightness)
    }

    /// The thumbnail of a story row whose text takes `textRows` rows.
    public func thumbnailKey(for story: StorySummary, textRows: Int) -> PictureKey? {
        thumbnailKey(for: story.thumbnailURL, textRows: textRows)
    }

    /// A thumbnail of the picture at `url` (a story's, a column's) beside `textRows` rows of text.
    public func thumbnailKey(for url: WebURL?, textRows: Int) -> PictureKey? {
        guard settings.isEnabled, let url else { return nil }
        return PictureKey(
            url: url, size: StoryRowMetrics.thumbnailSize(textRows: textRows), depth: settings.depth,
            purpose: .thumbnail, brightness: settings.brightness)
    }

    /// The reader's header picture: the page's `image`, once the page has loaded.
    public func headerKey(for reader: ReaderState) -> PictureKey? {
        guard settings.isEnabled, case .loaded(let story) = reader.content, let url = story.detail.imageURL else {
            return nil
        }
        return PictureKey(
            url: url, size: Size(columns: reader.screenSize.columns, rows: reader.headerHeight),
            depth: settings.depth, purpose: .header, brightness: settings.brightness)
    }

    /// A figure's picture in the rows the reader keeps for it.
    public func figureKey(for figure: ArticleFigure) -> PictureKey? {
        guard settings.isEnabled else { return nil }
        return PictureKey(
            url: figure.image, size: figure.size, depth: settings.depth, purpose: .figure,
            brightness: settings.brightness)
    }

    /// A figure's picture over the whole screen of `screenSize` but its status line.
    public func fullScreenKey(for figure: ArticleFigure, screenSize: Size) -> PictureKey? {
        guard settings.isEnabled else { return nil }
        return PictureKey(
            url: figure.image, size: Size(columns: screenSize.columns, rows: max(1, screenSize.rows - 1)),
            depth: settings.depth, purpose: .figure, brightness: settings.brightness)
    }

    // MARK: Changes

    /// Marks `key` as wanted now, so it is the last to be evicted.
    mutating func touch(_ key: PictureKey) {
        guard entries[key] != nil else { return }
        useClock += 1
        entries[key]?.lastUsed = useClock
    }

    mutating func startLoading(_ key: PictureKey) {
        loading.insert(key)
    }

    /// Keeps what arrived for `key`, evicting the least recently wanted pictures beyond the
    /// budget; a failure marks its address so it is not asked for again.
    mutating func finish(_ key: PictureKey, _ result: Result<CellPicture, LoadFailure>) {
        loading.remove(key)
        useClock += 1
        switch result {
        case .success(let picture):
            if let old = entries[key] { cellCount -= old.picture.elements.count }
            entries[key] = Entry(picture: picture, lastUsed: useClock)
            cellCount += picture.elements.count
            evict(keeping: key)
        case .failure:
            failures[key.url.pictureIdentity] = useClock
            if failures.count > PictureState.maximumFailures,
                let oldest = failures.min(by: { $0.value < $1.value })?.key
            {
                failures[oldest] = nil
            }
        }
    }

    /// Forgets which addresses failed, so that they are tried again (`r`: the network may be back).
    mutating func forgetFailures() {
        failures.removeAll()
    }

    private mutating func evict(keeping kept: PictureKey) {
        while cellCount > PictureState.cellBudget, entries.count > 1,
            let oldest = entries.filter({ $0.key != kept }).min(by: { $0.value.lastUsed < $1.value.lastUsed })
        {
            cellCount -= oldest.value.picture.elements.count
            entries[oldest.key] = nil
        }
    }
}
