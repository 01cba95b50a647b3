import ZReaderDomain

/// The words every screen uses for a load in progress and for a failed one, so they read alike.
enum LoadNotice {
    static func loading(_ spinner: String) -> String { "\(spinner) 加载中…" }

    static func failed(_ failure: LoadFailure) -> String { "\(failure.summary)\(failure.retryHint)" }
}
