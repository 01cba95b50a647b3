import FoundationEssentials
import Glibc
import ZReaderApp
import ZReaderCurses
import ZReaderSystem

// Before anything is opened, so that no file takes the number of a closed standard descriptor.
StandardDescriptors.reserve()
ProcessMemory.returnLargeBuffers()
let status = await EntryPoint.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    commit: BuildCommit.short, terminals: .curses)
// Ended by a quit signal: restored and saved, now end by it, as a program that did not catch it would.
if let signal = status.signal {
    CursesTerminal.exit(bySignal: signal)
}
exit(status.code)
