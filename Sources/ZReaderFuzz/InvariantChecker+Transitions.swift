import ZReaderDomain
import ZReaderModel
import ZReaderScreen

extension InvariantChecker {
    /// The invariants of one step: how `action` took the app from `before` to `after`, asking for
    /// `effects`.
    ///
    /// `before` is nil right after a launch.
    public static func checkTransition(
        from before: AppState?, to after: AppState, action: Action?, effects: [Effect],
        ignoring ignored: Set<Invariant> = []
    ) -> InvariantViolation? {
        let checks: [() -> InvariantViolation?] = [
            { checkLoadsPerAction(effects) }, { checkLayoutChange(from: before, to: after) },
            { before.flatMap { checkStep(from: $0, to: after, action: action) } },
        ]
        return firstViolation(of: checks, ignoring: ignored)
    }

    static func checkLoadsPerAction(_ effects: [Effect]) -> InvariantViolation? {
        var olderDays = 0
        var commentPages: [CommentKind: Int] = [:]
        for effect in effects {
            switch effect {
            case .background(.loadOlderDay): olderDays += 1
            case .background(.loadComments(_, let kind, _, _)): commentPages[kind, default: 0] += 1
            case .background, .terminal: break
            }
        }
        guard olderDays <= 1, commentPages.values.allSatisfy({ $0 <= 1 }) else {
            return InvariantViolation(.oneLoadPerAction, "effects \(effects.map(FuzzEvent.describe))")
        }
        return nil
    }

    /// A change of days or size is checked story by story.
    ///
    /// Days added below the others (the one
    /// change the layout follows incrementally rather than measuring afresh) must give the layout
    /// measured afresh; with neither days nor size nor pictures on or off changed, the layout must
    /// not change either.
    static func checkLayoutChange(from before: AppState?, to after: AppState) -> InvariantViolation? {
        guard let before else { return checkStoryRows(after.home) }
        let sameSize = before.screenSize == after.screenSize && before.home.picturesShown == after.home.picturesShown
        if sameSize, before.home.days == after.home.days {
            return before.home.layout == after.home.layout
                ? nil : InvariantViolation(.layoutMatchesDays, "the layout changed without the days or the size")
        }
        if let violation = checkStoryRows(after.home) { return violation }
        let appended =
            sameSize && after.home.days.count > before.home.days.count
            && after.home.days.starts(with: before.home.days)
        let fresh = HomeLayout(
            days: after.home.days, screenSize: after.screenSize, picturesShown: after.home.picturesShown,
            firstSectionHasHeader: !after.home.startsWithToday)
        if appended, after.home.layout != fresh {
            return InvariantViolation(
                .layoutMatchesDays,
                "after adding \(after.home.days.count - before.home.days.count) day(s) the layout "
                    + "differs from one measured afresh")
        }
        return nil
    }

    private static func checkStep(from before: AppState, to after: AppState, action: Action?) -> InvariantViolation? {
        switch action {
        case .tick:
            if let wakeUp = after.nextWakeUp, wakeUp <= after.clock {
                return InvariantViolation(.wakeUp, "after a tick at \(after.clock) the next wake-up is \(wakeUp)")
            }
        case .command(let command) where command == .moveDown || command == .moveUp:
            let home = after.home
            guard before.screen == .home, after.screen == .home, !before.isHelpVisible, !after.isTooSmall,
                home.selection != before.home.selection, !home.isVisible(home.selection)
            else { return nil }
            return InvariantViolation(
                .selectionRevealed,
                "\(home.selection) (rows \(home.requiredRows(home.selection).map { "\($0)" } ?? "none")) not in view at offset "
                    + "\(home.scrollOffset): visible \(home.visibleRows(atOffset: home.scrollOffset))")
        case .storyLoaded(let id, .success(let story)):
            guard let reader = before.reader, reader.storyID == id, reader.content == .loaded(story),
                let now = after.reader, now.scrollOffset != reader.scrollOffset
            else { return nil }
            return InvariantViolation(
                .readerKeepsPlace,
                "a second answer for \(id) moved the reader from row \(reader.scrollOffset) to \(now.scrollOffset)")
        default:
            break
        }
        return nil
    }
}
