import Foundation
import ZReaderApp
import ZReaderCellArt
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderLoader
import ZReaderModel
import ZReaderScreen

/// `zreader-bench hostile-pictures [FILE…]`: what a hostile picture costs, and whether 25 of them
/// on a screen hold back the others.
///
/// Each picture (made here: a progressive JPEG of 499 scans, huge baseline and progressive JPEGs;
/// plus any FILE, such as the PNGs and WebPs of `scripts/make-hostile-pictures.py`) is converted
/// for the banner at 120x16 cells, in CPU-seconds of the converting thread: without the decoding
/// budget (as zreader 0.1 decoded) and as zreader does now (refused, or converted). Then 25
/// hostile pictures and 10 thumbnails are asked for at once, hostile first, through the effect
/// runner's real loader and conversion queue: the wall time until every thumbnail is drawn.
enum HostilePictureBenchmark {
    private struct Picture {
        var name: String
        var bytes: [UInt8]
    }

    static func run(files: [String]) async -> String {
        var lines = ["zreader-bench hostile-pictures: CPU-seconds to decode and convert for the banner (120x16 cells)"]
        var pictures = made()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                return "zreader-bench: cannot read \(file)"
            }
            pictures.append(Picture(name: (file as NSString).lastPathComponent, bytes: Array(data)))
        }
        guard let banner = address("banner") else { return "zreader-bench: no address for the banner" }
        let key = PictureKey(url: banner, size: Size(columns: 120, rows: 16), depth: .trueColor, purpose: .banner)
        let options = PictureConverter.options(for: key)
        for picture in pictures {
            let before = cpuSeconds {
                if let image = try? ImageDecoder.decode(
                    picture.bytes, fitting: CellArt.pixelHint(for: options), maximumWork: .max)
                {
                    _ = CellArt.convert(image, options: options)
                }
            }
            var outcome = ""
            let now = cpuSeconds {
                switch PictureConverter.convert(Data(picture.bytes), for: key) {
                case .success: outcome = "converted"
                case .failure(let failure): outcome = "refused: \(failure)"
                }
            }
            lines.append(
                "  \(picture.name) (\(picture.bytes.count / 1024) KiB): without the budget \(format(before)) CPU-s; "
                    + "now \(format(now)) CPU-s, \(outcome)")
        }
        lines.append(await screen(hostile: pictures[0].bytes, named: "hostile (499 scans)"))
        // The worst a picture can be and still be converted, 25 of them queued ahead of the thumbnails.
        lines.append(await screen(hostile: pictures[1].bytes, named: "at the budget's edge (15 scans)"))
        return lines.joined(separator: "\n")
    }

    /// 25 copies (25 addresses) of `hostile` and 10 thumbnails, asked for at once, hostile first.
    private static func screen(hostile: [UInt8], named name: String) async -> String {
        guard let thumbnail = JPEGEncoder.encode(ImageBenchmark.scene(PixelSize(width: 150, height: 150))) else {
            return "zreader-bench: libjpeg-turbo could not encode a thumbnail"
        }
        var answers: [String: Data] = [:]
        var keys: [PictureKey] = []
        for index in 0..<25 {
            guard let url = address("hostile-\(index)") else { continue }
            answers[url.string] = Data(hostile)
            keys.append(PictureKey(url: url, size: Size(columns: 8, rows: 4), depth: .trueColor, purpose: .thumbnail))
        }
        var thumbnails = Set<PictureKey>()
        for index in 0..<10 {
            guard let url = address("thumbnail-\(index)") else { continue }
            answers[url.string] = Data(thumbnail)
            let key = PictureKey(url: url, size: Size(columns: 8, rows: 4), depth: .trueColor, purpose: .thumbnail)
            keys.append(key)
            thumbnails.insert(key)
        }
        let demo = DemoEditionLoader()
        let mailbox = Mailbox()
        let runner = EffectRunner(
            loader: demo, marks: MemoryReadingMarks(), search: MemoryStorySearch(gather: { [] }),
            pictures: PictureLoader(cache: nil, network: AnsweringClient(answers: answers)), mailbox: mailbox)
        let cpuBefore = processCPUSeconds()
        let start = ContinuousClock.now
        for key in keys { runner.run(.loadPicture(key)) }
        var drawn = 0
        var refused = 0
        var lastThumbnail = Duration.zero
        while drawn + refused < keys.count, ContinuousClock.now - start < .seconds(120) {
            for action in mailbox.drain() {
                guard case .pictureLoaded(let key, let result) = action else { continue }
                if case .success = result { drawn += 1 } else { refused += 1 }
                if thumbnails.contains(key) { lastThumbnail = ContinuousClock.now - start }
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        let total = ContinuousClock.now - start
        return "  25 \(name) + 10 thumbnails at once: every thumbnail drawn after \(format(seconds(lastThumbnail))) s; "
            + "all answered after \(format(seconds(total))) s (\(drawn) drawn, \(refused) refused), "
            + "\(format(processCPUSeconds() - cpuBefore)) CPU-s"
    }

    /// The hostile JPEGs, made here so that the benchmark needs no file.
    private static func made() -> [Picture] {
        var pictures: [Picture] = []
        let huge = PixelSize(width: 6320, height: 6320)
        if let progressive = JPEGEncoder.encode(flat(huge), quality: 90, progressive: true, grey: true),
            let scans = JPEGEncoder.repeatingLastScan(progressive, toScans: 499)
        {
            pictures.append(Picture(name: "progressive grey 6320x6320, 499 scans", bytes: scans))
        }
        // 15 scans over 39.9 megapixels: the most expensive progressive JPEG the budget admits.
        if let progressive = JPEGEncoder.encode(flat(huge), quality: 90, progressive: true, grey: true),
            let scans = JPEGEncoder.repeatingLastScan(progressive, toScans: 15)
        {
            pictures.append(Picture(name: "progressive grey 6320x6320, 15 scans", bytes: scans))
        }
        if let baseline = JPEGEncoder.encode(flat(huge), quality: 90, grey: true) {
            pictures.append(Picture(name: "baseline grey 6320x6320", bytes: baseline))
        }
        if let baseline = JPEGEncoder.encode(flat(huge), quality: 90) {
            pictures.append(Picture(name: "baseline colour 6320x6320", bytes: baseline))
        }
        let photo = PixelSize(width: 6000, height: 4000)
        if let progressive = JPEGEncoder.encode(ImageBenchmark.scene(photo), quality: 75, progressive: true) {
            pictures.append(Picture(name: "progressive photo 6000x4000", bytes: progressive))
        }
        return pictures
    }

    /// One grey colour, quick to make at any size.
    private static func flat(_ size: PixelSize) -> RGBAImage {
        RGBAImage(
            width: size.width, height: size.height,
            bytes: [UInt8](repeating: 128, count: size.width * size.height * 4))
            ?? RGBAImage(width: 1, height: 1) { _, _ in RGBAImage.Pixel(red: 128, green: 128, blue: 128) }
    }

    private static func address(_ name: String) -> WebURL? {
        WebURL("https://pic1.zhimg.com/\(name).jpg")
    }

    /// CPU-seconds `body` costs the calling thread.
    private static func cpuSeconds(_ body: () -> Void) -> Double {
        let start = threadCPUSeconds()
        body()
        return threadCPUSeconds() - start
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Answers each address from a table, as an image host would.
    private struct AnsweringClient: HTTPClient {
        let answers: [String: Data]

        func response(for url: URL, options: HTTPRequestOptions) async -> Result<HTTPResponse, LoadFailure> {
            guard let body = answers[url.absoluteString] else {
                return .success(HTTPResponse(status: 404, body: Data()))
            }
            return .success(HTTPResponse(status: 200, body: body, contentType: "image/jpeg"))
        }
    }
}
