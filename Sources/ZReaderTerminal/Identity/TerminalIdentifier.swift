/// Tells which terminal zreader runs in: from its XTVERSION answer first, then the environment,
/// then its secondary device attributes.
///
/// Inside tmux the environment's markers belong to whichever terminal started the tmux server,
/// so there they say only "tmux"; the terminal tmux draws in is tmux's to tell (`TmuxClientInfo`).
public enum TerminalIdentifier {
    /// The terminal `report` and `environment` point to.
    public static func identify(_ report: TerminalReport, _ environment: TerminalEnvironment) -> TerminalIdentity {
        if let text = report.nameAndVersion, let (brand, version) = parseVersionText(text) {
            return TerminalIdentity(brand: brand, version: version, evidence: .xtversion(text))
        }
        if environment.isInsideTmux {
            return TerminalIdentity(brand: .tmux, evidence: .environment("TMUX"))
        }
        if let known = identify(environment) { return known }
        if let attributes = report.secondaryAttributes, attributes.count >= 2, [41, 19].contains(attributes[0]) {
            // xterm answers its model (41 a VT420, 19 a VT340 when run as one) and its patch number.
            return TerminalIdentity(
                brand: .xterm, version: TerminalVersion(attributes[1]), evidence: .secondaryAttributes)
        }
        return .unknown
    }

    /// The prefixes of XTVERSION answers, as terminals write them (after notcurses' table).
    private static let versionPrefixes: [(prefix: String, brand: TerminalBrand)] = [
        ("kitty(", .kitty), ("ghostty ", .ghostty), ("wezterm ", .wezterm), ("foot(", .foot), ("xterm(", .xterm),
        ("konsole ", .konsole), ("iterm2 ", .iterm2), ("vte(", .vte), ("mlterm(", .mlterm), ("contour ", .contour),
        ("tmux ", .tmux),
    ]

    /// The brand and version in an XTVERSION answer (`kitty(0.26.5)`, `WezTerm 20240203-…`) or
    /// tmux's `client_termtype`; nil for one no prefix matches.
    public static func parseVersionText(_ text: String) -> (TerminalBrand, TerminalVersion?)? {
        let lowered = text.lowercased()
        guard let match = versionPrefixes.first(where: { lowered.hasPrefix($0.prefix) }) else { return nil }
        return (match.brand, TerminalVersion(text.dropFirst(match.prefix.count)))
    }

    /// The terminal the environment names, outside tmux.
    static func identify(_ environment: TerminalEnvironment) -> TerminalIdentity? {
        let term = environment.term
        let program = environment.termProgram
        let programVersion = TerminalVersion(environment.termProgramVersion)
        func named(_ brand: TerminalBrand, _ variable: String, version: TerminalVersion? = nil) -> TerminalIdentity {
            TerminalIdentity(brand: brand, version: version, evidence: .environment(variable))
        }
        if let brand = brand(ofTerminfoName: term) { return named(brand, "TERM") }
        switch program {
        case "ghostty": return named(.ghostty, "TERM_PROGRAM", version: programVersion)
        case "WezTerm": return named(.wezterm, "TERM_PROGRAM", version: programVersion)
        case "iTerm.app": return named(.iterm2, "TERM_PROGRAM", version: programVersion)
        case "Apple_Terminal": return named(.appleTerminal, "TERM_PROGRAM", version: programVersion)
        case "tmux": return named(.tmux, "TERM_PROGRAM", version: programVersion)
        default: break
        }
        if !environment.kittyWindowID.isEmpty { return named(.kitty, "KITTY_WINDOW_ID") }
        if !environment.ghosttyResourcesDirectory.isEmpty { return named(.ghostty, "GHOSTTY_RESOURCES_DIR") }
        if !environment.weztermExecutable.isEmpty { return named(.wezterm, "WEZTERM_EXECUTABLE") }
        if !environment.windowsTerminalSession.isEmpty { return named(.windowsTerminal, "WT_SESSION") }
        if !environment.konsoleVersion.isEmpty {
            return named(.konsole, "KONSOLE_VERSION", version: konsoleVersion(environment.konsoleVersion))
        }
        if !environment.itermSessionID.isEmpty { return named(.iterm2, "ITERM_SESSION_ID") }
        if environment.lcTerminal == "iTerm2" { return named(.iterm2, "LC_TERMINAL") }
        if !environment.vteVersion.isEmpty {
            return named(.vte, "VTE_VERSION", version: TerminalVersion(environment.vteVersion))
        }
        return nil
    }

    /// The terminal a terminfo name belongs to, for the names only one terminal uses.
    public static func brand(ofTerminfoName term: String) -> TerminalBrand? {
        switch term {
        case "xterm-kitty": .kitty
        case "xterm-ghostty", "ghostty": .ghostty
        case "wezterm": .wezterm
        case "linux": .linuxConsole
        case _ where term.hasPrefix("foot"): .foot
        default: nil
        }
    }

    /// `KONSOLE_VERSION=240803` is Konsole 24.08.3.
    private static func konsoleVersion(_ text: String) -> TerminalVersion? {
        guard let number = Int(text), number > 0 else { return nil }
        return TerminalVersion(number / 10000, number / 100 % 100, number % 100)
    }
}
