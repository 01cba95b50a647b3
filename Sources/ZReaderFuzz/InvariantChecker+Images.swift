import ZReaderScreen

extension InvariantChecker {
    /// Kitty images: U+10EEEE in exactly the cells drawn in an image's colour (a placeholder
    /// from anywhere else would show a tile of some image), every image on screen among those
    /// the terminal `held`, and the terminal holding exactly the images of the pictures `kept`.
    public static func checkImages(_ frame: ScreenBuffer, held: Set<KittyImageID>, kept: Set<KittyImageID>)
        -> InvariantViolation?
    {
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns {
                let cell = frame[x, y]
                let isPlaceholder = cell.grapheme.unicodeScalars.first == KittyPlaceholder.scalar
                var image: KittyImageID?
                if case .imageID(let id) = cell.style.foreground { image = id }
                if isPlaceholder != (image != nil) {
                    return InvariantViolation(
                        .kittyImages,
                        isPlaceholder
                            ? "a placeholder at (\(x), \(y)) in \(cell.style.foreground)"
                            : "an image's colour at (\(x), \(y)) on \(FuzzEvent.quoted(String(cell.grapheme)))")
                }
                if let image, !held.contains(image) {
                    return InvariantViolation(.kittyImages, "\(image) at (\(x), \(y)) is not held by the terminal")
                }
            }
        }
        guard held == kept else {
            let unheld = kept.subtracting(held).map(\.description).sorted()
            let stray = held.subtracting(kept).map(\.description).sorted()
            return InvariantViolation(
                .kittyImages, "pictures whose images are not held: \(unheld); images held for no picture: \(stray)")
        }
        return nil
    }
}
