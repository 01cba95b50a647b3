import Testing

/// zreader's terminal layer end to end (signals, keys, pipes, Ambiguous widths), one test at a
/// time: each holds a thread of the shared pool while it waits on tmux or a pseudo-terminal, and
/// many at once starve the tests that wait for background work.
@Suite("The terminal layer, end to end", .serialized)
struct TerminalLayerEndToEndTests {}
