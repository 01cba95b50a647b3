import ZReaderScreen

/// A colour laid over a picture's pixels at an opacity that changes from its top to its bottom.
///
/// The opacity is a piecewise-linear curve through `stops`, like a `CAGradientLayer`'s locations:
/// the banner's shading is `PixelOverlay(color: BannerGradient.shade, stops: BannerGradient.stops)`.
public struct PixelOverlay: Hashable, Sendable {
    /// The overlay's opacity `alpha` (0 clear, 1 opaque) at `position` (0 top edge, 1 bottom edge).
    public struct Stop: Hashable, Sendable {
        public var position: Double
        public var alpha: Double

        public init(position: Double, alpha: Double) {
            self.position = position
            self.alpha = alpha
        }
    }

    public var color: RGBColor
    /// Sorted by position; before the first and after the last the end stops' alphas hold.
    public var stops: [Stop]

    public init(color: RGBColor, stops: [Stop]) {
        self.color = color
        self.stops = stops.sorted { $0.position < $1.position }
    }

    /// The overlay from `(position, alpha)` pairs.
    public init(color: RGBColor, stops: [(Double, Double)]) {
        self.init(color: color, stops: stops.map { Stop(position: $0.0, alpha: $0.1) })
    }

    /// The opacity at `position`, from 0 (top) to 1 (bottom), clamped to 0...1.
    public func alpha(at position: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return 0 }
        let value: Double
        if position <= first.position {
            value = first.alpha
        } else if position >= last.position {
            value = last.alpha
        } else {
            let upperIndex = stops.firstIndex { $0.position >= position } ?? stops.count - 1
            let upper = stops[upperIndex]
            let lower = stops[max(0, upperIndex - 1)]
            let span = upper.position - lower.position
            value =
                span > 0 ? lower.alpha + (upper.alpha - lower.alpha) * (position - lower.position) / span : upper.alpha
        }
        return min(1, max(0, value))
    }
}
