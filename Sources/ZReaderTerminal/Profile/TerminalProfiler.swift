import ZReaderScreen

/// Makes the `TerminalProfile` from everything known at start-up.
///
/// The terminal's answers, the environment, tmux's word about the outer terminal, the kernel's
/// window size and the user's flags. Pure, so every terminal's profile is a test.
///
/// The picture method is chosen by brand and version, never by an answer alone: WezTerm and
/// Konsole answer the kitty graphics query but draw no placeholders, and iTerm2 answers it without
/// drawing at all. The answer only confirms a kitty brand.
public enum TerminalProfiler {
    /// kitty's first version with Unicode placeholders.
    static let placeholderKitty = TerminalVersion(0, 28)
    /// The first xterm whose DECSDM (mode 80) has its documented sense.
    static let decsdmFixedXterm = TerminalVersion(369)
    /// Fewer colour registers than this and chafa's sixel pictures (up to 230 colours) lose theirs.
    static let fewestSixelRegisters = 256

    public static func profile(
        report: TerminalReport, environment: TerminalEnvironment, tmux: TmuxClientInfo? = nil,
        window: WindowSize? = nil, graphics: GraphicsPreference = .auto, colors: ColorDepth? = nil
    ) -> TerminalProfile {
        let identity = TerminalIdentifier.identify(report, environment)
        let insideTmux = environment.isInsideTmux || identity.brand == .tmux
        let outer = insideTmux ? tmux?.outerIdentity : nil
        var profile = TerminalProfile(
            identity: identity, outer: outer, insideTmux: insideTmux,
            tmuxPassthrough: insideTmux && tmux?.passthrough == true)
        (profile.cellPixels, profile.cellPixelsSource) = cellPixels(
            report, window: window, tmux: insideTmux ? tmux : nil)
        profile.sixelRegisters = report.sixelRegisters
        profile.sixelMaxPixels = report.sixelMaxPixels
        profile.sixelScrollingInverted =
            identity.brand == .xterm && identity.version.map { $0 < decsdmFixedXterm } == true
        profile.ambiguousWidth = report.ambiguousWidth
        (profile.trueColor, profile.colorReason) = trueColor(
            report, environment, identity: identity, insideTmux: insideTmux, colors: colors)
        profile.synchronizedOutput = report.synchronizedOutput?.isSupported == true
        let method = pixelMethod(profile, report: report, graphics: graphics, colors: colors)
        profile.pixelMethod = method.method
        profile.methodReason = method.reason
        profile.passthroughHint = method.passthroughHint
        profile.terminfoCandidates = TerminfoCandidates.names(
            term: environment.term, trueColor: profile.trueColor,
            insideMultiplexer: insideTmux || TerminfoCandidates.isMultiplexer(environment.term))
        return profile
    }

    /// One cell in pixels: `CSI 16 t`, else the kernel's window size over its cells, else
    /// `CSI 14 t` over `CSI 18 t`, else (inside tmux) what tmux knows of the outer terminal.
    static func cellPixels(_ report: TerminalReport, window: WindowSize?, tmux: TmuxClientInfo?)
        -> (PixelExtent?, String)
    {
        if let cell = report.cellPixels { return (cell, "CSI 16 t") }
        if let cell = window?.cellPixels { return (cell, "TIOCGWINSZ") }
        if let area = report.textAreaPixels, let cells = report.textAreaCells,
            let cell = WindowSize(cells: cells, pixels: area).cellPixels
        {
            return (cell, "CSI 14 t / CSI 18 t")
        }
        if let cell = tmux?.cellPixels { return (cell, "tmux client_cell_width/height") }
        return (nil, "unknown: no answer to CSI 16 t, no pixels in TIOCGWINSZ")
    }

    /// 24-bit colour, the first that decides: `--colors`, `NO_COLOR`, `COLORTERM`, the DECRQSS
    /// echo, XTGETTCAP, the brand (outside tmux, whose colours its own configuration decides).
    static func trueColor(
        _ report: TerminalReport, _ environment: TerminalEnvironment, identity: TerminalIdentity, insideTmux: Bool,
        colors: ColorDepth?
    ) -> (Bool, String) {
        if let colors { return (colors == .trueColor, "--colors \(colors.rawValue)") }
        if environment.forbidsColor { return (false, "NO_COLOR is set") }
        if environment.saysTrueColor { return (true, "COLORTERM=\(environment.colorTerm)") }
        if let echo = report.trueColorEcho {
            return echo
                ? (true, "the terminal kept a 24-bit colour (DECRQSS)")
                : (false, "the terminal turned a 24-bit colour into a palette colour (DECRQSS)")
        }
        if report.rgbCapability { return (true, "XTGETTCAP RGB/Tc") }
        if !insideTmux, let reason = trueColorBrand(identity) { return (true, reason) }
        return (false, insideTmux ? "inside tmux without COLORTERM" : "no sign of 24-bit colour")
    }

    /// Brands known to draw 24-bit colour, with the versions since which they do.
    private static func trueColorBrand(_ identity: TerminalIdentity) -> String? {
        let name = identity.description
        switch identity.brand {
        case .kitty, .ghostty, .wezterm, .foot, .iterm2, .windowsTerminal, .konsole:
            return "\(name) has 24-bit colour"
        case .vte where identity.version.map { $0 >= TerminalVersion(3600) } == true:
            return "\(name) has 24-bit colour (VTE ≥ 0.36)"
        case .xterm where identity.version.map { $0 >= TerminalVersion(331) } == true:
            return "\(name) has 24-bit colour (xterm ≥ 331)"
        case .vte, .xterm, .mlterm, .contour, .tmux, .appleTerminal, .linuxConsole, .unknown:
            return nil
        }
    }

    private struct MethodChoice {
        var method: PixelMethod
        var reason: String
        var passthroughHint = false
    }

    private static func pixelMethod(
        _ profile: TerminalProfile, report: TerminalReport, graphics: GraphicsPreference, colors: ColorDepth?
    ) -> MethodChoice {
        if graphics == .cells { return MethodChoice(method: .cells, reason: "--graphics cells") }
        if let colors, colors != .trueColor, colors != .palette256 {
            return MethodChoice(
                method: .cells, reason: "--colors \(colors.rawValue): pictures in pixels need 256 colours")
        }
        if profile.insideTmux { return insideTmux(profile, graphics: graphics) }
        let identity = profile.identity
        let name = identity.description
        switch graphics {
        case .cells:
            return MethodChoice(method: .cells, reason: "--graphics cells")
        case .kitty:
            if let direct = kittyWithoutPlaceholders(identity) {
                return MethodChoice(method: .kittyDirect, reason: "--graphics kitty; \(direct)")
            }
            return MethodChoice(method: .kittyPlaceholders, reason: "--graphics kitty")
        case .sixel:
            guard profile.cellPixels != nil else {
                return MethodChoice(method: .cells, reason: "--graphics sixel, but the cell size in pixels is unknown")
            }
            return MethodChoice(method: .sixel, reason: "--graphics sixel")
        case .auto:
            break
        }
        // A kitty brand the terminal named itself (XTVERSION) is believed unless it refuses the
        // graphics query; one known only from the environment, which ssh and nested programs pass
        // on, must answer it when the round was heard.
        let refusal: String?
        if report.kittyGraphicsRefused {
            refusal = "\(name), but it refused the kitty graphics query"
        } else if case .xtversion = identity.evidence {
            refusal = nil
        } else if report.sawSentinel && !report.kittyGraphics {
            refusal = "\(name), but no answer to the kitty graphics query"
        } else {
            refusal = nil
        }
        switch identity.brand {
        case .kitty, .ghostty, .konsole:
            if let refusal {
                return MethodChoice(method: .cells, reason: refusal)
            }
            if let direct = kittyWithoutPlaceholders(identity) {
                return MethodChoice(method: .kittyDirect, reason: direct)
            }
            return MethodChoice(method: .kittyPlaceholders, reason: "\(name) draws kitty Unicode placeholders")
        case .wezterm, .foot, .iterm2, .windowsTerminal, .mlterm, .xterm, .vte, .unknown:
            return sixelOrCells(profile, report: report, name: name)
        case .contour, .appleTerminal, .linuxConsole, .tmux:
            return MethodChoice(method: .cells, reason: "\(name) draws no pictures zreader can send")
        }
    }

    /// Why a kitty-protocol terminal gets direct placement, or nil when it draws placeholders.
    private static func kittyWithoutPlaceholders(_ identity: TerminalIdentity) -> String? {
        switch identity.brand {
        case .kitty:
            guard let version = identity.version, version < placeholderKitty else { return nil }
            return "kitty \(version) predates Unicode placeholders (0.28): direct placement"
        case .konsole:
            return "Konsole draws kitty images but not placeholders: direct placement"
        case .ghostty, .wezterm, .foot, .xterm, .iterm2, .windowsTerminal, .vte, .mlterm, .contour, .tmux,
            .appleTerminal, .linuxConsole, .unknown:
            return nil
        }
    }

    private static func sixelOrCells(_ profile: TerminalProfile, report: TerminalReport, name: String) -> MethodChoice {
        guard report.primaryAttributes != nil else {
            return MethodChoice(method: .cells, reason: "\(name): no answer to DA1, so no word of sixel")
        }
        guard report.claimsSixel else {
            return MethodChoice(method: .cells, reason: "\(name): DA1 does not list sixel (4)")
        }
        guard profile.cellPixels != nil else {
            return MethodChoice(method: .cells, reason: "\(name) draws sixel, but the cell size in pixels is unknown")
        }
        if let registers = profile.sixelRegisters, registers < fewestSixelRegisters {
            return MethodChoice(method: .cells, reason: "\(name) has only \(registers) sixel colour registers")
        }
        return MethodChoice(method: .sixel, reason: "\(name): DA1 lists sixel (4)")
    }

    /// Inside tmux only kitty placeholders reach the outer terminal (tmux 3.3 carries no sixel,
    /// and drops direct placements when it redraws), and only through passthrough.
    private static func insideTmux(_ profile: TerminalProfile, graphics: GraphicsPreference) -> MethodChoice {
        let outer = profile.outer
        let outerName = outer?.description ?? "an unknown terminal"
        let drawsPlaceholders =
            graphics == .kitty
            || outer.map { $0.brand == .ghostty || ($0.brand == .kitty && kittyWithoutPlaceholders($0) == nil) }
                == true
        guard graphics != .sixel else {
            return MethodChoice(method: .cells, reason: "--graphics sixel, but tmux does not carry sixel")
        }
        guard drawsPlaceholders else {
            return MethodChoice(method: .cells, reason: "inside tmux, in \(outerName), which draws no placeholders")
        }
        guard profile.tmuxPassthrough else {
            return MethodChoice(
                method: .cells, reason: "inside tmux, in \(outerName), but tmux's allow-passthrough is off",
                passthroughHint: true)
        }
        return MethodChoice(
            method: .kittyPlaceholders,
            reason: "inside tmux with passthrough, in \(outerName), which draws placeholders")
    }
}
