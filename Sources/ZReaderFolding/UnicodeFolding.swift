internal import CICU

/// NFKC with full case folding, by the system's ICU (`NFKC_Casefold`): full-width forms, ligatures,
/// circled and compatibility characters become their plain forms, case goes (ß as ss, final ς as
/// σ), and invisible default-ignorable characters are dropped.
public enum UnicodeFolding {
    /// ICU's shared normalizer, which any thread may use; nil when ICU's data is missing.
    private struct Normalizer: @unchecked Sendable {
        let pointer: OpaquePointer?
    }

    private static let normalizer = Normalizer(pointer: zr_nfkc_casefold())

    /// `text` folded; only lower-cased if ICU cannot be used, so that search still works.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        guard let normalizer = normalizer.pointer else { return text.lowercased() }
        let source = Array(text.utf16)
        guard let count = Int32(exactly: source.count) else { return text.lowercased() }
        let span = zr_folded_span(normalizer, source, count)
        if span == count { return text }
        var capacity = source.count + source.count / 2 + 16
        while true {
            var folded = [UInt16](repeating: 0, count: capacity)
            let written = Int(zr_fold(normalizer, source, count, &folded, Int32(clamping: capacity)))
            guard written >= 0 else { return text.lowercased() }
            if written <= capacity { return String(decoding: folded[..<written], as: UTF16.self) }
            capacity = written
        }
    }

    /// ASCII's folding is its lower case: the common case of a query, without the round trip.
    private static func asciiLowercased(_ text: String) -> String {
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        guard text.utf8.contains(where: capitals.contains) else { return text }
        return String(decoding: text.utf8.map { capitals.contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
