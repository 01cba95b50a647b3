import ZReaderDomain
import ZReaderScreen

/// Formula images: Zhihu draws TeX as `https://www.zhihu.com/equation?tex=…` images.
enum FormulaImage {
    /// The TeX of an `img` with these attributes, or nil when it is not a formula.
    static func tex(of image: ElementAttributes) -> String? {
        guard let source = image.src, let marker = source.firstRange(of: "equation?tex=") else {
            return nil
        }
        let encoded = source[marker.upperBound...].prefix { $0 != "&" && $0 != "#" }
        // The query is form-encoded: "+" is a space, "%2B" a plus sign.
        let spaced = String(encoded.replacing("+", with: " "))
        // Percent-decoding can bring back what the attribute's cleaning removed (%1B is ESC).
        let tex = TextSanitizer.clean(spaced.percentDecoded ?? spaced).string.trimming(.whitespacesAndNewlines)
        if !tex.isEmpty { return tex }
        // Some bodies put the TeX only in `alt`; "[公式]" is Zhihu's placeholder, not TeX.
        let alt = image.alt?.trimming(.whitespacesAndNewlines) ?? ""
        return alt.isEmpty || alt == "[公式]" ? nil : alt
    }
}
