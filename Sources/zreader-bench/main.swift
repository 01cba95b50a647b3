import Foundation
import ZReaderScreen

// zreader-bench: performance figures of zreader (build with -c release), as medians.
//   zreader-bench                         render: home-screen frames with 10 and 3,650 days loaded
//   zreader-bench article [--huge | --hostile [NAME]]   parse and lay out a 200 KB story body (--huge: an
//                                         8 MB hostile one, with peak RSS; --hostile: each kind of hostile body)
//   zreader-bench cache [DAYS]            size of DAYS (default 365) of cache, and opening it at start
//   zreader-bench config [NAME]          read each 1 MB hostile config file: median time, peak RSS added
//   zreader-bench images                  decode + convert a thumbnail, the banner and a figure
//   zreader-bench sixel                   make the sixel of a figure, a thumbnail, the banner and `v`
//   zreader-bench search                  index a ten-year cache and time queries of 3+ and of 1-2 characters
//   zreader-bench pictures [--kitty]      the home screen with its pictures (as cells, or kitty placeholders)
//                                         against without them
//   zreader-bench hostile-pictures [FILE…]   CPU-s of hostile pictures (and FILEs), with and without the
//                                         decoding budget; 25 hostile and 10 thumbnails on one screen
//   zreader-bench fuzz [--steps N] [--seed S]   drive the app with random input, checking invariants
//   zreader-bench fill-cache DIR [DAYS] [--stories-per-day N]   write DAYS (default 365) days of N
//                                         stories (default 8) with bodies into DIR's cache
//   zreader-bench toggle-favourites DIR [COUNT]   toggle favourites in DIR's data file (for kill -9 tests)
//   zreader-bench export-file FILE SIZE_MB   write a valid favourites export of SIZE_MB (to time an import)
//   zreader-bench decode-export FILE      decode an export whole with JSONDecoder (imports before streaming)
//   zreader-bench remember-places DIR [COUNT]     keep reading places in DIR's data file (for kill -9 tests)

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "fuzz":
    exit(FuzzBenchmark.run(arguments: Array(arguments.dropFirst())))
case "article":
    print(ArticleBenchmark.run(arguments: Array(arguments.dropFirst())))
case "config":
    print(ConfigBenchmark.run(matching: arguments.dropFirst().first))
case "images":
    print(ImageBenchmark.run())
case "sixel":
    print(SixelBenchmark.run())
case "search":
    do {
        print(try SearchBenchmark.run())
    } catch {
        print("zreader-bench: \(error)")
        exit(1)
    }
case "pictures":
    print(await PictureBenchmark.run(method: arguments.dropFirst().contains("--kitty") ? .kittyPlaceholders : .cells))
case "hostile-pictures":
    print(await HostilePictureBenchmark.run(files: Array(arguments.dropFirst())))
case "cache":
    do {
        print(try CacheBenchmark.run(days: arguments.count > 1 ? Int(arguments[1]) ?? 365 : 365))
    } catch {
        print("zreader-bench: \(error)")
        exit(1)
    }
case "fill-cache":
    var rest = Array(arguments.dropFirst())
    var storiesPerDay = 8
    if let flag = rest.firstIndex(of: "--stories-per-day"), flag + 1 < rest.count, let count = Int(rest[flag + 1]) {
        storiesPerDay = max(1, count)
        rest.removeSubrange(flag...(flag + 1))
    }
    guard let directory = rest.first else {
        print("usage: zreader-bench fill-cache DIR [DAYS] [--stories-per-day N]")
        exit(2)
    }
    let days = rest.count > 1 ? Int(rest[1]) ?? 365 : 365
    do {
        let bytes = try CacheFiller.fill(directory: directory, days: days, storiesPerDay: storiesPerDay)
        print("filled \(directory)/cache.db with \(days) days of \(storiesPerDay) stories: \(bytes) bytes")
    } catch {
        print("zreader-bench: \(error)")
        exit(1)
    }
case "toggle-favourites":
    guard arguments.count >= 2 else {
        print("usage: zreader-bench toggle-favourites DIR [COUNT]")
        exit(2)
    }
    exit(
        await FavouriteToggler.run(
            directory: arguments[1], count: arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000))
case "export-file":
    guard arguments.count >= 3, let megabytes = Int(arguments[2]) else {
        print("usage: zreader-bench export-file FILE SIZE_MB")
        exit(2)
    }
    exit(ExportFileBenchmark.write(path: arguments[1], megabytes: megabytes))
case "decode-export":
    guard arguments.count >= 2 else {
        print("usage: zreader-bench decode-export FILE")
        exit(2)
    }
    exit(ExportFileBenchmark.decodeWhole(path: arguments[1]))
case "remember-places":
    guard arguments.count >= 2 else {
        print("usage: zreader-bench remember-places DIR [COUNT]")
        exit(2)
    }
    exit(PlaceSaver.run(directory: arguments[1], count: arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000))
case nil, "render":
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
        print(
            "  ratio 3650/10: frame \(Measurement.rounded(long.frameMicroseconds / short.frameMicroseconds))×, "
                + "scroll \(Measurement.rounded(long.scrollMicroseconds / short.scrollMicroseconds))×")
    }
default:
    print(
        "usage: zreader-bench [render | article | cache [DAYS] | config [NAME] | images | sixel"
            + " | pictures [--kitty] | hostile-pictures [FILE…] | search | fuzz [--steps N] [--seed S]"
            + " | fill-cache DIR [DAYS] [--stories-per-day N]"
            + " | toggle-favourites DIR [COUNT] | export-file FILE SIZE_MB | decode-export FILE]"
            + " | toggle-favourites DIR [COUNT] | remember-places DIR [COUNT]]"
    )
    exit(2)
}
