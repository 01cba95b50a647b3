import FoundationEssentials
import Synchronization
import ZReaderDomain
import ZReaderSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Fetched pictures kept on disk, as the bytes the image host sent, under a size cap with the
/// least recently used evicted first.
///
/// Bytes rather than converted cells: one file serves every size and colour depth (a resize, the
/// banner and the reader's header of one image, 256 colours and 24-bit), converting again costs
/// milliseconds off the input thread, and a change to the conversion never leaves stale cells.
///
/// - Files: `pictures/<hash>.pic` in the cache directory, each the picture's identity
///   (`WebURL.pictureIdentity`: its address without what does not change the picture, such as
///   Zhihu's `?source=` and which of its mirrored hosts) and the bytes, so that two pictures
///   with one hash can never show each other, and two addresses of one picture share a file.
///   Mode 0600 in a 0700 directory; no symbolic link is followed, neither the directory's nor a
///   file's (`O_NOFOLLOW`, and every file is reached from the open directory).
/// - Writes are atomic: the bytes go to a `.tmp-…` file in the same directory, are fsynced, and
///   only then renamed over the picture's name. A zreader killed mid-write leaves a temporary file
///   no read ever opens; eviction removes such files once they are an hour old (a live writer
///   finishes within seconds). A file whose header or length does not check out is a miss.
/// - Two zreaders may share the directory: renames are atomic, the last writer of a picture wins
///   with a whole file, and a picture evicted while the other reads it stays readable to it (an
///   open file outlives its name).
/// - Recency is the file's modification time, refreshed on every hit; eviction lists the
///   directory and removes the oldest files until the total is under 90% of the cap. It runs
///   when this process's estimate passes the cap, and after every tenth of the cap written, so
///   that what another zreader writes meanwhile overshoots the cap by a tenth at most.
public final class PictureDiskCache: Sendable {
    /// 200 MB: a year of thumbnails and banners at Zhihu's sizes.
    public static let defaultCapacityBytes = 200 * 1_000_000
    /// The folder inside the cache directory.
    public static let folderName = "pictures"
    /// Temporary files older than this are a killed writer's and are removed.
    static let staleTemporarySeconds = 3600
    private static let magic = Array("ZRPIC1\n".utf8)
    private static let largestFile = 64 * 1_048_576

    /// The pictures folder.
    public let directory: String
    public let capacityBytes: Int

    private struct State {
        /// The open pictures folder, once made; every file is reached through it.
        var descriptor: Int32?
        /// The folder's size as last listed plus what this process wrote since; nil before the
        /// first listing.
        var estimatedBytes: Int?
        /// What this process wrote since the last listing.
        var writtenSinceListing = 0
        /// A listing (and eviction) is under way on some thread: another would only repeat it.
        var isListing = false
    }

    private let state = Mutex(State())

    /// The cache in `pictures/` under `cacheDirectory`, holding at most `capacityBytes`; the
    /// folder is made on first use.
    public init(cacheDirectory: String, capacityBytes: Int = defaultCapacityBytes) {
        directory =
            cacheDirectory.hasSuffix("/") ? cacheDirectory + Self.folderName : cacheDirectory + "/" + Self.folderName
        self.capacityBytes = max(0, capacityBytes)
    }

    deinit {
        state.withLock { state in
            if let descriptor = state.descriptor { close(descriptor) }
        }
    }

    /// What the cache knows of a picture.
    public enum Entry: Hashable, Sendable {
        /// The bytes the image host sent.
        case picture(Data)
        /// The picture was refused (it would cost too much to decode): neither fetched nor decoded again.
        case refused
    }

    /// The bytes kept for `url`, or nil; a hit makes the picture the most recently used.
    public func read(_ url: WebURL) -> Data? {
        guard case .picture(let data) = lookup(url) else { return nil }
        return data
    }

    /// What is kept for `url`, the picture or its refusal, or nil; a hit makes it the most recently used.
    ///
    /// Only a regular file is read: a FIFO, a socket, a device or a directory under a picture's
    /// name is a miss, found without blocking (`O_NONBLOCK`: opening a FIFO with no writer would
    /// wait for one forever). The lock guards the folder's descriptor only, never a read.
    public func lookup(_ url: WebURL) -> Entry? {
        guard let folder = state.withLock({ openFolder(&$0) }) else { return nil }
        let file = openat(
            folder, PictureDiskCache.fileName(for: url), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_size > 0, status.st_size <= PictureDiskCache.largestFile
        else { return nil }
        // The size `fstat` gave, no more: a file that shrank since is a broken picture.
        guard let contents = try? SystemCall.read(file, upTo: Int(status.st_size)),
            contents.count == Int(status.st_size), let entry = PictureDiskCache.entry(of: contents, for: url)
        else { return nil }
        // Now: the picture is the most recently used (what eviction orders by).
        _ = futimens(file, nil)
        return entry
    }

    /// Keeps `data` for `url`, replacing what was kept; false when it could not be written.
    @discardableResult
    public func store(_ data: Data, for url: WebURL) -> Bool {
        guard !data.isEmpty else { return false }
        return write(PictureDiskCache.contents(data, for: url), for: url)
    }

    /// Remembers that the picture at `url` was refused, in place of its bytes, so that neither a
    /// resize nor the next start fetches or decodes it again; false when it could not be written.
    @discardableResult
    public func storeRefusal(for url: WebURL) -> Bool {
        write(PictureDiskCache.contents(Data(), for: url), for: url)
    }

    private func write(_ contents: [UInt8], for url: WebURL) -> Bool {
        guard capacityBytes > 0, contents.count <= min(capacityBytes, PictureDiskCache.largestFile) else {
            return false
        }
        guard let folder = state.withLock({ openFolder(&$0) }) else { return false }
        // Written and renamed outside the lock: a slow disk delays this picture, not the others.
        let temporary = ".tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { return false }
        let written = (try? SystemCall.writeAll(file, contents)) != nil && fsync(file) == 0
        close(file)
        guard written, renameat(folder, temporary, folder, PictureDiskCache.fileName(for: url)) == 0 else {
            unlinkat(folder, temporary, 0)
            return false
        }
        let listsNow = state.withLock { state -> Bool in
            state.writtenSinceListing += contents.count
            let estimate = (state.estimatedBytes ?? 0) + contents.count
            let due =
                state.estimatedBytes == nil || estimate > capacityBytes
                || state.writtenSinceListing > capacityBytes / 10
            state.estimatedBytes = estimate
            guard due, !state.isListing else { return false }
            state.isListing = true
            return true
        }
        if listsNow { recount(folder) }
        return true
    }

    /// The folder's total size now, after evicting the oldest pictures when it is over the cap.
    public func totalBytes() -> Int {
        guard let folder = state.withLock({ openFolder(&$0) }) else { return 0 }
        state.withLock { $0.isListing = true }
        return recount(folder)
    }

    /// Lists the folder (evicting over the cap) outside the lock, then records what it found.
    @discardableResult
    private func recount(_ folder: Int32) -> Int {
        let total = evict(folder)
        state.withLock { state in
            state.estimatedBytes = total
            state.writtenSinceListing = 0
            state.isListing = false
        }
        return total
    }

    /// The bytes a picture of `bytes` takes on disk for `url`, header included: what counts
    /// against the cap.
    public static func fileSize(_ bytes: Int, for url: WebURL) -> Int {
        magic.count + url.pictureIdentity.utf8.count + 1 + 8 + bytes
    }

    // MARK: Files

    /// The picture's file name: two independent 64-bit FNV-1a hashes of the address.
    static func fileName(for url: WebURL) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        for byte in url.pictureIdentity.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second &+ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
            second ^= second >> 29
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(first) + hex(second) + ".pic"
    }

    /// What a picture's file holds: the magic line, the picture's identity and a newline, the body's length
    /// in eight little-endian bytes, the body (none for a refused picture).
    static func contents(_ data: Data, for url: WebURL) -> [UInt8] {
        var bytes = magic + Array(url.pictureIdentity.utf8) + [0x0A]
        var length = UInt64(data.count).littleEndian
        withUnsafeBytes(of: &length) { bytes += $0 }
        bytes += data
        return bytes
    }

    /// The body of a file's `contents` when they are whole and for `url`; nil otherwise.
    static func body(of contents: [UInt8], for url: WebURL) -> Data? {
        guard case .picture(let data) = entry(of: contents, for: url) else { return nil }
        return data
    }

    /// What a file's `contents` say of `url` when they are whole and for it: its bytes, or its
    /// refusal (a body of length 0); nil otherwise.
    static func entry(of contents: [UInt8], for url: WebURL) -> Entry? {
        let address = Array(url.pictureIdentity.utf8)
        let headerLength = magic.count + address.count + 1 + 8
        guard contents.count >= headerLength, contents.starts(with: magic),
            contents[magic.count..<(magic.count + address.count)].elementsEqual(address),
            contents[magic.count + address.count] == 0x0A
        else { return nil }
        var length: UInt64 = 0
        for (index, byte) in contents[(headerLength - 8)..<headerLength].enumerated() {
            length |= UInt64(byte) << (8 * UInt64(index))
        }
        guard length == UInt64(contents.count - headerLength) else { return nil }
        return length == 0 ? .refused : .picture(Data(contents[headerLength...]))
    }

    /// Opens (making it first, 0700) the pictures folder without following a link to it.
    private func openFolder(_ state: inout State) -> Int32? {
        if let descriptor = state.descriptor { return descriptor }
        PictureDiskCache.makeDirectories(directory)
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_uid == getuid() else {
            close(descriptor)
            return nil
        }
        if status.st_mode & 0o077 != 0 { fchmod(descriptor, 0o700) }
        state.descriptor = descriptor
        return descriptor
    }

    /// `mkdir -p` with mode 0700 for whatever is missing.
    private static func makeDirectories(_ path: String) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return }
        }
    }

    /// Lists the folder, removes stale temporary files and, over the cap, the least recently used
    /// pictures; returns the size of what is left.
    private func evict(_ folder: Int32) -> Int {
        let listing = dup(folder)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return 0
        }
        defer { closedir(stream) }
        rewinddir(stream)
        let now = UnixClock.now()
        var pictures: [(name: String, bytes: Int, used: Int)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            var status = stat()
            guard name != ".", name != "..", fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
                status.st_mode & S_IFMT == S_IFREG
            else { continue }
            if name.hasPrefix(".tmp-") {
                if now - status.st_mtim.tv_sec > PictureDiskCache.staleTemporarySeconds { unlinkat(folder, name, 0) }
            } else if name.hasSuffix(".pic") {
                pictures.append(
                    (
                        name, Int(status.st_size),
                        Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
                    ))
            }
        }
        var total = pictures.reduce(0) { $0 + $1.bytes }
        guard total > capacityBytes else { return total }
        let target = capacityBytes / 10 * 9
        for picture in pictures.sorted(by: { $0.used < $1.used }) where total > target {
            if unlinkat(folder, picture.name, 0) == 0 || errno == ENOENT { total -= picture.bytes }
        }
        return total
    }
}
