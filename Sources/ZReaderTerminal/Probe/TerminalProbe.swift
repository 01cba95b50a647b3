/// Everything `zreader --probe-terminal` found: the round, its answers, the profile made of them,
/// the terminfo entries that exist.
public struct TerminalProbe: Sendable {
    /// One terminfo entry tried, and whether curses has it.
    public struct TerminfoEntry: Hashable, Sendable {
        public var name: String
        public var exists: Bool

        public init(name: String, exists: Bool) {
            self.name = name
            self.exists = exists
        }
    }

    /// The round was sent (a terminal to ask, and a plan other than `.none`).
    public var asked: Bool
    public var plan: QueryPlan
    public var report: TerminalReport
    public var window: WindowSize?
    /// How long the round took, from the write to the last answer read.
    public var milliseconds: Double
    public var options: TerminalOptions
    /// The profile with the user's settings (`--graphics`, `--colors`).
    public var profile: TerminalProfile
    /// The profile `--graphics auto` would give: what `auto` picks.
    public var automatic: TerminalProfile
    /// The candidates of `profile.terminfoCandidates`, each looked up (`hasEntry`).
    public var terminfo: [TerminfoEntry]

    public init(
        asked: Bool, plan: QueryPlan, report: TerminalReport, window: WindowSize?, milliseconds: Double,
        options: TerminalOptions, hasEntry: (String) -> Bool
    ) {
        self.asked = asked
        self.plan = plan
        self.report = report
        self.window = window
        self.milliseconds = milliseconds
        self.options = options
        let profile = TerminalProfiler.profile(
            report: report, environment: options.environment, tmux: options.tmux, window: window,
            graphics: options.graphics, colors: options.colors)
        self.profile = profile
        terminfo = profile.terminfoCandidates.map { TerminfoEntry(name: $0, exists: hasEntry($0)) }
        automatic = TerminalProfiler.profile(
            report: report, environment: options.environment, tmux: options.tmux, window: window, graphics: .auto,
            colors: options.colors)
    }
}
