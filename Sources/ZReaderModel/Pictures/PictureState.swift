import ZReaderDomain
import ZReaderScreen

/// The pictures the app has converted, the ones being fetched and the ones that failed, and the
/// images a kitty-protocol terminal holds for them.
///
/// Bounded: at most `cellBudget` cells are kept (a 120x40 banner is 1,920 of them, a thumbnail
/// 12 or 18), the least recently wanted going first. A picture that failed is not asked for
/// again this run (until `r` forgets the failures), so a 404 costs one request, not one a frame.
///
/// Where the method sends kitty images, each picture kept has one (at most 240 ids at once, see
/// `KittyImageID`): a new picture takes a free id, else the id of the least recently wanted
/// picture not wanted now, which is evicted. Every image sent is deleted when its picture goes.
public struct PictureState: Hashable, Sendable {
    /// A converted picture and when it was last wanted on screen (a count of uses, not time).
    struct Entry: Hashable, Sendable {
        var picture: CellPicture
        var lastUsed: Int
        var handle: PictureHandle
        /// The image the terminal holds for it.
        var image: KittyImageID?
        /// The terminal lost the image (it was given away and back): the picture is converted
        /// and sent again when next wanted, its cells drawn meanwhile.
        var imageLost = false
    }

    public internal(set) var settings: PictureSettings
    private var entries: [PictureKey: Entry] = [:]
    /// Asked for and not yet answered: at most `maximumInFlight` at once.
    public private(set) var loading: Set<PictureKey> = []
    /// Pictures that could not be had, by `WebURL.pictureIdentity` (another address of one fails
    /// too), with when they failed, oldest dropped past `maximumFailures`.
    private var failures: [String: Int] = [:]
    private var useClock = 0
    private var handles = 0
    /// The low bytes of kitty image ids no picture holds, the next one to take last.
    private var freeImageIDs: [UInt8] = KittyImageID.lowRange.reversed()
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

    /// The picture for `key` as views draw it (cells, handle and image), when it has arrived.
    public func ready(for key: PictureKey?) -> ReadyPicture? {
        guard let key, let entry = entries[key] else { return nil }
        return ReadyPicture(cells: entry.picture, handle: entry.handle, image: entry.image)
    }

    /// The key of the picture kept under `handle` (the handle a frame's placement names it by).
    public func key(for handle: PictureHandle) -> PictureKey? {
        entries.first { $0.value.handle == handle }?.key
    }

    /// How many pictures are kept.
    public var count: Int { entries.count }

    /// The kitty images the terminal holds for the pictures kept.
    public var images: Set<KittyImageID> { Set(entries.values.compactMap(\.image)) }

    public func hasFailed(_ url: WebURL) -> Bool { failures[url.pictureIdentity] != nil }

    /// Whether `key` must be fetched and converted: it is not kept, or its image was lost.
    func needsLoading(_ key: PictureKey) -> Bool {
        guard let entry = entries[key] else { return true }
        return entry.imageLost
    }

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
    ///
    /// Returns what the terminal must be told, in order: the images of evicted pictures to
    /// delete, and where the method sends kitty images, the new picture's to send. `wanted` (what
    /// the screen shows and will show next) never loses its image to the new one.
    mutating func finish(
        _ key: PictureKey, _ result: Result<ConvertedPicture, LoadFailure>, wanted: Set<PictureKey> = []
    ) -> [KittyImageCommand] {
        loading.remove(key)
        useClock += 1
        switch result {
        case .success(let converted):
            var commands: [KittyImageCommand] = []
            if let old = entries.removeValue(forKey: key) { commands += forget(old) }
            handles += 1
            var entry = Entry(picture: converted.cells, lastUsed: useClock, handle: PictureHandle(handles))
            if settings.method.sendsKittyImages, let pixels = converted.pixels,
                let id = takeImageID(&commands, sparing: wanted.union([key]))
            {
                entry.image = id
                commands.append(
                    .transmit(
                        KittyTransmission(
                            id: id, payload: pixels, cells: converted.cells.size,
                            isVirtual: settings.method == .kittyPlaceholders)))
            }
            entries[key] = entry
            cellCount += converted.cells.elements.count
            // Evicted after the transmission, so an id an eviction frees is never the one just sent.
            commands += evict(keeping: key)
            return commands
        case .failure:
            failures[key.url.pictureIdentity] = useClock
            if failures.count > PictureState.maximumFailures,
                let oldest = failures.min(by: { $0.value < $1.value })?.key
            {
                failures[oldest] = nil
            }
            return []
        }
    }

    /// Forgets which addresses failed, so that they are tried again (`r`: the network may be back).
    mutating func forgetFailures() {
        failures.removeAll()
    }

    /// The terminal was given away and back and may have dropped every image (the backend deleted
    /// them as it left): each picture keeps its cells and is converted and sent again when wanted.
    mutating func imagesLost() {
        var lost: [UInt8] = []
        for key in entries.keys {
            guard let id = entries[key]?.image else { continue }
            entries[key]?.image = nil
            entries[key]?.imageLost = true
            lost.append(id.low)
        }
        // In the order of the ids, not of the dictionary: the same steps give the same ids.
        freeImageIDs.append(contentsOf: lost.sorted(by: >))
    }

    /// An id for a new image: a free one, else the one of the least recently wanted picture not
    /// in `sparing`, which is evicted (its deletion appended to `commands`); nil when every image
    /// is spared.
    private mutating func takeImageID(_ commands: inout [KittyImageCommand], sparing: Set<PictureKey>)
        -> KittyImageID?
    {
        if freeImageIDs.isEmpty,
            let oldest = entries.filter({ $0.value.image != nil && !sparing.contains($0.key) })
                .min(by: { $0.value.lastUsed < $1.value.lastUsed })
        {
            entries[oldest.key] = nil
            commands += forget(oldest.value)
        }
        guard let low = freeImageIDs.popLast() else { return nil }
        return KittyImageID(low: low, msb: settings.imageMSB)
    }

    /// Accounts for a picture removed from `entries`: its cells leave the count, its image the
    /// terminal.
    private mutating func forget(_ entry: Entry) -> [KittyImageCommand] {
        cellCount -= entry.picture.elements.count
        guard let id = entry.image else { return [] }
        freeImageIDs.append(id.low)
        return [.delete(id)]
    }

    private mutating func evict(keeping kept: PictureKey) -> [KittyImageCommand] {
        var commands: [KittyImageCommand] = []
        while cellCount > PictureState.cellBudget, entries.count > 1,
            let oldest = entries.filter({ $0.key != kept }).min(by: { $0.value.lastUsed < $1.value.lastUsed })
        {
            entries[oldest.key] = nil
            commands += forget(oldest.value)
        }
        return commands
    }
}
