import Foundation
import Synchronization
import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderTestSupport

@testable import ZReaderLoader

@Suite("The picture cache on disk")
struct PictureDiskCacheTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder()
    }

    func url(_ index: Int) throws -> WebURL {
        try #require(WebURL("https://pic.zreader.test/\(index).jpg?source=8673f162"))
    }

    func picture(_ index: Int, bytes: Int = 3000) -> Data {
        Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
    }

    var folder: String { scratch.file(PictureDiskCache.folderName) }

    func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
    }

    /// Sets a kept picture's last use `secondsAgo` seconds back.
    func age(_ url: WebURL, secondsAgo: Int) {
        let path = folder + "/" + PictureDiskCache.fileName(for: url)
        var times = [
            timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0),
        ]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    @Test func keepsWhatItIsGivenInPrivateFilesOfAPrivateFolder() throws {
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(cache.read(try url(1)) == nil)
        #expect(cache.store(picture(1), for: try url(1)))
        #expect(cache.read(try url(1)) == picture(1))
        #expect(cache.read(try url(2)) == nil)
        // Another run (another cache object) finds it too.
        #expect(PictureDiskCache(cacheDirectory: scratch.path).read(try url(1)) == picture(1))
        #expect(mode(folder) == 0o700)
        let file = folder + "/" + PictureDiskCache.fileName(for: try url(1))
        #expect(mode(file) == 0o600)
    }

    @Test func overTheCapTheLeastRecentlyUsedGoFirst() throws {
        // Room for three pictures of about 3 KB, not four.
        let cache = PictureDiskCache(cacheDirectory: scratch.path, capacityBytes: 11_000)
        for index in 0..<3 {
            #expect(cache.store(picture(index), for: try url(index)))
            age(try url(index), secondsAgo: 1000 - index * 100)
        }
        // Reading picture 0 makes it the most recently used: picture 1 is now the oldest.
        #expect(cache.read(try url(0)) == picture(0))
        #expect(cache.store(picture(3), for: try url(3)))
        #expect(cache.read(try url(1)) == nil, "the least recently used was kept")
        #expect(cache.read(try url(0)) == picture(0))
        #expect(cache.read(try url(2)) == picture(2))
        #expect(cache.read(try url(3)) == picture(3))
        #expect(cache.totalBytes() <= 11_000)
    }

    @Test func anotherProcesssWritesCountTowardsTheCap() throws {
        let cache = PictureDiskCache(cacheDirectory: scratch.path, capacityBytes: 20_000)
        let other = PictureDiskCache(cacheDirectory: scratch.path, capacityBytes: 20_000)
        func folderBytes() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: folder).reduce(0) { total, name in
                let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int
                return total + (size ?? 0)
            }
        }
        for index in 0..<10 {
            #expect(cache.store(picture(index), for: try url(index)))
            #expect(other.store(picture(index + 10), for: try url(index + 10)))
            // Each writer's own estimate stays under the cap; the folder may be over by what the
            // other wrote since this one last looked (a tenth of the cap, rounded up to a picture).
            #expect(try folderBytes() <= 20_000 + 3_100, "after \(index + 1) pictures each")
        }
    }

    @Test func aTemporaryFileLeftByAKilledWriterIsNeverReadAndIsClearedWhenStale() throws {
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(cache.store(picture(9), for: try url(9)))
        // What a writer killed before its rename leaves: half a file under a temporary name...
        let name = PictureDiskCache.fileName(for: try url(1))
        let whole = PictureDiskCache.contents(picture(1), for: try url(1))
        let temporary = folder + "/.tmp-99999-dead"
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: temporary))
        #expect(cache.read(try url(1)) == nil)
        // ...and a file cut short under the picture's own name (a disk that lied) is a miss too.
        try Data(whole.dropLast(10)).write(to: URL(fileURLWithPath: folder + "/" + name))
        #expect(cache.read(try url(1)) == nil)
        // Once an hour old, eviction's listing removes the temporary file.
        var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, temporary, &times, 0)
        _ = cache.totalBytes()
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(cache.read(try url(9)) == picture(9))
    }

    @Test func aFileForAnotherAddressUnderTheSameNameIsNotShown() throws {
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(cache.store(picture(1), for: try url(1)))
        // As if two addresses had one hash: the file names url(1), so url(2) must not read it.
        let own = folder + "/" + PictureDiskCache.fileName(for: try url(1))
        let other = folder + "/" + PictureDiskCache.fileName(for: try url(2))
        try FileManager.default.copyItem(atPath: own, toPath: other)
        #expect(cache.read(try url(2)) == nil)
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let elsewhere = try TemporaryFolder()
        let secret = elsewhere.file("secret")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: secret))
        // A link in place of a picture's file, to a file that would pass for the picture.
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(cache.store(picture(1), for: try url(1)))
        let planted = elsewhere.file("planted")
        try Data(PictureDiskCache.contents(picture(2), for: try url(2))).write(to: URL(fileURLWithPath: planted))
        let name = folder + "/" + PictureDiskCache.fileName(for: try url(2))
        try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: planted)
        #expect(cache.read(try url(2)) == nil)
        // A link in place of the folder.
        let linked = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: linked.file(PictureDiskCache.folderName), withDestinationPath: elsewhere.path)
        let fooled = PictureDiskCache(cacheDirectory: linked.path)
        #expect(!fooled.store(picture(1), for: try url(1)))
        #expect(try elsewhere.contents() == ["planted", "secret"])
    }

    @Test func aPictureWrittenWhileAnotherVersionIsBeingWrittenIsNeverMixed() throws {
        // The image host changed the picture between two fetches: two versions of one address,
        // written over and over by two writers on threads of their own while a third reads.
        let address = try url(8)
        let versions = [Data(repeating: 0x11, count: 2_000_000), Data(repeating: 0x22, count: 2_000_000)]
        let first = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(first.store(versions[0], for: address))
        let group = DispatchGroup()
        for version in versions {
            let writer = PictureDiskCache(cacheDirectory: scratch.path)
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<30 { writer.store(version, for: address) }
                group.leave()
            }
        }
        let reader = PictureDiskCache(cacheDirectory: scratch.path)
        var reads = 0
        var misses = 0
        var mixed = 0
        while group.wait(timeout: .now()) == .timedOut {
            reads += 1
            guard let read = reader.read(address) else {
                misses += 1
                continue
            }
            if !versions.contains(read) { mixed += 1 }
        }
        #expect(reads > 0)
        #expect(mixed == 0, "\(mixed) of \(reads) reads were a mix of two versions")
        // Each write replaces the name at once with a whole file: a reader never finds none.
        #expect(misses == 0, "\(misses) of \(reads) reads found no whole picture")
    }

    @Test func twoWritersOfOnePictureLeaveOneWholeFile() async throws {
        let first = PictureDiskCache(cacheDirectory: scratch.path)
        let second = PictureDiskCache(cacheDirectory: scratch.path)
        let big = picture(7, bytes: 400_000)
        let address = try url(7)
        await withTaskGroup(of: Void.self) { group in
            for writer in [first, second, first, second] {
                group.addTask {
                    for _ in 0..<10 { writer.store(big, for: address) }
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    if let read = second.read(address) { #expect(read == big, "a half-written picture was read") }
                }
            }
        }
        #expect(first.read(address) == big)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder) == [PictureDiskCache.fileName(for: address)])
    }

    /// Makes a listening Unix socket at `path`; its descriptor, to close when done.
    func listeningSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && listen(descriptor, 1) == 0)
        return descriptor
    }

    @Test func aFIFOADirectoryOrASocketUnderAPicturesNameIsAMissAtOnceAndAFetchReplacesIt() async throws {
        let cache = PictureDiskCache(cacheDirectory: scratch.path)
        #expect(cache.store(picture(0), for: try url(0)))
        let fifo = folder + "/" + PictureDiskCache.fileName(for: try url(1))
        try #require(mkfifo(fifo, 0o600) == 0)
        try #require(mkdir(folder + "/" + PictureDiskCache.fileName(for: try url(2)), 0o700) == 0)
        let socket = try listeningSocket(at: folder + "/" + PictureDiskCache.fileName(for: try url(3)))
        defer { close(socket) }
        // A reader blocked on the FIFO is let go after ten seconds (by opening its other end), so
        // that a broken build fails here instead of hanging the run.
        let releasedBlockedReader = Flag()
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 10)
            releasedBlockedReader.set()
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let addresses = [try url(1), try url(2), try url(3)]
        // Whether the reader had to be let go is read on its own thread as soon as it is done: the
        // test itself may resume later on a busy run.
        let (answers, blocked) = await OwnThread.run {
            (addresses.map { cache.read($0) }, releasedBlockedReader.isSet)
        }
        #expect(answers == [nil, nil, nil])
        #expect(!blocked, "reading a FIFO under a picture's name blocked")
        // The picture fetched afterwards takes the FIFO's and the socket's place.
        #expect(cache.store(picture(1), for: try url(1)))
        #expect(cache.read(try url(1)) == picture(1))
        #expect(cache.store(picture(3), for: try url(3)))
        #expect(cache.read(try url(3)) == picture(3))
        // The other pictures were never held up.
        #expect(cache.read(try url(0)) == picture(0))
    }
}

/// A flag one thread sets and another reads.
private final class Flag: Sendable {
    private let value = Mutex(false)

    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
