/// Timing helpers: medians of many short samples, which noisy machines disturb least.
enum Measurement {
    /// Runs `body` `count` times and returns the median duration in microseconds.
    static func medianMicroseconds(samples count: Int, _ body: (Int) -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(count)
        let clock = ContinuousClock()
        for index in 0..<count {
            samples.append(microseconds(clock.measure { body(index) }))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The middle one of `samples` (not empty).
    static func median(_ samples: [Duration]) -> Duration {
        samples.sorted()[samples.count / 2]
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func format(_ microseconds: Double) -> String {
        microseconds >= 1000 ? "\(rounded(microseconds / 1000)) ms" : "\(rounded(microseconds)) µs"
    }

    static func rounded(_ value: Double) -> String {
        let scaled = (value * 10).rounded() / 10
        return String(scaled)
    }
}
