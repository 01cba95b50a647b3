/// A config file's bytes as Unicode scalars, cut before the first line that is not UTF-8.
///
/// Cutting at the start of that line keeps every line before it whole, so the parser uses exactly
/// the lines before the bad one.
struct ConfigText {
    var scalars: [Unicode.Scalar]
    /// Where the first byte that is not UTF-8 sits, counted in scalars like every other column.
    var invalidUTF8: (line: Int, column: Int)?

    init(bytes: [UInt8]) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var line = 1
        var column = 1
        var lineStart = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                    lineStart = scalars.count
                } else {
                    column += 1
                }
            case .emptyInput:
                break decoding
            case .error:
                invalidUTF8 = (line, column)
                scalars.removeSubrange(lineStart...)
                break decoding
            }
        }
        self.scalars = Self.droppingByteOrderMark(scalars)
    }

    init(_ text: String) {
        scalars = Self.droppingByteOrderMark(Array(text.unicodeScalars))
    }

    /// Editors on some systems start UTF-8 files with U+FEFF; it is not part of the first line.
    private static func droppingByteOrderMark(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
    }
}
