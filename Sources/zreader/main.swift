import Foundation
import ZReaderApp
import ZReaderCurses
import ZReaderModel

/// Writes to standard error; a failure there has nowhere to be told.
func report(_ text: String) {
    try? PlainHome.write(text, to: STDERR_FILENO)
}

/// glibc's `mallopt(3)`; `<malloc.h>` is in no module Swift has, and its ABI is fixed.
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

// Pictures are decoded and converted in buffers of a few megabytes on the background threads, one
// after another. glibc raises its mmap threshold once the first such buffer is freed, and from
// then on keeps them in per-thread arenas for good: a fixed threshold (M_MMAP_THRESHOLD, -3) and
// one arena (M_ARENA_MAX, -8) give them back.
_ = mallopt(-3, 128 * 1024)
_ = mallopt(-8, 1)

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    report("zreader: \(error)\n\(CommandLineOptions.usage)\n")
    exit(2)
}
switch options.mode {
case .help:
    print(CommandLineOptions.help)
    exit(0)
case .version:
    print("zreader \(AppVersion.current)")
    exit(0)
case .run:
    break
}

let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
let mailbox = Mailbox()
if isatty(1) != 1 || term == "dumb" {
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
        do {
            try PlainHome.write(options.json ? home.json : home.text, to: STDOUT_FILENO)
        } catch {
            // The reader left (`| head -1` with SIGPIPE ignored): end as SIGPIPE would have, quietly.
            guard error.isBrokenPipe else {
                report("zreader: cannot write the list: \(error)\n")
                exit(1)
            }
            exit(128 + SIGPIPE)
        }
        exit(0)
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
// The day/night key's choice from last time; `--theme` and the config's `theme` will come first.
let themeMemory = ThemeMemoryFile.standard()
let program = Program(
    terminal: CrashAfterFirstFrame.wrapping(terminal), loader: sources.loader, marks: sources.marks,
    search: sources.search, isDemoEdition: sources.isDemoEdition, pictures: sources.pictures,
    picturePreference: options.images,
    theme: ThemeName.starting(explicit: nil, remembered: themeMemory?.load()), themeMemory: themeMemory,
    mailbox: mailbox)
program.run()
terminal.close()
await sources.closeCache()
// Ctrl-C, SIGTERM, SIGHUP: end by the signal, as a program that did not catch it would (130,
// 143, 129), saying nothing; `q` is a normal exit.
if let signal = terminal.quitSignal {
    CursesTerminal.exit(bySignal: signal)
}
exit(0)
