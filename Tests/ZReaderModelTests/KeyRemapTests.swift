import Testing
import ZReaderModel
import ZReaderScreen

@Suite("Remapping keys")
struct KeyRemapTests {
    func remapped(_ remaps: [KeyRemap]) -> (KeyMap, [KeyRemap.Problem]) {
        let (map, problems) = KeyMap.standard.remapped(by: remaps)
        return (map, problems)
    }

    @Test func aCommandForEveryScreenGetsItsKeysWhereverItIs() {
        let (map, problems) = remapped([
            KeyRemap(screen: nil, command: .moveDown, keys: [.character("j"), .down, .control("n")])
        ])
        #expect(problems.isEmpty)
        for screen in [Screen.home, .panel(.favourites), .search] {
            #expect(map.command(for: .control("n"), in: screen) == .moveDown)
            #expect(map.command(for: .character("j"), in: screen) == .moveDown)
        }
        #expect(map.command(for: .control("n"), in: .reader) == nil)
    }

    @Test func theKeysReplaceTheOldOnes() {
        let (map, _) = remapped([KeyRemap(screen: .reader, command: .nextStory, keys: [.character("J")])])
        #expect(map.command(for: .character("J"), in: .reader) == .nextStory)
        #expect(map.command(for: .character("n"), in: .reader) == nil)
        #expect(map.command(for: .character("J"), in: .home) == nil)
    }

    @Test func aKeyTakenFromAnotherCommandIsAConflictAndTheRemapWins() {
        let (map, problems) = remapped([KeyRemap(screen: .home, command: .moveDown, keys: [.character("k")])])
        #expect(map.command(for: .character("k"), in: .home) == .moveDown)
        #expect(map.command(for: .up, in: .home) == .moveUp)
        #expect(
            problems == [
                KeyRemap.Problem(kind: .conflict(.character("k"), screen: .home, other: .moveUp), remap: 0, key: 0)
            ])
    }

    @Test func aScreensTableWinsOverTheTableForEveryScreenWhereverItIsWritten() {
        let (map, _) = remapped([
            KeyRemap(screen: .home, command: .refresh, keys: [.character("R")]),
            KeyRemap(screen: nil, command: .refresh, keys: [.function(5)]),
        ])
        #expect(map.command(for: .character("R"), in: .home) == .refresh)
        #expect(map.command(for: .function(5), in: .home) == nil)
        #expect(map.command(for: .function(5), in: .reader) == .refresh)
    }

    @Test func digitsStartCountsAndCannotBeBound() {
        let (map, problems) = remapped([KeyRemap(screen: nil, command: .top, keys: [.character("5"), .character("0")])])
        #expect(problems == [KeyRemap.Problem(kind: .countDigit(.character("5")), remap: 0, key: 0)])
        #expect(map.command(for: .character("5"), in: .home) == nil)
        #expect(map.command(for: .character("0"), in: .home) == .top)
        let (unchanged, _) = remapped([KeyRemap(screen: nil, command: .top, keys: [.character("5")])])
        #expect(unchanged.command(for: .character("g"), in: .home) == .top, "only digits: the keys stay")
    }

    @Test func aCommandTheScreenDoesNotHaveIsReported() {
        let (map, problems) = remapped([KeyRemap(screen: .comments, command: .toggleFavourite, keys: [.character("s")])]
        )
        #expect(problems == [KeyRemap.Problem(kind: .notOnScreen(.comments), remap: 0, key: nil)])
        #expect(map == KeyMap.standard)
    }

    @Test func aRemappedKeyWorksInTheAppAndTheOldOneNoLonger() {
        let (map, _) = remapped([KeyRemap(screen: nil, command: .moveDown, keys: [.control("n")])])
        let state = AppState(screenSize: Size(columns: 80, rows: 24), keyMap: map)
        #expect(state.action(for: .control("n")) == .command(.moveDown))
        #expect(state.action(for: .character("j")) == nil)
    }
}
