import Testing
import ZReaderConfig
import ZReaderScreen

@Suite("Key names in [keys], both ways")
struct KeyNameTests {
    @Test func namedKeysAreReadWithoutRegardToCase() throws {
        let expected: [String: Key] = [
            "Space": .character(" "), "Enter": .enter, "Return": .enter, "Esc": .escape, "Escape": .escape,
            "Tab": .tab, "Backspace": .backspace, "Up": .up, "Down": .down, "Left": .left, "Right": .right,
            "PageUp": .pageUp, "PgUp": .pageUp, "PageDown": .pageDown, "PgDn": .pageDown, "Home": .home, "End": .end,
            "F1": .function(1), "F12": .function(12),
        ]
        for (name, key) in expected {
            #expect(try KeyName.key(named: name) == key, "\(name)")
            #expect(try KeyName.key(named: name.lowercased()) == key, "\(name.lowercased())")
            #expect(try KeyName.key(named: name.uppercased()) == key, "\(name.uppercased())")
        }
    }

    @Test func aSingleCharacterIsItselfCaseAndAll() throws {
        #expect(try KeyName.key(named: "j") == .character("j"))
        #expect(try KeyName.key(named: "G") == .character("G"))
        #expect(try KeyName.key(named: "?") == .character("?"))
        #expect(try KeyName.key(named: "/") == .character("/"))
        #expect(try KeyName.key(named: "F") == .character("F"))
        #expect(try KeyName.key(named: "中") == .character("中"))
        #expect(try KeyName.key(named: " ") == .character(" "))
    }

    @Test func ctrlAndALetterInEitherSpelling() throws {
        for name in ["C-x", "c-x", "C-X", "Ctrl-x", "ctrl-X", "CTRL-x"] {
            #expect(try KeyName.key(named: name) == .control("x"), "\(name)")
        }
    }

    @Test func ctrlLettersThatAreOtherKeysInATerminalSaySo() {
        for (name, other) in [("C-j", "Enter"), ("C-m", "Enter"), ("C-i", "Tab"), ("Ctrl-H", "Backspace")] {
            #expect(throws: KeyName.Problem.self) { try KeyName.key(named: name) }
            do {
                _ = try KeyName.key(named: name)
            } catch {
                #expect(error.message.hasSuffix("在终端里就是 \(other) 键，请写 \"\(other)\""))
            }
        }
    }

    @Test func namesOfNoKeyAreRefused() {
        for name in ["", "Dwn", "C-", "C-1", "C-xy", "M-x", "F0", "F13", "F01", "F+1", "\t", "\n", "\u{7F}", "jj"] {
            #expect(throws: KeyName.Problem.self, "\(name.debugDescription)") { try KeyName.key(named: name) }
        }
    }

    @Test func anUnknownNameSaysWhatNamesThereAre() {
        do {
            _ = try KeyName.key(named: "Dwn")
            Issue.record("Dwn was read")
        } catch {
            #expect(error.message.hasPrefix("“Dwn”不是按键名（按键名是单个字符，如 \"j\""))
            #expect(error.shortMessage == "按键名 Dwn 无法识别")
        }
    }

    /// Every key the terminal can report that has a name.
    static let namedKeys: [Key] =
        (33...126).compactMap { Unicode.Scalar($0).map { Key.character(Character($0)) } }
        + [.character(" "), .character("中"), .character("é"), .character("😀")]
        + "abcdefgklnopqrstuvwxyz".map { Key.control($0) }
        + [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab]
        + (1...12).map { Key.function($0) }

    @Test func everyNamedKeyRoundTrips() throws {
        for key in Self.namedKeys {
            let name = try #require(KeyName.name(of: key), "\(key)")
            #expect(try KeyName.key(named: name) == key, "\(key) as \(name)")
        }
    }

    @Test func namesAreTheDocumentedSpellings() {
        #expect(KeyName.name(of: .character(" ")) == "Space")
        #expect(KeyName.name(of: .character("G")) == "G")
        #expect(KeyName.name(of: .control("x")) == "C-x")
        #expect(KeyName.name(of: .pageDown) == "PageDown")
        #expect(KeyName.name(of: .escape) == "Esc")
        #expect(KeyName.name(of: .function(5)) == "F5")
    }

    @Test func keysThatCannotBePressedHaveNoName() {
        for key: Key in [
            .control("j"), .control("m"), .control("i"), .control("h"), .control("1"), .function(13),
            .function(0), .character("\n"), .character("\t"), .character("\u{7F}"),
        ] {
            #expect(KeyName.name(of: key) == nil, "\(key)")
        }
    }
}
