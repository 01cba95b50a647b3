import ZReaderImageDecoding

/// The centred part of an image with a target's shape: the whole image in one direction, the
/// middle of it in the other, so the picture covers the target with nothing stretched.
struct CoverCrop: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The crop of an image of `source` pixels for a target `aspect` wide per unit of height.
    init(source: PixelSize, aspect: Double) {
        let sourceAspect = Double(source.width) / Double(max(1, source.height))
        if aspect <= 0 || !aspect.isFinite {
            self.init(x: 0, y: 0, width: source.width, height: source.height)
        } else if sourceAspect > aspect {
            let width = min(source.width, max(1, Int((Double(source.height) * aspect).rounded())))
            self.init(x: (source.width - width) / 2, y: 0, width: width, height: source.height)
        } else {
            let height = min(source.height, max(1, Int((Double(source.width) / aspect).rounded())))
            self.init(x: 0, y: (source.height - height) / 2, width: source.width, height: height)
        }
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
