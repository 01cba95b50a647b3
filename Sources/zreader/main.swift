import Foundation
import ZReaderApp
import ZReaderCurses
import ZReaderLoader

CursesTerminal.prepareProcess()

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
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
let loader = DemoEditionLoader(delay: .milliseconds(Int(options.demoDelay * 1000)))
let program = Program(terminal: terminal, loader: loader, sourceLabel: "演示数据")
program.run()
terminal.close()
exit(0)
