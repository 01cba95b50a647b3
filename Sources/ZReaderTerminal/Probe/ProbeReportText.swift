import ZReaderScreen

/// `zreader --probe-terminal`'s report.
///
/// One line for each thing detected, with the reasons, and the terminal's raw answers escaped.
/// Nothing that came from the terminal or the environment is
/// printed unescaped: every byte outside printable ASCII is written `\e` or `\xNN`.
public enum ProbeReportText {
    /// The most raw answer bytes printed.
    static let rawBytesShown = 4096

    /// The report of `probe`; a method not in `drawnMethods` (the ones this build draws) is said
    /// to be drawn as cells.
    public static func render(_ probe: TerminalProbe, drawnMethods: Set<PixelMethod>) -> String {
        let profile = probe.profile
        let report = probe.report
        var lines: [(String, String)] = []
        lines.append(("terminal", identityLine(profile.identity)))
        lines.append(("inside tmux", tmuxLine(probe)))
        lines.append(("query round", roundLine(probe)))
        lines.append(("DA1", report.primaryAttributes.map(numbers) ?? "no answer"))
        lines.append(("DA2", report.secondaryAttributes.map(numbers) ?? "no answer"))
        lines.append(("kitty graphics", kittyLine(probe)))
        lines.append(("sixel", sixelLine(probe)))
        lines.append(("cell size", cellLine(profile)))
        lines.append(("colours", colourLine(probe)))
        lines.append(("synchronized", synchronizedLine(report)))
        lines.append(("ambiguous width", ambiguousLine(probe)))
        lines.append(("terminfo", terminfoLine(probe)))
        lines.append(("window title", titleLine(probe)))
        lines.append(("graphics", graphicsLine(probe, drawnMethods: drawnMethods)))
        if probe.options.graphics != .auto {
            lines.append(
                ("auto would pick", "\(probe.automatic.pixelMethod.rawValue): \(probe.automatic.methodReason)"))
        }
        lines.append(("environment", environmentLine(probe.options.environment)))
        lines.append(("answers", probe.asked ? escaped(report.raw.prefix(rawBytesShown)) : "none"))
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { name, value in
            name + ":" + String(repeating: " ", count: width + 2 - name.count) + escapedText(value)
        }.joined(separator: "\n") + "\n"
    }

    private static func identityLine(_ identity: TerminalIdentity) -> String {
        switch identity.evidence {
        case .xtversion(let text): "\(identity) (XTVERSION \"\(text)\")"
        case .environment(let name): "\(identity) (by \(name))"
        case .secondaryAttributes: "\(identity) (by DA2)"
        case .tmuxClient: "\(identity) (by tmux)"
        case .none: "unknown (no XTVERSION answer, nothing in the environment)"
        }
    }

    private static func tmuxLine(_ probe: TerminalProbe) -> String {
        let profile = probe.profile
        guard profile.insideTmux else { return "no" }
        let outer = profile.outer.map(identityLine) ?? "an unknown terminal (tmux has no client, or did not say)"
        let passthrough = profile.tmuxPassthrough ? "on" : "off"
        let version = probe.options.tmux.map { " \($0.version)" } ?? ""
        return "yes (tmux\(version)), drawing in \(outer); allow-passthrough \(passthrough)"
    }

    private static func roundLine(_ probe: TerminalProbe) -> String {
        guard probe.asked else {
            return probe.plan == .none ? "not sent: TERM is empty or dumb" : "not sent: no terminal to ask"
        }
        let report = probe.report
        let plan: String =
            switch probe.plan {
            case .full: "full"
            case .withoutModeQueries: "without mode queries (Konsole)"
            case .withoutGraphicsQuery: "without the kitty graphics query (tmux would take it for a title)"
            case .minimal: "minimal (a terminal that may print unknown strings)"
            case .none: "none"
            }
        let ending =
            report.sawSentinel
            ? "ended by the DA1 answer"
            : report.overflowed
                ? "stopped at \(report.bytesRead) bytes"
                : "no DA1 answer within \(QueryPlan.timeLimitMilliseconds) ms"
        let time = Int((probe.milliseconds * 10).rounded()).quotientAndRemainder(dividingBy: 10)
        return
            "\(plan), \(probe.plan.bytes.count) bytes sent, \(report.bytesRead) bytes answered in \(time.quotient).\(time.remainder) ms, \(ending)"
    }

    private static func kittyLine(_ probe: TerminalProbe) -> String {
        let answer = probe.report.kittyGraphics ? "the graphics query was answered OK" : "no OK to the graphics query"
        let placeholders: String =
            switch probe.automatic.pixelMethod {
            case .kittyPlaceholders: "placeholders: yes"
            case .kittyDirect: "placeholders: no, direct placement"
            case .sixel, .cells: "placeholders: no"
            }
        return "\(answer); \(placeholders)"
    }

    private static func sixelLine(_ probe: TerminalProbe) -> String {
        let report = probe.report
        var parts = [report.claimsSixel ? "DA1 lists sixel" : "DA1 does not list sixel"]
        if let registers = report.sixelRegisters { parts.append("\(registers) colour registers") }
        if let largest = report.sixelMaxPixels { parts.append("at most \(largest) px") }
        if probe.profile.sixelScrollingInverted { parts.append("DECSDM inverted (xterm < 369)") }
        return parts.joined(separator: ", ")
    }

    private static func cellLine(_ profile: TerminalProfile) -> String {
        guard let cell = profile.cellPixels else { return profile.cellPixelsSource }
        return "\(cell) px (\(profile.cellPixelsSource))"
    }

    private static func colourLine(_ probe: TerminalProbe) -> String {
        let profile = probe.profile
        var parts = ["\(profile.trueColor ? "24-bit" : "not 24-bit"): \(profile.colorReason)"]
        if let echo = probe.report.trueColorEcho { parts.append("DECRQSS echo \(echo ? "24-bit" : "palette")") }
        if probe.report.rgbCapability { parts.append("XTGETTCAP RGB/Tc present") }
        return parts.joined(separator: "; ")
    }

    private static func synchronizedLine(_ report: TerminalReport) -> String {
        guard let mode = report.synchronizedOutput else { return "no (no answer to DECRQM 2026): frames not wrapped" }
        let state: String =
            switch mode {
            case .notRecognized: "not recognized"
            case .set: "set"
            case .reset: "reset"
            case .permanentlySet: "permanently set"
            case .permanentlyReset: "permanently reset"
            }
        return mode.isSupported
            ? "yes (DECRQM 2026: \(state)): each frame is one synchronized update"
            : "no (DECRQM 2026: \(state)): frames not wrapped"
    }

    private static func ambiguousLine(_ probe: TerminalProbe) -> String {
        let measured = probe.report.ambiguousWidth.map { "\($0.rawValue) (the probe's column \(($0.rawValue) + 1))" }
        if let asked = probe.options.ambiguousWidth {
            return "\(asked.rawValue) (--ambiguous-width); measured \(measured ?? "nothing")"
        }
        return measured ?? "1 (no answer to the probe)"
    }

    private static func terminfoLine(_ probe: TerminalProbe) -> String {
        let term = probe.options.environment.term
        guard let used = probe.terminfo.first(where: \.exists) else {
            return "no entry found among \(probe.terminfo.map(\.name).joined(separator: ", ")): zreader cannot start"
        }
        let ownExists = probe.terminfo.first { $0.name == term }?.exists ?? false
        let why: String
        if used.name == term {
            why = "TERM"
        } else if ownExists {
            why = "for 24-bit colour, over TERM=\(term)"
        } else {
            why = "fallback: TERM=\(term) has no entry here"
        }
        let tried = probe.terminfo.map { "\($0.name) \($0.exists ? "found" : "missing")" }.joined(separator: ", ")
        return "\(used.name) (\(why)); candidates: \(tried)"
    }

    private static func titleLine(_ probe: TerminalProbe) -> String {
        probe.options.setsTitle
            ? "set to where you are, the previous title pushed and restored (CSI 22 t / CSI 23 t)"
            : "left alone (--no-title)"
    }

    private static func graphicsLine(_ probe: TerminalProbe, drawnMethods: Set<PixelMethod>) -> String {
        let profile = probe.profile
        let method = profile.pixelMethod
        let drawn = drawnMethods.contains(method) ? "" : " (this build draws it as cells for now)"
        return "--graphics \(probe.options.graphics.rawValue) → \(method.rawValue)\(drawn): \(profile.methodReason)"
    }

    private static func environmentLine(_ environment: TerminalEnvironment) -> String {
        let set = environment.setVariables
        return set.isEmpty
            ? "none of the terminal variables is set" : set.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }

    private static func numbers(_ values: [Int]) -> String {
        values.map(String.init).joined(separator: ";")
    }

    /// `bytes` with everything outside printable ASCII escaped: ESC as `\e`, a backslash doubled,
    /// the rest as `\xNN`.
    static func escaped(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case 0x1B: text += "\\e"
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text
    }

    /// A line's text with controls and anything else a terminal might act on escaped; UTF-8 text
    /// (`·`, `≥`) that is printable stays.
    private static func escapedText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || TextSanitizer.isInvisible(scalar) {
                result += escaped(Array(String(scalar).utf8))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
