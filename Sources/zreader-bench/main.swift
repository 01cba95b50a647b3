import ZReaderScreen

// zreader-bench: performance figures of zreader's pure layers, as medians (build with -c release).
//   zreader-bench            render benchmark: frames with 10 and 3,650 days loaded

let size = Size(columns: 120, rows: 40)
let frames = 3000
print("zreader-bench: home screen at \(size), median of \(frames) frames each")
var results: [RenderBenchmark.Result] = []
for days in [10, 3650] {
    let result = RenderBenchmark.run(days: days, size: size, frames: frames)
    results.append(result)
    print(
        "  \(days) days: frame \(Measurement.format(result.frameMicroseconds)), "
            + "scroll one row + frame \(Measurement.format(result.scrollMicroseconds))")
}
if let short = results.first, let long = results.last {
    print("  ratio 3650/10: frame \(Measurement.rounded(long.frameMicroseconds / short.frameMicroseconds))×, "
        + "scroll \(Measurement.rounded(long.scrollMicroseconds / short.scrollMicroseconds))×")
}
