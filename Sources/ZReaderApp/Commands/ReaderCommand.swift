import ZReaderModel
import ZReaderScreen
import ZReaderTerminal

/// `zreader` on a terminal: the reader itself, from opening the terminal to giving it back.
///
/// Exit status: 0 after `q`; 1 when there is no terminal to open (no `TERM`, an unknown one);
/// 128 + N when the quit signal N ended it (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP).
enum ReaderCommand {
    /// Runs the loop on the calling thread, which must be the main thread: the signals the loop
    /// waits for are blocked in every other thread, which all start after it.
    @MainActor
    static func run(
        _ configuration: AppConfiguration, environment: [String: String], console: Console,
        terminals: TerminalFactory
    ) async -> ExitStatus {
        let options = configuration.options
        // Before any thread starts, so that every thread inherits the mask and only the loop's wait
        // receives the signals it handles.
        terminals.prepareProcess()
        let mailbox = Mailbox()
        let sources = StorySources.loader(for: options) { notice in
            mailbox.post(.message(StatusMessage(notice, kind: .error)))
        }
        let terminal: TerminalFactory.Opened
        do {
            let tmux = TmuxClientQuery.run(environment: environment)
            terminal = try terminals.open(TerminalOptions(options, environment: environment, tmux: tmux))
        } catch {
            console.report("\(error)\n")
            await sources.closeCache()
            return .failure
        }
        // The day/night key's choice from last time; `--theme` and the config's `theme` come first.
        let themeMemory = ThemeMemoryFile.standard(environment: environment)
        let program = Program(
            terminal: terminal.backend, loader: sources.loader, marks: sources.marks, search: sources.search,
            isDemoEdition: sources.isDemoEdition, pictures: sources.pictures, picturePreference: options.images,
            pictureFormat: DrawnPixelMethods.format(for: terminal.profile), preferences: configuration.preferences,
            keyMap: configuration.keyMap,
            theme: ThemeName.starting(explicit: configuration.explicitTheme, remembered: themeMemory?.load()),
            colors: configuration.colors, themeMemory: themeMemory,
            browser: configuration.browser(environment: environment), mailbox: mailbox,
            coveredDays: sources.coveredDays)
        let notices = [configuration.statusLine, terminalNotice(terminal)].compactMap { $0 }
        if !notices.isEmpty {
            mailbox.post(.message(StatusMessage(DisplayText.joined(notices, separator: "；"), kind: .warning)))
        } else if options.asksForPipeOutput {
            mailbox.post(.message(StatusMessage("--json 和 --days 只在输出到管道时有效（zreader | less）", kind: .warning)))
        }
        program.run()
        terminal.close()
        // At most a second: a store behind another process's lock, or a read that never ends,
        // costs what it had not written yet, never the quit.
        // The story open at the quit keeps its place before the data file closes: the effect that
        // asked for it runs detached and could reach the store after the close.
        // The home list's place too, on every way out (a story open at the quit is not reopened:
        // the list comes back on it, since the reader follows the list with n and p).
        let open = program.state.reader
        let homePlace = program.state.home.placeToKeep
        _ = await BoundedWait.run(within: BoundedWait.quitting) {
            if let open, case .loaded = open.content {
                await sources.marks.rememberPlace(open.placeToKeep, of: open.storyID)
            }
            await sources.marks.rememberHomePlace(homePlace)
            await sources.closeCache()
        }
        // The status line showed the first problem for a moment; the whole list stays in the terminal.
        console.report(configuration.report)
        // Ctrl-C, SIGTERM, SIGHUP: end by the signal, as a program that did not catch it would,
        // saying nothing; `q` is a normal exit.
        return terminal.quitSignal().map { .endedBy(signal: $0) } ?? .success
    }

    /// What the terminal's set-up has to say once: the terminfo entry used when `TERM` named none,
    /// and inside tmux how to let pictures through, when only that is missing.
    static func terminalNotice(_ terminal: TerminalFactory.Opened) -> DisplayText? {
        let passthrough: DisplayText? =
            terminal.profile.passthroughHint && DrawnPixelMethods.all.contains(.kittyPlaceholders)
            ? "tmux 未允许图片直通：set -g allow-passthrough on 后重启 zreader" : nil
        let notices = [terminal.notice, passthrough].compactMap { $0 }
        return notices.isEmpty ? nil : DisplayText.joined(notices, separator: "；")
    }
}
