import Foundation
import ZReaderApp
import ZReaderCurses
import ZReaderModel
import ZReaderSystem

/// Writes to standard error; a failure there has nowhere to be told.
func report(_ text: String) {
    try? SystemCall.writeAll(STDERR_FILENO, text)
}

/// glibc's `mallopt(3)`; `<malloc.h>` is in no module Swift has, and its ABI is fixed.
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

// Pictures are decoded and converted in buffers of a few megabytes on the background threads, one
// after another. glibc raises its mmap threshold once the first such buffer is freed, and from
// then on keeps them in per-thread arenas for good: a fixed threshold (M_MMAP_THRESHOLD, -3) and
// one arena (M_ARENA_MAX, -8) give them back.
_ = mallopt(-3, 128 * 1024)
_ = mallopt(-8, 1)

let environment = ProcessInfo.processInfo.environment
let parsed: CommandLineOptions
do {
    parsed = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    report("zreader: \(error)\n\(CommandLineOptions.usage)\n")
    exit(2)
}
if parsed.mode == .version {
    print(AppVersion.versionLine(commit: BuildCommit.short))
    exit(0)
}
let configuration: AppConfiguration
do {
    configuration = try AppConfiguration.load(parsed, environment: environment)
} catch {
    // A config file the user named and that cannot be read is a mistake to fix, not to guess past.
    report("zreader: \(error)\n")
    exit(2)
}
let options = configuration.options
switch options.mode {
case .help:
    print(CommandLineOptions.help(keys: configuration.keyMap))
    exit(0)
case .printConfig:
    report(configuration.report)
    do {
        try SystemCall.writeAll(STDOUT_FILENO, configuration.printed)
    } catch {
        exit(error.isBrokenPipe ? 128 + SIGPIPE : 1)
    }
    exit(0)
case .version, .run:
    break
}

if options.command != .read || isatty(1) != 1 {
    report(configuration.report)
}
switch options.command {
case .read:
    break
case .sync:
    exit(await SyncCommand.run(options))
case .exportFavourites, .importFavourites:
    let result =
        options.command == .exportFavourites
        ? FavouritesCommand.export(options) : FavouritesCommand.importFile(options)
    try? SystemCall.writeAll(STDOUT_FILENO, result.output)
    report(result.error)
    exit(result.status)
}

let term = environment["TERM"] ?? ""
let mailbox = Mailbox()
if isatty(1) != 1 || term == "dumb" {
    if isatty(1) == 1 { report(configuration.report) }
    // Without a screen, what the loader has to tell goes straight to standard error. Signals keep
    // their default actions: Ctrl-C ends a slow fetch at once (status 130).
    let sources = StorySources.loader(for: options) { notice in report("zreader: \(notice)\n") }
    let loaded = await PlainHome.load(from: sources.loader, dayCount: options.days)
    await sources.closeCache()
    switch loaded {
    case .success(let home):
        for notice in home.notices {
            report("zreader: \(notice)\n")
        }
        for problem in home.errors {
            report("zreader: \(problem.message)\n")
        }
        do {
            try SystemCall.writeAll(STDOUT_FILENO, options.json ? home.json : home.text)
        } catch {
            // The reader left (`| head -1` with SIGPIPE ignored): end as SIGPIPE would have, quietly.
            guard error.isBrokenPipe else {
                report("zreader: cannot write the list: \(error)\n")
                exit(1)
            }
            exit(128 + SIGPIPE)
        }
        // A list short of what was asked for is not a success a script should take for one.
        exit(home.errors.isEmpty ? 0 : 1)
    case .failure(let failure):
        report("zreader: \(failure.summary)\n")
        exit(1)
    }
}

// Before any thread starts, so that every thread inherits the mask and only the loop's wait
// receives the signals it handles.
CursesTerminal.prepareProcess()
let sources = StorySources.loader(for: options) { notice in
    mailbox.post(.message(StatusMessage(notice, kind: .error)))
}
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(colors: options.colors, mouse: options.mouse, ambiguousWidth: options.ambiguousWidth)
} catch {
    report("\(error)\n")
    exit(1)
}
// The day/night key's choice from last time; `--theme` and the config's `theme` come first.
let themeMemory = ThemeMemoryFile.standard()
let program = Program(
    terminal: CrashAfterFirstFrame.wrapping(terminal), loader: sources.loader, marks: sources.marks,
    search: sources.search, isDemoEdition: sources.isDemoEdition, pictures: sources.pictures,
    picturePreference: options.images, preferences: configuration.preferences, keyMap: configuration.keyMap,
    theme: ThemeName.starting(explicit: configuration.explicitTheme, remembered: themeMemory?.load()),
    colors: configuration.colors, themeMemory: themeMemory, browser: configuration.browser(environment: environment),
    mailbox: mailbox)
if let problems = configuration.statusLine {
    mailbox.post(.message(StatusMessage(problems, kind: .warning)))
} else if options.asksForPipeOutput {
    mailbox.post(.message(StatusMessage("--json 和 --days 只在输出到管道时有效（zreader | less）", kind: .warning)))
}
program.run()
terminal.close()
await sources.closeCache()
// The status line showed the first problem for a moment; the whole list stays in the terminal.
report(configuration.report)
// Ctrl-C, SIGTERM, SIGHUP: end by the signal, as a program that did not catch it would (130,
// 143, 129), saying nothing; `q` is a normal exit.
if let signal = terminal.quitSignal {
    CursesTerminal.exit(bySignal: signal)
}
exit(0)
