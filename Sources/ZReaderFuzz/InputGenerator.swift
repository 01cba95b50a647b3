import ZReaderModel
import ZReaderScreen

/// Makes what a terminal reports: keys of every screen and stray ones, mouse events anywhere, and
/// sizes from far too small to huge.
struct InputGenerator {
    var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// Every key some screen binds.
    static let boundKeys: [Key] = {
        var keys: [Key] = []
        for context in Screen.allCases {
            for binding in KeyMap.standard.bindings(for: context) {
                for key in binding.keys where !keys.contains(key) {
                    keys.append(key)
                }
            }
        }
        return keys
    }()

    static let specialKeys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab,
        .function(1), .function(12), .function(0),
    ]

    /// A key: mostly one the current screen binds (so that the app goes places), else one another
    /// screen binds, else anything a terminal could send.
    ///
    /// Quitting the home screen ends the
    /// session, so it is made rare to let sessions grow long.
    mutating func key(in context: Screen, keyMap: KeyMap = .standard) -> Key {
        for _ in 0..<4 {
            let key = anyKey(in: context, keyMap: keyMap)
            if context == .home, keyMap.command(for: key, in: .home) == .quit, !rng.percent(5) { continue }
            return key
        }
        return .down
    }

    private mutating func anyKey(in context: Screen, keyMap: KeyMap) -> Key {
        switch rng.weighted([70, 15, 15]) {
        case 0:
            let binding = rng.element(of: keyMap.bindings(for: context))
            return binding.flatMap { rng.element(of: $0.keys) } ?? .down
        case 1:
            return rng.element(of: InputGenerator.boundKeys) ?? .down
        default:
            return strayKey()
        }
    }

    private mutating func strayKey() -> Key {
        switch rng.int(below: 5) {
        case 0: return rng.element(of: InputGenerator.specialKeys) ?? .escape
        case 1:
            let letter = Character(Unicode.Scalar(UInt8(rng.int(in: 0x61...0x7A))))
            return .control(letter)
        case 2:
            let scalar = Unicode.Scalar(UInt32(rng.int(in: 0...0x7F))) ?? " "
            return .character(Character(scalar))
        case 3:
            let text = rng.element(of: NastyText.emoji + NastyText.clusters + NastyText.controls + NastyText.cjk) ?? "字"
            return .character(text.first ?? "字")
        default:
            let scalar = Unicode.Scalar(UInt32(rng.int(in: 0x80...0x2FFFF))) ?? "\u{FFFD}"
            return .character(Character(scalar))
        }
    }

    /// Key sequences of what readers do, which random keys alone would rarely put together:
    /// reading on past the last loaded story, changing their mind while a day loads, reopening a
    /// story before it has loaded, paging through comments, going through the favourites.
    static let habits: [[Key]] = [
        [.end, .enter, .character("n"), .character("n"), .character("n")],
        [.end, .enter, .character("n"), .character("q"), .up, .enter],
        [.end, .enter, .character("n"), .character("c"), .character("G")],
        [.enter, .character("q"), .enter, .pageDown, .pageDown],
        [.enter, .character("c"), .end, .end, .character("q"), .character("q")],
        [
            .character("s"), .character("F"), .enter, .character("n"), .character("p"), .character("s"), .escape,
            .escape,
        ],
        [.character("?"), .character("x"), .enter, .character("?"), .character("q")],
        [.character("G"), .character("G"), .character("g"), .character("j"), .character("k"), .control("e")],
    ]

    mutating func habit() -> [Key] {
        rng.element(of: InputGenerator.habits) ?? []
    }

    /// A mouse event, now and then off the screen.
    mutating func mouse(screen: Size) -> MouseEvent {
        let kind: MouseEvent.Kind = rng.element(of: [.wheelUp, .wheelDown, .press, .release, .click]) ?? .click
        let position =
            if rng.percent(90) {
                Point(x: rng.int(below: max(1, screen.columns)), y: rng.int(below: max(1, screen.rows)))
            } else {
                Point(x: rng.int(in: -5...(screen.columns + 5)), y: rng.int(in: -5...(screen.rows + 5)))
            }
        return MouseEvent(kind, at: position)
    }

    static let tinySizes: [Size] = [
        Size(columns: 1, rows: 1), Size(columns: 2, rows: 1), Size(columns: 10, rows: 3), Size(columns: 19, rows: 7),
        Size(columns: 20, rows: 8), Size(columns: 19, rows: 8), Size(columns: 20, rows: 7), Size(columns: 0, rows: 0),
        Size(columns: 1, rows: 30), Size(columns: 200, rows: 1), Size(columns: 21, rows: 9),
    ]

    static let commonSizes: [Size] = [
        Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 100, rows: 30),
        Size(columns: 60, rows: 20), Size(columns: 40, rows: 12), Size(columns: 59, rows: 17),
        Size(columns: 101, rows: 50),
    ]

    mutating func size() -> Size {
        switch rng.weighted([15, 50, 33, 2]) {
        case 0: rng.element(of: InputGenerator.tinySizes) ?? Size(columns: 1, rows: 1)
        case 1: rng.element(of: InputGenerator.commonSizes) ?? Size(columns: 80, rows: 24)
        case 2: Size(columns: rng.int(in: 1...160), rows: rng.int(in: 1...60))
        default: Size(columns: 300, rows: 100)
        }
    }
}
