/// `zreader | less`, `zreader --json | jq .`, or `TERM=dumb`: the banner and today plus older days
/// (`--days N`) as text or JSON on standard output, then exit.
///
/// Exit status: 0 for the whole list, 1 when a day or the list could not be loaded, 141 when the
/// reader of the pipe went away.
enum PipeListCommand {
    static func run(_ options: CommandLineOptions, console: Console) async -> ExitStatus {
        // Without a screen, what the loader has to tell goes straight to standard error. Signals keep
        // their default actions: Ctrl-C ends a slow fetch at once (status 130).
        let sources = StorySources.loader(for: options) { notice in console.report("zreader: \(notice)\n") }
        let loaded = await PlainHome.load(from: sources.loader, dayCount: options.days)
        await sources.closeCache()
        switch loaded {
        case .success(let home):
            for notice in home.notices {
                console.report("zreader: \(notice)\n")
            }
            for problem in home.errors {
                console.report("zreader: \(problem.message)\n")
            }
            do {
                try console.write(options.json ? home.json : home.text)
            } catch {
                // The reader left (`| head -1` with SIGPIPE ignored): end as SIGPIPE would have, quietly.
                guard error.isBrokenPipe else {
                    console.report("zreader: 无法输出列表：\(error)\n")
                    return .failure
                }
                return .brokenPipe
            }
            // A list short of what was asked for is not a success a script should take for one.
            return home.errors.isEmpty ? .success : .failure
        case .failure(let failure):
            console.report("zreader: \(failure.summary)\n")
            return .failure
        }
    }
}
