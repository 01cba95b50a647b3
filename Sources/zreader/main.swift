import Foundation
import ZReaderApp
import ZReaderCurses
import ZReaderModel

CursesTerminal.prepareProcess()

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

switch options.command {
case .read:
    break
case .sync:
    exit(await SyncCommand.run(options))
case .exportFavourites, .importFavourites:
    let result =
        options.command == .exportFavourites
        ? FavouritesCommand.export(options) : FavouritesCommand.importFile(options)
    FileHandle.standardOutput.write(Data(result.output.utf8))
    FileHandle.standardError.write(Data(result.error.utf8))
    exit(result.status)
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
    mailbox: mailbox)
program.run()
terminal.close()
await sources.closeCache()
exit(0)
