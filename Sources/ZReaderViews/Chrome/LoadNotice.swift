import ZReaderDomain
import ZReaderScreen

/// The words every screen uses for a load in progress and for a failed one, so they read alike.
enum LoadNotice {
    static func loading(_ spinner: DisplayText) -> DisplayText { "\(spinner) 加载中…" }

    static func failed(_ failure: LoadFailure) -> DisplayText { "\(failure.summary)\(failure.retryHint)" }
}
