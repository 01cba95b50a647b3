import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// One step of a fuzz run: what the terminal, the clock or a loader did to the app.
public enum FuzzEvent: Hashable, Sendable, CustomStringConvertible {
    /// The app started (again, after quitting): `AppState(screenSize:isDemoEdition:)`, a resize to
    /// the terminal's size, then `.started`, as `Program.start` does.
    case launch(Size, isDemoEdition: Bool)
    /// A key, and the action the app made of it (nil: ignored).
    case key(Key, Action?)
    case mouse(MouseEvent)
    case resize(Size)
    case tick
    /// A loader answered an effect the reducer asked for.
    case answer(BackgroundEffect, Action)
    /// An action nobody asked for now: a late duplicate, a stale answer, a message.
    case inject(Action)

    /// The action the event dispatches, if any.
    var action: Action? {
        switch self {
        case .launch: nil
        case .key(_, let action): action
        case .mouse(let event): .mouse(event)
        case .resize(let size): .resized(size)
        case .tick: .tick
        case .answer(_, let action), .inject(let action): action
        }
    }

    public var description: String {
        switch self {
        case .launch(let size, let isDemoEdition): "launch \(size)\(isDemoEdition ? " --demo" : "")"
        case .key(let key, let action):
            "key \(FuzzEvent.quoted(key.description)) → \(action.map(FuzzEvent.describe) ?? "ignored")"
        case .mouse(let event): "mouse \(event.kind) at (\(event.position.x), \(event.position.y))"
        case .resize(let size): "resize \(size)"
        case .tick: "tick"
        case .answer(let effect, let action): "answer \(FuzzEvent.describe(effect)) with \(FuzzEvent.describe(action))"
        case .inject(let action): "inject \(FuzzEvent.describe(action))"
        }
    }

    // MARK: Short descriptions (payloads summarised, text quoted and cut)

    static func quoted(_ text: String, limit: Int = 24) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\"" || scalar == "\\"
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        let cut = escaped.prefix(limit).joined()
        return "\"\(cut)\(escaped.count > limit ? "…" : "")\""
    }

    static func describe(_ effect: Effect) -> String {
        switch effect {
        case .background(let work): describe(work)
        case .terminal(.openInBrowser(let url)): "openInBrowser(\(quoted(url.string)))"
        case .terminal(.copyToClipboard(let url)): "copyToClipboard(\(quoted(url.string)))"
        case .terminal(.sendImages(let commands)): "sendImages(\(commands.count))"
        case .terminal(.notify(let text)): "notify(\(quoted(text.string)))"
        }
    }

    static func describe(_ effect: BackgroundEffect) -> String {
        switch effect {
        case .loadCachedHome(let stories): "loadCachedHome(stories: \(stories))"
        case .loadLatest: "loadLatest"
        case .loadOlderDay(let before): "loadOlderDay(before: \(before))"
        case .loadStory(let id): "loadStory(\(id))"
        case .loadExtra(let id): "loadExtra(\(id))"
        case .loadComments(let id, let kind, let before, let request):
            "loadComments(\(id), \(kind), before: \(before.map(String.init) ?? "nil"), request: \(request))"
        case .markRead(let id): "markRead(\(id))"
        case .markUnread(let id): "markUnread(\(id))"
        case .rememberPlace(let id, let place):
            "rememberPlace(\(id), \(place.map { "block \($0.block), \($0.percent)%" } ?? "nil"))"
        case .setFavourite(let story, let isFavourite): "setFavourite(\(story.id), \(isFavourite))"
        case .loadFavourites: "loadFavourites"
        case .search(let query, let request):
            "search(\(quoted(query.text)), column: \(query.column.map { quoted($0) } ?? "nil"), request: \(request))"
        case .loadJumpDay(let date): "loadJumpDay(\(date))"
        case .loadNewerDay(let after): "loadNewerDay(after: \(after))"
        case .loadPicture(let key): "loadPicture(\(key))"
        case .downloadDays(let days): "downloadDays(\(days.map(\.date.stamp).joined(separator: ",")))"
        case .rememberTheme(let theme): "rememberTheme(\(theme))"
        case .loadColumns: "loadColumns"
        case .loadColumnStories(let column, let cursor):
            "loadColumnStories(\(quoted(column.name.string)), after: \(cursor.map { "\($0.date)/\($0.id)" } ?? "nil"))"
        }
    }

    static func describe(_ day: DayFeed) -> String {
        "\(day.date) [\(day.stories.map { "\($0.id)" }.joined(separator: ","))]"
    }

    static func describe<Value>(_ result: Result<Value, LoadFailure>, _ success: (Value) -> String) -> String {
        switch result {
        case .success(let value): success(value)
        case .failure(let failure): "failure(\(describe(failure)))"
        }
    }

    static func describe(_ failure: LoadFailure) -> String {
        switch failure {
        case .offline: ".offline"
        case .timeout: ".timeout"
        case .connection(let reason): ".connection(\(quoted(reason)))"
        case .httpStatus(let code): ".httpStatus(\(code))"
        case .badData(let reason): ".badData(\(quoted(reason)))"
        case .tooLarge(let limit): ".tooLarge(\(limit))"
        case .unavailable(let what): ".unavailable(\(quoted(what)))"
        }
    }

    static func describe(_ action: Action) -> String {
        switch action {
        case .started: return ".started"
        case .cachedHomeLoaded(let cached):
            return ".cachedHomeLoaded(days: \(cached.days.map(describe).joined(separator: " ")), "
                + "top: \(cached.topStories.count), notice: \(cached.notice.map { quoted($0.string) } ?? "nil"))"
        case .resized(let size): return ".resized(\(size))"
        case .command(let command): return ".command(.\(command))"
        case .mouse(let event): return ".mouse(\(event.kind) at \(event.position.x),\(event.position.y))"
        case .tick: return ".tick"
        case .quitSignalled: return ".quitSignalled"
        case .latestLoaded(let result):
            return ".latestLoaded("
                + describe(result) { "\(describe($0.day)) top: \($0.topStories.count) \($0.origin)" } + ")"
        case .olderDayLoaded(let before, let result):
            return ".olderDayLoaded(before: \(before), " + describe(result, describe) + ")"
        case .storyLoaded(let id, let result):
            return ".storyLoaded(\(id), "
                + describe(result) { "title \(quoted($0.detail.title.string)), \($0.article.blocks.count) blocks" }
                + ")"
        case .extraLoaded(let id, let result):
            return ".extraLoaded(\(id), " + describe(result) { "\($0)" } + ")"
        case .commentsLoaded(let id, let kind, let before, let result, _, let request):
            return ".commentsLoaded(\(id), \(kind), before: \(before.map(String.init) ?? "nil"), request: \(request), "
                + describe(result) { "ids [\($0.map { String($0.id) }.joined(separator: ","))]" } + ")"
        case .cachedCommentsLoaded(let id, let kind, let before, let request, let page):
            return ".cachedCommentsLoaded(\(id), \(kind), before: \(before.map(String.init) ?? "nil"), "
                + "request: \(request), ids [\(page.comments.map { String($0.id) }.joined(separator: ","))])"
        case .favouriteSaved(let story, let isFavourite, let stored):
            return ".favouriteSaved(\(story.id), isFavourite: \(isFavourite), stored: \(stored))"
        case .favouritesLoaded(let entries):
            return ".favouritesLoaded(\(entries.map { "\($0.story.id)" }.joined(separator: ",")))"
        case .downloadProgressed(let progress):
            return ".downloadProgressed(\(progress.counts.string))"
        case .downloadFinished(let outcome):
            return ".downloadFinished(\(quoted(outcome.summary.string)))"
        case .message(let message):
            let expiry = message.expiresAt.map(String.init) ?? "nil"
            return ".message(\(quoted(message.text.string)), \(message.kind), expiresAt: \(expiry))"
        case .typed(let key): return ".typed(\(quoted(key.description)))"
        case .countDigit(let digit): return ".countDigit(\(digit))"
        case .cancelCount: return ".cancelCount"
        case .searched(let request, let query, let result):
            return ".searched(request: \(request), \(quoted(query.text)), "
                + describe(result) {
                    switch $0 {
                    case .hits(let hits): "\(hits.count) hits"
                    case .noSuchColumn(let nearest):
                        "no such column, nearest \(nearest.map { quoted($0.string) } ?? "nil")"
                    }
                } + ")"
        case .jumpedDayLoaded(let date, let result):
            return ".jumpedDayLoaded(\(date), " + describe(result, describe) + ")"
        case .newerDayLoaded(let after, let result):
            return ".newerDayLoaded(after: \(after), " + describe(result, describe) + ")"
        case .pictureLoaded(let key, let result):
            return ".pictureLoaded(\(key), " + describe(result) { "\($0.cells.size)" } + ")"
        case .columnsLoaded(let result):
            return ".columnsLoaded(" + describe(result) { "\($0.columns.count) columns \($0.origin)" } + ")"
        case .columnStoriesLoaded(let column, let cursor, let result):
            return ".columnStoriesLoaded(\(quoted(column.name.string)), after: "
                + "\(cursor.map { "\($0.date)/\($0.id)" } ?? "nil"), "
                + describe(result) { "\($0.stories.count) stories, next: \($0.next != nil)" } + ")"
        case .terminalRestored(let size):
            return ".terminalRestored(\(size))"
        }
    }
}
