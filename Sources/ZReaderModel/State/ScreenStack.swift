import ZReaderDomain
import ZReaderScreen

/// The screens shown, bottom to top: the home screen always; a panel over it (the favourites, the
/// columns), or not; search results over either, or not; a story being read over any of them, with its
/// comments over the reader; help or a prompt over all.
///
/// The shape is the type: comments exist only over a reader, a reader only over a list, and the
/// screen on top is read from the stack, not guessed from which states happen to be set.
///
/// A panel opened from a story (its column, from the reader) keeps the screens it was opened
/// from, whole, and closing it brings them back: the way back to the story.
public struct ScreenStack: Hashable, Sendable {
    /// The panel over the home screen, when one is open (under any search or story opened from it).
    public private(set) var panel: Panel?
    /// Search results over the panel or the home screen, when a search was made from there.
    public private(set) var search: SearchState?
    /// The story being read, over the home screen, the panel or the search results.
    public private(set) var reading: Reading?
    /// Help or a prompt over the screen on top.
    public private(set) var overlay: Overlay?
    /// The screens the panel was opened from, when it was opened from a story: at most one (an
    /// array, so that a stack can hold one), which may hold its own, `maximumReturns` deep.
    private var returns: [ScreenStack] = []

    /// How many stacks back a chain of panels opened from stories reaches; older ones are let go.
    static let maximumReturns = 8

    /// True when closing the panel goes back to the screens it was opened from.
    public var returnsOnClose: Bool { !returns.isEmpty }

    /// The columns screen, when it is the panel open.
    public var columns: ColumnsState? {
        if case .columns(let columns) = panel { columns } else { nil }
    }

    /// The favourites list, when it is the panel open.
    public var favourites: FavouritesState? {
        if case .favourites(let favourites) = panel { favourites } else { nil }
    }

    public var isHelpShown: Bool {
        if case .help = overlay { true } else { false }
    }

    /// How far the help is scrolled, in entries.
    public var helpScroll: Int {
        if case .help(let scroll) = overlay { scroll } else { 0 }
    }

    /// The screen on top, under any overlay.
    public var top: Screen {
        if let reading { return reading.comments == nil ? .reader : .comments }
        if search != nil { return .search }
        return panel.map { .panel($0.kind) } ?? .home
    }

    /// Opens `panel` over the home screen, closing whatever was over it.
    mutating func showPanel(_ panel: Panel) {
        self.panel = panel
        search = nil
        reading = nil
        returns = []
    }

    /// Opens `panel` over the home screen, keeping the screens shown now to come back to when it
    /// is closed.
    mutating func showPanel(_ panel: Panel, returningHere: Bool) {
        guard returningHere else { return showPanel(panel) }
        var kept = self
        kept.overlay = nil
        kept.trimReturns(to: ScreenStack.maximumReturns - 1)
        self = ScreenStack()
        self.panel = panel
        returns = [kept]
    }

    /// Closes the panel: back to the screens it was opened from, or to the home screen.
    mutating func closePanel() {
        if let kept = returns.first {
            self = kept
            return
        }
        panel = nil
        search = nil
        reading = nil
    }

    /// Lets go of the returns past `depth`.
    private mutating func trimReturns(to depth: Int) {
        guard var kept = returns.first else { return }
        if depth <= 0 {
            returns = []
            return
        }
        kept.trimReturns(to: depth - 1)
        returns = [kept]
    }

    /// How many stacks back the returns reach.
    var returnDepth: Int { returns.first.map { 1 + $0.returnDepth } ?? 0 }

    /// Fits every screen of the stack, and the ones it returns to, to the terminal's `size`.
    mutating func resize(to size: Size) {
        updatePanel { $0.resize(to: size) }
        updateReading { reading in
            reading.reader.resize(to: size)
            reading.updateComments { $0.resize(to: size) }
        }
        if var kept = returns.first {
            kept.resize(to: size)
            returns = [kept]
        }
    }

    mutating func updatePanel(_ change: (inout Panel) -> Void) {
        guard var shown = panel else { return }
        change(&shown)
        panel = shown
    }

    /// Shows search results over the list on top.
    mutating func showSearch(_ results: SearchState) {
        search = results
        reading = nil
    }

    mutating func closeSearch() {
        search = nil
        reading = nil
    }

    /// Shows `results` again (a search prompt cancelled), or none.
    mutating func restoreSearch(_ results: SearchState?) {
        if let results { showSearch(results) } else { closeSearch() }
    }

    mutating func updateSearch(_ change: (inout SearchState) -> Void) {
        guard var results = search else { return }
        change(&results)
        search = results
    }

    mutating func updateColumns(_ change: (inout ColumnsState) -> Void) {
        guard case .columns(var columns) = panel else { return }
        change(&columns)
        panel = .columns(columns)
    }

    mutating func updateFavourites(_ change: (inout FavouritesState) -> Void) {
        guard case .favourites(var list) = panel else { return }
        change(&list)
        panel = .favourites(list)
    }

    /// Opens a story over the list on top, replacing any story read before.
    mutating func read(_ reader: ReaderState) {
        reading = Reading(reader: reader)
    }

    mutating func closeReader() {
        reading = nil
    }

    mutating func updateReading(_ change: (inout Reading) -> Void) {
        guard var shown = reading else { return }
        change(&shown)
        reading = shown
    }

    mutating func setHelpShown(_ shown: Bool) {
        overlay = shown ? .help(scroll: 0) : nil
    }

    mutating func scrollHelp(to scroll: Int) {
        if isHelpShown { overlay = .help(scroll: scroll) }
    }

    mutating func showPrompt(_ kind: PromptState.Kind, coveredDays: ClosedRange<DayStamp>? = nil) {
        overlay = .prompt(
            PromptState(kind: kind, searchBefore: kind == .search ? search : nil, coveredDays: coveredDays))
    }

    mutating func closePrompt() {
        if case .prompt = overlay { overlay = nil }
    }

    mutating func updatePrompt(_ change: (inout PromptState) -> Void) {
        guard case .prompt(var prompt) = overlay else { return }
        change(&prompt)
        overlay = .prompt(prompt)
    }
}
