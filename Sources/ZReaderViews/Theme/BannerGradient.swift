import ZReaderScreen

/// Seed 004's banner shading: `rgb(51,51,51)` (white 0.2) at alpha 0.6 at the top edge, clear from
/// 40% to 70% of the height, back to alpha 0.6 at the bottom edge, with straight lines between
/// the stops (CAGradientLayer's default).
public enum BannerGradient {
    public static let shade = RGBColor(red: 51, green: 51, blue: 51)
    /// (location, alpha) pairs, top to bottom.
    public static let stops: [(Double, Double)] = [(0.0, 0.6), (0.4, 0.0), (0.7, 0.0), (1.0, 0.6)]

    /// The shading's alpha at `location` (0 top, 1 bottom).
    public static func alpha(at location: Double) -> Double {
        let t = min(1, max(0, location))
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.0 {
            let span = upper.0 - lower.0
            let fraction = span > 0 ? (t - lower.0) / span : 0
            return lower.1 + (upper.1 - lower.1) * fraction
        }
        return stops.last?.1 ?? 0
    }

    /// The alpha of row `row` of a banner `height` rows high, sampled at the row's middle; the
    /// first and last rows take the edge values so the shading reaches full strength on screen.
    public static func alpha(row: Int, height: Int) -> Double {
        guard height > 1 else { return stops[0].1 }
        return alpha(at: Double(row) / Double(height - 1))
    }

    /// The colour of banner row `row`: the hue with the shading laid over it.
    public static func color(hue: RGBColor, row: Int, height: Int) -> RGBColor {
        hue.blended(with: shade, alpha: alpha(row: row, height: height))
    }
}
