import ZReaderScreen

/// Where a source of stories tells the user what no answer carries (the cache stopped taking
/// writes): the app posts it to the mailbox as a message, a piped run prints it on stderr.
public typealias NoticeSink = @Sendable (DisplayText) -> Void
