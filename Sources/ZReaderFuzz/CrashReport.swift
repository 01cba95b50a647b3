import ZReaderSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Says which step of a fuzz run crashed.
///
/// A Swift trap ends the process at once, so the only way
/// to report the seed, the step and the last steps is from the signal the trap raises.
public enum CrashReport {
    /// Reports `fuzzer`'s progress if the process traps (SIGILL on x86-64, SIGTRAP on arm64) or
    /// faults, then puts back the handler that was there before and returns: the faulting
    /// instruction runs again and the runtime reports the trap as usual.
    ///
    /// Formatting in a signal
    /// handler is not async-signal-safe; it is the last thing the process does, and a report
    /// that is usually printed beats none.
    public static func install(for fuzzer: Fuzzer) {
        reportedFuzzer = fuzzer
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if let fuzzer = reportedFuzzer {
                    let report = FuzzFailure.report(
                        ["fuzz: crashed (signal \(number)) at step \(fuzzer.stepCount), seed \(fuzzer.seed)"],
                        recentSteps: fuzzer.recentSteps, replay: fuzzer.replayCommand(throughStep: fuzzer.stepCount))
                    CrashReport.writeToStandardError(report + "\n")
                }
                reportedFuzzer = nil
                sigaction(number, &previousActions[Int(number)], nil)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, &previousActions[Int(signalNumber)])
        }
    }

    /// Writes straight to file descriptor 2, with no buffering that a crash could lose.
    public static func writeToStandardError(_ text: String) {
        try? SystemCall.writeAll(STDERR_FILENO, text)
    }
}

/// The fuzzer whose progress a crash report prints: global, because a signal handler cannot
/// capture anything.
nonisolated(unsafe) private var reportedFuzzer: Fuzzer?
/// The handlers in place before ours (the Swift runtime's backtracer), by signal number.
nonisolated(unsafe) private var previousActions = Array(repeating: sigaction(), count: 65)
