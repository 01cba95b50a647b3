import ZReaderDomain

/// A web address for a test's expectations; a literal that is not one stops the test at once.
func web(_ text: String) -> WebURL {
    guard let url = WebURL(text) else { preconditionFailure("not a web address: \(text)") }
    return url
}
