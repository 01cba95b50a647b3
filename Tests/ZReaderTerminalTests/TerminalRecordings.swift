import Testing

/// Answers of real terminals to the start-up query round (`QueryPlan.full`), as byte strings.
///
/// The first four were recorded on this machine (graphics-design §1.2: xterm 379 as a VT340 with
/// window ops allowed, xterm 379 with Debian's defaults, kitty 0.26.5, tmux 3.3a inside kitty), the
/// XTSMGRAPHICS answers of xterm separately; the others are written from each terminal's source
/// or a third party's recorded fixtures (§1.3), in the order the plan asks.
enum TerminalRecordings {
    static let escape = "\u{1B}"
    static let terminator = "\u{1B}\\"

    struct Recording: CustomTestStringConvertible, Sendable {
        var name: String
        var answers: String
        var environment: [String: String]

        var bytes: [UInt8] { Array(answers.utf8) }
        var testDescription: String { name }
    }

    static let xtermVT340 = Recording(
        name: "xterm 379 as a VT340",
        answers: "\(escape)[1;2R\(escape)P1$r0;38:2::1:2:3m\(terminator)\(escape)[?2026;0$y\(escape)[6;19;9t"
            + "\(escape)[4;570;900t\(escape)[8;30;100t\(escape)[?1;0;1024S\(escape)[?2;0;900;570S"
            + "\(escape)P>|XTerm(379)\(terminator)\(escape)[>19;379;0c\(escape)[?63;1;2;4;6;9;15;16;22;28c",
        environment: ["TERM": "xterm-256color"])

    static let xtermDefaults = Recording(
        name: "xterm 379, Debian's defaults",
        answers:
            "\(escape)[1;2R\(escape)P1$r0;38:2::1:2:3m\(terminator)\(escape)[?2026;0$y\(escape)[?1;3S\(escape)[?2;3S"
            + "\(escape)P>|XTerm(379)\(terminator)\(escape)[>41;379;0c\(escape)[?64;1;2;6;9;15;16;17;18;21;22;28c",
        environment: ["TERM": "xterm-256color"])

    static let kitty026 = Recording(
        name: "kitty 0.26.5",
        answers: "\(escape)[1;2R\(escape)P1$r38:2:1:2:3m\(terminator)\(escape)P0+r524742\(terminator)"
            + "\(escape)P0+r5463\(terminator)\(escape)[?2026;2$y\(escape)_Gi=31;OK\(terminator)\(escape)[6;18;9t"
            + "\(escape)[4;144;900t\(escape)[8;8;100t\(escape)P>|kitty(0.26.5)\(terminator)\(escape)[>1;4000;26c"
            + "\(escape)[?62;c",
        environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "1"])

    static let tmuxInKitty = Recording(
        name: "tmux 3.3a in kitty",
        answers: "\(escape)[1;2R\(escape)[8;100;7t\(escape)P>|tmux 3.3a\(terminator)\(escape)[>84;0;0c\(escape)[?1;2c",
        environment: [
            "TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "1",
            "TMUX": "/tmp/tmux-0/default,14194,0",
        ])

    static let kitty049 = Recording(
        name: "kitty 0.49.1",
        answers: "\(escape)[1;2R\(escape)P1$r38:2:1:2:3m\(terminator)\(escape)[?2026;2$y\(escape)_Gi=31;OK\(terminator)"
            + "\(escape)[6;20;10t\(escape)P>|kitty(0.49.1)\(terminator)\(escape)[>1;4000;49c\(escape)[?62;52;c",
        environment: ["TERM": "xterm-kitty"])

    static let ghostty = Recording(
        name: "Ghostty 1.3.1",
        answers:
            "\(escape)[1;2R\(escape)P1$r38:2::1:2:3m\(terminator)\(escape)[?2026;2$y\(escape)_Gi=31;OK\(terminator)"
            + "\(escape)[6;17;8t\(escape)P>|ghostty 1.3.1\(terminator)\(escape)[>1;10;0c\(escape)[?62;22;52c",
        environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.3.1"])

    static let wezterm = Recording(
        name: "WezTerm 20240203",
        answers: "\(escape)[1;2R\(escape)P1$r38:2:0:1:2:3m\(terminator)\(escape)P1+r524742=382F382F38\(terminator)"
            + "\(escape)[?2026;2$y\(escape)_GI=5,i=31;OK\(terminator)\(escape)[6;16;8t"
            + "\(escape)P>|WezTerm 20240203-110809-5046fc22\(terminator)\(escape)[>1;277;0c\(escape)[?65;4;6;18;22c",
        environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm"])

    static let foot = Recording(
        name: "foot 1.20.2",
        answers: "\(escape)[1;2R\(escape)P1+r524742=38\(terminator)\(escape)[?2026;2$y\(escape)[6;17;8t"
            + "\(escape)[?1;0;1024S\(escape)[?2;0;1600;1200S\(escape)P>|foot(1.20.2)\(terminator)"
            + "\(escape)[>1;12002;0c\(escape)[?62;4;22;28c",
        environment: ["TERM": "foot"])

    static let konsole = Recording(
        name: "Konsole 24.08.3",
        answers:
            "\(escape)[1;2R\(escape)_Gi=31;OK\(terminator)\(escape)[6;18;9t\(escape)P>|Konsole 24.08.3\(terminator)"
            + "\(escape)[>1;115;0c\(escape)[?62;1;4c",
        environment: ["TERM": "xterm-256color", "KONSOLE_VERSION": "240803"])

    static let iterm2 = Recording(
        name: "iTerm2 3.6.9",
        answers: "\(escape)[1;2R\(escape)_Gi=31;OK\(terminator)\(escape)[4;576;1024t\(escape)[8;24;80t"
            + "\(escape)P>|iTerm2 3.6.9\(terminator)\(escape)[>0;95;0c\(escape)[?64;1;2;4;6;17;18;21;22;52c",
        environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "LC_TERMINAL": "iTerm2"])

    static let windowsTerminal = Recording(
        name: "Windows Terminal 1.22",
        answers: "\(escape)[1;2R\(escape)[?2026;2$y\(escape)[>0;10;1c\(escape)[?61;4;6;7;14;21;22;23;24;28;32;42c",
        environment: ["TERM": "xterm-256color", "WT_SESSION": "5e2b6c1c-3f7a-4d7e-9c1e-1a2b3c4d5e6f"])

    static let vte = Recording(
        name: "VTE 0.76",
        answers: "\(escape)[1;2R\(escape)P1$r0;38:2:1:2:3m\(terminator)\(escape)P>|VTE(7600)\(terminator)"
            + "\(escape)[>65;7600;1c\(escape)[?65;1;9c",
        environment: ["TERM": "xterm-256color", "VTE_VERSION": "7600", "COLORTERM": "truecolor"])

    static let tmux34Sixel = Recording(
        name: "tmux 3.4 with sixel",
        answers: "\(escape)[1;2R\(escape)[6;18;9t\(escape)P>|tmux 3.4\(terminator)\(escape)[>84;0;0c\(escape)[?1;2;4c",
        environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"])

    static let appleTerminal = Recording(
        name: "Apple Terminal",
        answers: "\(escape)[1;2R\(escape)[?1;2c",
        environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"])

    static let all = [
        xtermVT340, xtermDefaults, kitty026, tmuxInKitty, kitty049, ghostty, wezterm, foot, konsole, iterm2,
        windowsTerminal, vte, tmux34Sixel, appleTerminal,
    ]
}
