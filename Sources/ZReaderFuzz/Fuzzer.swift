import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Drives the app's pure core with random input and random loader answers, the way `Program`
/// does with a terminal and loaders, rendering a frame and checking every invariant after each
/// step.
///
/// Everything follows from the seed: the same seed gives the same steps.
///
/// The fuzzer plays the effect runner: effects the reducer asks for stay outstanding until a
/// step answers one of them — in any order, with content or a failure — so loads overlap and
/// arrive late. It also injects answers nobody asked for (duplicates, stale dates, other
/// stories). Quitting ends the session and the next step launches the app again.
public final class Fuzzer {
    /// The app's real picture converter (`PictureConverter.convert`), which the fuzzer's core
    /// cannot import, and what it answers a picture refused for its cost.
    public struct PictureConversion: Sendable {
        /// A picture's bytes as the converter answers them for `key` drawn by `method`.
        public var convert:
            @Sendable (_ bytes: [UInt8], _ key: PictureKey, _ method: PixelMethod) -> Result<
                ConvertedPicture, LoadFailure
            >
        public var refusal: LoadFailure

        public init(
            refusal: LoadFailure,
            convert: @escaping @Sendable ([UInt8], PictureKey, PixelMethod) -> Result<ConvertedPicture, LoadFailure>
        ) {
            self.refusal = refusal
            self.convert = convert
        }
    }

    public let seed: UInt64
    /// Invariants not checked: known failures, left out so that a run can find others.
    public let ignored: Set<Invariant>
    public private(set) var state: AppState
    /// Effects asked for and not answered yet, oldest first.
    public private(set) var outstanding: [BackgroundEffect] = []
    public private(set) var stepCount = 0
    public private(set) var statistics = FuzzStatistics()
    /// Whether the current run launches the app afresh after a violation.
    public private(set) var keepsGoing = false

    private var rng: SplitMix64
    /// How each launch's terminal draws pictures: a stream of its own, so that the other choices
    /// of a seed are those they were before pictures had methods.
    private var methods: SplitMix64
    /// Which picture answers are hostile bytes, and which: a stream of its own, as `methods`.
    private var hostility: SplitMix64
    private let conversion: PictureConversion?
    /// The hostile picture answered this step, and what its key showed before.
    private var hostileAnswer:
        (key: PictureKey, picture: HostilePicture, result: Result<ConvertedPicture, LoadFailure>)?
    private var inputs: InputGenerator
    private var content: ContentGenerator
    private var clock = 0
    private var today = DayStamp.firstIssue
    private var needsLaunch = true
    private var frame: ScreenBuffer
    private var recent = EventRing(capacity: 30)
    /// The images the terminal holds, as the images sent and deleted so far leave them.
    private var images = KittyImageLedger()
    /// Answers already delivered, for late duplicates.
    private var delivered: [Action] = []
    /// Story pages as "the server" has them, so that asking twice gives the same page.
    private var storyPages: [StoryID: LoadedStory] = [:]
    /// Events decided in advance: the rest of a burst of resizes.
    private var queued: [FuzzEvent] = []
    /// Keys decided in advance: the rest of a habit, read with the key map in force when pressed.
    private var plannedKeys: [Key] = []
    /// The story whose reader pressed `n` past the last loaded story, while the app waits for the
    /// next day to open its first story; nil once the user has left that reader.
    private var nextDayAskedIn: StoryID?
    /// The read marks as the user's data file holds them, by the marks loaded and the effects
    /// that changed them.
    private var storedReads: Set<StoryID> = []

    /// - Parameter convertingPictures: the real converter; with it, a share of the pictures asked
    ///   for are answered with `HostilePicture` bytes put through it (without it every picture is
    ///   made up, and the hostile ones are left out).
    public init(seed: UInt64, ignoring ignored: Set<Invariant> = [], convertingPictures: PictureConversion? = nil) {
        self.seed = seed
        self.ignored = ignored
        conversion = convertingPictures
        // Separate streams for choices, input and content, so that a change to how content is
        // made does not change which events are chosen.
        rng = SplitMix64(seed: seed)
        inputs = InputGenerator(seed: seed ^ 0x5EED_1A9E_0F_1A9E)
        content = ContentGenerator(seed: seed ^ 0xC0_17E7_7C0D_E5EE)
        methods = SplitMix64(seed: seed ^ 0x0070_1C7E_5EED)
        hostility = SplitMix64(seed: seed ^ 0x0BAD_91C7)
        let size = Size(columns: 80, rows: 24)
        state = AppState(screenSize: size)
        frame = ScreenBuffer(size: size)
    }

    /// The last steps, oldest first.
    public var recentSteps: [StepRecord] { recent.ordered }

    /// The benchmark command that takes the same steps again, up to `step`.
    public func replayCommand(throughStep step: Int) -> String {
        var command = "zreader-bench fuzz --seed \(seed) --steps \(step)"
        if keepsGoing { command += " --keep-going" }
        if !ignored.isEmpty { command += " --ignore " + ignored.map(\.rawValue).sorted().joined(separator: ",") }
        return command
    }

    /// Runs `steps` steps, stopping at the first violation unless `keepGoing`, in which case the
    /// app is launched afresh after each violation and the first violation of each invariant is
    /// reported.
    public func run(steps: Int, keepGoing: Bool = false) -> FuzzReport {
        keepsGoing = keepGoing
        var failures: [FuzzFailure] = []
        var counts: [Invariant: Int] = [:]
        while stepCount < steps {
            guard let violation = step().violation else { continue }
            counts[violation.invariant, default: 0] += 1
            if counts[violation.invariant] == 1 {
                failures.append(
                    FuzzFailure(
                        seed: seed, step: stepCount, violation: violation, recentSteps: recentSteps,
                        replay: replayCommand(throughStep: stepCount)))
            }
            guard keepGoing else { break }
            needsLaunch = true
        }
        return FuzzReport(
            seed: seed, steps: stepCount, failures: failures, failureCounts: counts, statistics: statistics)
    }

    /// Takes one step: picks an event, applies it, renders the frame and checks the invariants.
    @discardableResult
    public func step() -> (event: FuzzEvent, violation: InvariantViolation?) {
        stepCount += 1
        let event = nextEvent()
        let depth = rng.element(of: ColorDepth.allCases) ?? .trueColor
        // Recorded before it is applied, so that a crash report shows the event that crashed.
        recent.append(StepRecord(step: stepCount, event: event, depth: depth))
        let before: AppState? = if case .launch = event { nil } else { state }
        let effects = apply(event)
        let hostile = hostileAnswer
        hostileAnswer = nil
        AppView.render(state, depth: depth, into: &frame)
        count(event)
        // Follows `n` every step, whatever the other checks find.
        let openedStory = checkOpenedStory(before: before, event: event)
        let violation =
            InvariantChecker.check(state, frame: frame, outstanding: outstanding, ignoring: ignored)
            ?? InvariantChecker.checkTransition(
                from: before, to: state, action: event.action, effects: effects, ignoring: ignored)
            ?? (ignored.contains(.renderReuse) ? nil : checkRenderReuse(depth)) ?? openedStory
            ?? (ignored.contains(.hostilePictures) ? nil : hostile.flatMap { checkHostile($0, before: before) })
            ?? (ignored.contains(.kittyImages)
                ? nil
                : InvariantChecker.checkImages(frame, held: images.live, kept: state.pictures.images)
                    ?? images.mistake.map { InvariantViolation(.kittyImages, $0) })
            ?? checkReadMarks()
        return (event, violation)
    }

    // MARK: Choosing events

    private func nextEvent() -> FuzzEvent {
        if needsLaunch || state.isQuitting { return launchEvent() }
        if !queued.isEmpty { return queued.removeFirst() }
        clock += advance()
        // A habit's keys come one a step, with other events (answers above all) now and then
        // in between.
        if !plannedKeys.isEmpty, rng.percent(75) { return keyEvent(plannedKeys.removeFirst()) }
        let weights = [42, 10, 3, 10, outstanding.isEmpty ? 0 : 28, 4, 1, 1, 2]
        switch rng.weighted(weights) {
        case 0:
            return keyEvent(inputs.key(in: state.screen, keyMap: state.keyMap))
        case 1:
            return .mouse(inputs.mouse(screen: state.screenSize))
        case 2:
            if rng.percent(20) {
                queued = (0..<rng.int(in: 2...6)).map { _ in .resize(inputs.size()) }
            }
            return .resize(inputs.size())
        case 3:
            return .tick
        case 4:
            let index = rng.int(below: outstanding.count)
            // A page the cache holds is answered twice online: the cache's copy, later the network's.
            if case .loadComments(let id, let kind, let before, let request) = outstanding[index], rng.percent(40) {
                let copy = CommentPage(comments: content.comments(before: before), cachedAt: 1_764_460_800)
                return .inject(.cachedCommentsLoaded(id, kind, before: before, request: request, copy))
            }
            let effect = outstanding.remove(at: index)
            return .answer(effect, answer(effect))
        case 5:
            return .inject(staleAnswer())
        case 6:
            return .inject(.message(content.message(now: clock)))
        case 7:
            return .inject(.cachedHomeLoaded(content.cachedHome(today: today)))
        default:
            plannedKeys = inputs.habit()
            return keyEvent(plannedKeys.isEmpty ? .down : plannedKeys.removeFirst())
        }
    }

    /// A key and the command it gives, read as `InputTranslator` reads it.
    private func keyEvent(_ key: Key) -> FuzzEvent {
        .key(key, state.action(for: key))
    }

    /// Milliseconds between steps: mostly keystroke gaps, sometimes long enough to turn the
    /// banner or expire a message.
    private func advance() -> Int {
        switch rng.weighted([70, 20, 9, 1]) {
        case 0: rng.int(in: 0...50)
        case 1: rng.int(in: 50...1000)
        case 2: rng.int(in: 1000...10_000)
        default: rng.int(in: 10_000...120_000)
        }
    }

    private func launchEvent() -> FuzzEvent {
        needsLaunch = false
        queued = []
        plannedKeys = []
        let size =
            rng.percent(70)
            ? (rng.element(of: InputGenerator.commonSizes) ?? Size(columns: 80, rows: 24)) : inputs.size()
        return .launch(size, isDemoEdition: rng.percent(20))
    }

    // MARK: Answering

    /// What a loader answers to `effect`: mostly content, sometimes a failure.
    private func answer(_ effect: BackgroundEffect) -> Action {
        let fails = rng.percent(20)
        switch effect {
        case .loadCachedHome:
            return .cachedHomeLoaded(content.cachedHome(today: today))
        case .loadLatest:
            return .latestLoaded(fails ? .failure(content.failure()) : .success(content.latest(today: today)))
        case .loadOlderDay(let before):
            return .olderDayLoaded(
                before: before, fails ? .failure(content.failure()) : .success(content.olderDay(before: before)))
        case .loadStory(let id):
            return .storyLoaded(id, fails ? .failure(content.failure()) : .success(storyPage(id)))
        case .loadExtra(let id):
            return .extraLoaded(id, fails ? .failure(content.failure()) : .success(content.extra()))
        case .loadComments(let id, let kind, let before, let request):
            return .commentsLoaded(
                id, kind, before: before,
                fails ? .failure(content.failure()) : .success(content.comments(before: before)), request: request)
        case .setFavourite(let story, let isFavourite):
            return .favouriteSaved(story, isFavourite: isFavourite, stored: !fails)
        case .loadFavourites:
            return .favouritesLoaded(content.favourites())
        case .search(let query, let request):
            return .searched(
                request: request, query,
                fails ? .failure(content.failure()) : .success(content.searchAnswer(today: today)))
        case .loadJumpDay(let date):
            return .jumpedDayLoaded(date, fails ? .failure(content.failure()) : .success(content.day(on: date)))
        case .loadNewerDay(let after):
            return .newerDayLoaded(
                after: after, fails ? .failure(content.failure()) : .success(content.day(on: after.next)))
        case .loadPicture(let key):
            guard !fails else { return .pictureLoaded(key, .failure(content.failure())) }
            if let conversion, hostility.percent(30), let picture = hostility.element(of: HostilePicture.allCases) {
                let result = conversion.convert(picture.bytes(using: &hostility), key, state.pictures.settings.method)
                hostileAnswer = (key, picture, result)
                statistics.hostilePictures += 1
                return .pictureLoaded(key, result)
            }
            let pixels =
                state.pictures.settings.method.sendsKittyImages
                ? KittyPayload(width: key.size.columns, height: key.size.rows, compressed: [0x78, 0x9C]) : nil
            return .pictureLoaded(key, .success(ConvertedPicture(cells: content.picture(key.size), pixels: pixels)))
        case .loadColumns:
            return .columnsLoaded(fails ? .failure(content.failure()) : .success(content.columnList()))
        case .loadColumnStories(let column, let cursor):
            return .columnStoriesLoaded(
                column, after: cursor,
                fails ? .failure(content.failure()) : .success(content.columnPage(today: today, after: cursor)))
        case .downloadDays(let days):
            let progress = SyncProgress(daysDone: days.count, dayCount: days.count)
            return .downloadFinished(
                fails ? SyncOutcome(progress: progress, failures: ["news/1：网络不可用"]) : SyncOutcome(progress: progress))
        case .markRead, .markUnread, .rememberPlace, .rememberTheme:
            // Never outstanding: nobody answers a read mark, a reading place or a remembered theme.
            return .message(StatusMessage(TextSanitizer.clean(FuzzEvent.describe(effect))))
        }
    }

    /// The page of story `id`, the same each time it is asked for (now and then replaced, as an
    /// edited story would be).
    private func storyPage(_ id: StoryID) -> LoadedStory {
        if let page = storyPages[id], rng.percent(90) { return page }
        if storyPages.count > 500 { storyPages.removeAll(keepingCapacity: true) }
        let page = content.loadedStory(id)
        storyPages[id] = page
        return page
    }

    /// An answer nobody is waiting for: a duplicate of an earlier one, a day never asked for, a
    /// page of another story, comments after a comment not asked about.
    private func staleAnswer() -> Action {
        switch rng.weighted([40, 15, 15, 15, 5, 5, 5]) {
        case 0 where !delivered.isEmpty:
            return delivered[rng.int(below: delivered.count)]
        case 1:
            let before = content.days(before: today, rng.int(in: 0...400))
            return .olderDayLoaded(
                before: before,
                rng.percent(80) ? .success(content.olderDay(before: before)) : .failure(content.failure()))
        case 2:
            let id = rng.percent(50) ? (state.home.selectedStoryID ?? content.storyID()) : content.storyID()
            return .storyLoaded(id, rng.percent(80) ? .success(storyPage(id)) : .failure(content.failure()))
        case 3:
            let id = state.comments?.storyID ?? content.storyID()
            let kind = rng.element(of: CommentKind.allCases) ?? .long
            let before: Int? = rng.percent(20) ? nil : rng.int(in: -10...50_000_000)
            return .commentsLoaded(id, kind, before: before, .success(content.comments(before: before)))
        case 4:
            return .extraLoaded(state.reader?.storyID ?? content.storyID(), .success(content.extra()))
        case 5:
            return .latestLoaded(.success(content.latest(today: today)))
        default:
            return .favouritesLoaded(content.favourites())
        }
    }

    /// The effect an answer settles, if it is outstanding: a stray answer that matches a request
    /// in flight is, to the app, that request's answer.
    private func settle(_ action: Action) {
        let request: BackgroundEffect? =
            switch action {
            case .cachedHomeLoaded: outstanding.first { if case .loadCachedHome = $0 { true } else { false } }
            case .latestLoaded: .loadLatest
            case .olderDayLoaded(let before, _): .loadOlderDay(before: before)
            case .storyLoaded(let id, _): .loadStory(id)
            case .extraLoaded(let id, _): .loadExtra(id)
            case .commentsLoaded(let id, let kind, let before, _, _, let request):
                .loadComments(id, kind, before: before, request: request)
            case .favouriteSaved(let story, let isFavourite, _): .setFavourite(story, isFavourite)
            case .favouritesLoaded: .loadFavourites
            case .searched(let request, let query, _): .search(query, request: request)
            case .jumpedDayLoaded(let date, _): .loadJumpDay(date)
            case .newerDayLoaded(let after, _): .loadNewerDay(after: after)
            case .pictureLoaded(let key, _): .loadPicture(key)
            case .columnsLoaded: .loadColumns
            case .columnStoriesLoaded(let column, let cursor, _): .loadColumnStories(column, after: cursor)
            case .downloadFinished: outstanding.first { if case .downloadDays = $0 { true } else { false } }
            default: nil
            }
        if let request, let index = outstanding.firstIndex(of: request) {
            outstanding.remove(at: index)
        }
    }

    // MARK: Applying

    /// Applies `event` and returns the effects the reducer asked for.
    private func apply(_ event: FuzzEvent) -> [Effect] {
        switch event {
        case .launch(let size, let isDemoEdition):
            today = content.today()
            outstanding = []
            delivered = []
            // Pictures start on or off (the toggle key turns them either way), drawn as cells or
            // as kitty placeholders, whose images the ledger follows.
            let method: PixelMethod = methods.percent(50) ? .kittyPlaceholders : .cells
            state = AppState(
                screenSize: size, isDemoEdition: isDemoEdition,
                pictures: PictureSettings(
                    depth: .trueColor, isEnabled: methods.percent(50), method: method,
                    imageMSB: UInt8(methods.int(in: 1...255))),
                keyMap: content.keyMap())
            images.forgetAll()
            storedReads = []
            return dispatch(.resized(size)) + dispatch(.started)
        case .answer(_, let action):
            remember(action)
            return dispatch(action)
        case .inject(let action):
            settle(action)
            return dispatch(action)
        default:
            return event.action.map(dispatch) ?? []
        }
    }

    private func remember(_ action: Action) {
        if delivered.count == 16 { delivered.removeFirst() }
        delivered.append(action)
    }

    /// Reduces `action` and runs its effects as `Program.dispatch` does: the terminal's at once,
    /// read marks and remembered themes (which nobody answers) dropped, the loaders' left outstanding.
    private func dispatch(_ action: Action) -> [Effect] {
        let effects = AppReducer.reduce(&state, action, now: clock)
        if case .cachedHomeLoaded(let cached) = action { storedReads.formUnion(cached.readStories) }
        for effect in effects {
            switch effect {
            case .terminal(.openInBrowser):
                let outcomes = [
                    StatusMessage("已用 xdg-open 打开"), StatusMessage("找不到浏览器：请设置 $BROWSER 或安装 xdg-open", kind: .error),
                    StatusMessage("xdg-open 打开失败（状态 3）", kind: .error),
                ]
                // The terminal was given to the browser and taken back, its images deleted as it left.
                images.forgetAll()
                _ = dispatch(.terminalRestored(state.screenSize))
                _ = dispatch(.message(rng.element(of: outcomes) ?? outcomes[0]))
            case .terminal(.copyToClipboard(let text)):
                _ = dispatch(
                    .message(
                        rng.percent(80)
                            ? StatusMessage("链接已复制：\(text.display)") : StatusMessage("无法复制：终端不接受", kind: .error)))
            case .terminal(.sendImages(let commands)):
                images.apply(commands)
            case .terminal(.notify):
                // Nothing answers a notification.
                break
            case .background(.markRead(let id)):
                storedReads.insert(id)
            case .background(.markUnread(let id)):
                storedReads.remove(id)
            case .background(.rememberPlace), .background(.rememberTheme):
                break
            case .background(let work):
                outstanding.append(work)
            }
        }
        return effects
    }

    // MARK: Checking

    private func checkReadMarks() -> InvariantViolation? {
        guard !ignored.contains(.readMarksStored), state.home.readStories != storedReads else { return nil }
        let shownOnly = state.home.readStories.subtracting(storedReads).sorted { $0.rawValue < $1.rawValue }
        let storedOnly = storedReads.subtracting(state.home.readStories).sorted { $0.rawValue < $1.rawValue }
        return InvariantViolation(
            .readMarksStored, "shown read but not stored: \(shownOnly); stored but not shown: \(storedOnly)")
    }

    /// Follows which reader asked for the next day to open, and checks that the day's arrival
    /// opens a story only there.
    private func checkOpenedStory(before: AppState?, event: FuzzEvent) -> InvariantViolation? {
        let asked = nextDayAskedIn
        let readerBefore = before?.reader?.storyID
        switch event {
        case .key(_, .command(.nextStory)?) where state.opensNextDayWhenLoaded:
            nextDayAskedIn = readerBefore
        case .key, .mouse, .resize, .tick, .launch:
            if state.reader?.storyID != asked { nextDayAskedIn = nil }
        case .answer(_, .olderDayLoaded), .inject(.olderDayLoaded):
            let opened = state.reader?.storyID
            if opened != readerBefore, opened != nil, asked == nil || asked != readerBefore,
                !ignored.contains(.answerOpensAskedStory)
            {
                return InvariantViolation(
                    .answerOpensAskedStory,
                    "the day's answer replaced the reader of \(readerBefore.map { "\($0)" } ?? "nothing") with "
                        + "\(opened.map { "\($0)" } ?? "nothing"); `n` was pressed in "
                        + (asked.map { "the reader of \($0)" } ?? "no reader still open")
                )
            }
        case .answer, .inject:
            break
        }
        if !state.opensNextDayWhenLoaded { nextDayAskedIn = nil }
        return nil
    }

    /// A hostile picture is refused (a costly one for its cost, before decoding), and drawn as any
    /// failed picture: its address marked failed so it is not asked for again, its fetch slot
    /// freed for the others, and nothing new kept for it.
    private func checkHostile(
        _ answer: (key: PictureKey, picture: HostilePicture, result: Result<ConvertedPicture, LoadFailure>),
        before: AppState?
    ) -> InvariantViolation? {
        let problem: String? =
            if case .success = answer.result {
                "the converter accepted it"
            } else if answer.picture.isCostly, case .failure(let failure) = answer.result,
                failure != conversion?.refusal
            {
                "it was not refused for its cost but failed with \(failure)"
            } else if state.pictures.loading.contains(answer.key) {
                "it still holds a fetch slot"
            } else if !state.pictures.hasFailed(answer.key.url) {
                "its address is not marked failed"
            } else if state.pictures.picture(for: answer.key) != before?.pictures.picture(for: answer.key) {
                "a picture was kept for it"
            } else {
                nil
            }
        return problem.map {
            InvariantViolation(.hostilePictures, "\(answer.picture.rawValue) for \(answer.key.url.string): \($0)")
        }
    }

    /// Every 32nd step, the frame rendered afresh must equal the reused one (rendering twice
    /// every step would cost a third of the speed for a property that rarely changes).
    private func checkRenderReuse(_ depth: ColorDepth) -> InvariantViolation? {
        guard stepCount % 32 == 0 else { return nil }
        let fresh = AppView.render(state, depth: depth)
        guard fresh != frame else { return nil }
        let row = (0..<fresh.size.rows).first { fresh.row($0) != frame.row($0) } ?? 0
        return InvariantViolation(
            .renderReuse,
            "row \(row) differs: fresh \(InvariantChecker.quotedRow(fresh, row)), "
                + "reused \(InvariantChecker.quotedRow(frame, row))"
        )
    }

    private func count(_ event: FuzzEvent) {
        switch event {
        case .launch: statistics.launches += 1
        case .key: statistics.keys += 1
        case .mouse: statistics.mouseEvents += 1
        case .resize: statistics.resizes += 1
        case .tick: statistics.ticks += 1
        case .answer(_, let action):
            statistics.answers += 1
            if action.isFailure { statistics.failedAnswers += 1 }
        case .inject: statistics.injections += 1
        }
        switch state.screen {
        case .reader: statistics.readerSteps += 1
        case .comments: statistics.commentsSteps += 1
        case .panel, .search: statistics.favouritesSteps += 1
        case .home:
            if case .pinnedHeader = state.home.chrome { statistics.pinnedHeaderSteps += 1 }
        }
        if state.isHelpVisible { statistics.helpSteps += 1 }
        if state.isTooSmall { statistics.tooSmallSteps += 1 }
        if !images.live.isEmpty { statistics.imageSteps += 1 }
        statistics.mostImages = max(statistics.mostImages, images.live.count)
        statistics.mostDays = max(statistics.mostDays, state.home.days.count)
        statistics.mostOutstanding = max(statistics.mostOutstanding, outstanding.count)
    }
}

extension Action {
    fileprivate var isFailure: Bool {
        switch self {
        case .latestLoaded(.failure), .olderDayLoaded(_, .failure), .storyLoaded(_, .failure),
            .extraLoaded(_, .failure),
            .commentsLoaded(_, _, _, .failure, _, _):
            true
        case .favouriteSaved(_, _, let stored): !stored
        default: false
        }
    }
}
