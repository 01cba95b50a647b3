/// Something the parser could not read: a fatal one ends the file, one inside a value only that value.
struct TOMLProblem: Error, Hashable, Sendable {
    var kind: ConfigDiagnostic.Kind
    var location: SourceLocation
    /// The full form: what was expected and what was found, or what is not supported.
    var message: String
    /// Chinese, a few words for the status line.
    var shortMessage: String
    /// Raised at the end of the text: when the text was cut at a line that is not UTF-8, that is the
    /// real problem.
    var isAtEnd = false

    func diagnostic(ignoresRestOfFile: Bool) -> ConfigDiagnostic {
        ConfigDiagnostic(
            kind, at: location, message: message, shortMessage: shortMessage, ignoresRestOfFile: ignoresRestOfFile)
    }
}
