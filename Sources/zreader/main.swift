import Foundation
import ZReaderApp
import ZReaderCurses

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

let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(colors: options.colors, mouse: options.mouse)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
let sources = StorySources.loader(for: options)
let program = Program(
    terminal: terminal, loader: sources.loader, marks: sources.marks, isDemoEdition: sources.isDemoEdition)
program.run()
terminal.close()
exit(0)
