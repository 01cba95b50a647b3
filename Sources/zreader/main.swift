import Foundation
import ZReaderApp
import ZReaderCurses
import ZReaderModel

/// glibc's `mallopt(3)`; `<malloc.h>` is in no module Swift has, and its ABI is fixed.
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

CursesTerminal.prepareProcess()
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
    FileHandle.standardError.write(Data("zreader: \(error)\n\(CommandLineOptions.usage)\n".utf8))
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
    // Without a screen, what the loader has to tell goes straight to standard error.
    let sources = StorySources.loader(for: options) { notice in
        FileHandle.standardError.write(Data("zreader: \(notice)\n".utf8))
    }
    let loaded = await PlainHome.load(from: sources.loader, dayCount: options.days)
    await sources.closeCache()
    switch loaded {
    case .success(let home):
        for notice in home.notices {
            FileHandle.standardError.write(Data("zreader: \(notice)\n".utf8))
        }
        FileHandle.standardOutput.write(Data((options.json ? home.json : home.text).utf8))
        exit(0)
    case .failure(let failure):
        FileHandle.standardError.write(Data("zreader: \(failure.summary)\n".utf8))
        exit(1)
    }
}

let sources = StorySources.loader(for: options) { notice in
    mailbox.post(.message(StatusMessage(notice, kind: .error)))
}
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(colors: options.colors, mouse: options.mouse)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
let program = Program(
    terminal: terminal, loader: sources.loader, marks: sources.marks, isDemoEdition: sources.isDemoEdition,
    pictures: sources.pictures, picturePreference: options.images, mailbox: mailbox)
program.run()
terminal.close()
await sources.closeCache()
exit(0)
