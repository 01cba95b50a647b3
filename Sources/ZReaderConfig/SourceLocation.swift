/// A place in a config file: its path, a line and a column, both counted from 1.
///
/// Columns count Unicode scalars, so a tab or a Chinese character is one column, as most editors
/// show them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (left: SourceLocation, right: SourceLocation) -> Bool {
        (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
}

/// A value from a config file and where it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
