import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A local Zhihu Daily API v4 (`Tests/Fixtures/fixture_server.py`) that serves file roots, logs requests and injects faults.
// `stop()` or deinit stops it (SIGTERM, then SIGKILL) and reaps it; the script also exits by itself
// when the test process dies, so a crashed run leaves no server behind.
public final class FixtureServer: Sendable {
    /// Why the server could not be started or driven.
    public enum Failure: Error, CustomStringConvertible {
        case pythonNotFound(searched: [String])
        case scriptNotFound(String)
        case didNotStart(reason: String, standardError: String)
        case control(String)

        public var description: String {
            switch self {
            case .pythonNotFound(let searched):
                "fixture server: python3 not found (looked at \(searched.joined(separator: ", "))); set ZREADER_PYTHON"
            case .scriptNotFound(let path):
                "fixture server: script missing at \(path)"
            case .didNotStart(let reason, let standardError):
                "fixture server did not start: \(reason)" + (standardError.isEmpty ? "" : "\n\(standardError)")
            case .control(let message):
                "fixture server control call failed: \(message)"
            }
        }
    }

    /// The package folder: this file is `<package>/Tests/ZReaderTestSupport/FixtureServer.swift`.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The embedded demo edition's files (20261119–20261130, latest 20261130).
    public static let demoRoot = packageRoot.appending(path: "Resources/demo")
    /// The quirks overlay (see `Tests/Fixtures/api/README.md`); pass it after `demoRoot` so it wins.
    public static let quirksRoot = packageRoot.appending(path: "Tests/Fixtures/api")
    /// Strings that try to talk to the terminal (see its README).
    public static let hostileRoot = packageRoot.appending(path: "Tests/Fixtures/hostile")
    /// Test pictures (JPEG, PNG, WebP, broken ones), served with `imageRoots: [imagesRoot]`.
    public static let imagesRoot = packageRoot.appending(path: "Tests/Fixtures/images")
    /// The server script.
    public static let script = packageRoot.appending(path: "Tests/Fixtures/fixture_server.py")

    /// The API base, `http://127.0.0.1:PORT/api/4`; append request paths such as `news/latest`.
    public let baseURL: URL
    /// The TCP port on 127.0.0.1 the server picked.
    public let port: Int
    /// `http://127.0.0.1:PORT/`, where the control endpoints (`__log`, `__faults`, `__reset`) live.
    private let root: URL
    private let process: BackgroundProcess
    private let session: URLSession

    private init(port: Int, root: URL, process: BackgroundProcess) {
        self.port = port
        self.root = root
        self.process = process
        baseURL = root.appending(path: "api/4")
        let configuration = URLSessionConfiguration.ephemeral
        // Control calls are local and tiny: a slow answer means the server is stuck, so say so fast.
        configuration.timeoutIntervalForRequest = 5
        configuration.timeoutIntervalForResource = 10
        session = URLSession(configuration: configuration)
    }

    deinit {
        stop()
        session.invalidateAndCancel()
    }

    /// Starts the server on a free port with `roots` (the last one wins when two hold the same
    /// file) and waits up to `timeout` seconds for it to announce its port; with `synthetic`, days
    /// no root holds (before 20261119 with the default roots) are made up, with their stories.
    ///
    /// Pictures are served from each root's `images/` and from `imageRoots`. The answers' Zhihu
    /// image addresses point at the server (unless `keepsImageHosts`), so an app under test
    /// fetches its pictures from it, never from the real image host.
    public static func start(
        roots: [URL] = [demoRoot, quirksRoot], imageRoots: [URL] = [], keepsImageHosts: Bool = false,
        synthetic: Bool = false, timeout: Double = 10
    ) async throws -> FixtureServer {
        let python = try findPython()
        guard FileManager.default.fileExists(atPath: script.path) else { throw Failure.scriptNotFound(script.path) }
        var arguments = [script.path, "--port", "0", "--exit-with-parent"] + (synthetic ? ["--synthetic"] : [])
        for root in roots { arguments += ["--root", root.path] }
        for root in imageRoots { arguments += ["--image-root", root.path] }
        if keepsImageHosts { arguments.append("--keep-image-hosts") }
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1" // leave no __pycache__ in the source tree
        environment["PYTHONUNBUFFERED"] = "1"
        let process: BackgroundProcess
        do {
            process = try BackgroundProcess(executable: python, arguments: arguments, environment: environment)
        } catch {
            throw Failure.didNotStart(reason: "\(error)", standardError: "")
        }

        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let port = announcedPort(in: process.output()) {
                guard let root = URL(string: "http://127.0.0.1:\(port)/") else {
                    process.stop()
                    throw Failure.didNotStart(reason: "unusable port \(port)", standardError: "")
                }
                return FixtureServer(port: port, root: root, process: process)
            }
            if let status = process.status {
                throw Failure.didNotStart(
                    reason: "\(python) exited with status \(status)", standardError: process.errorOutput())
            }
            if Date() > deadline {
                process.stop()
                throw Failure.didNotStart(
                    reason: "no PORT line within \(timeout) s", standardError: process.errorOutput())
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Queues behaviours per request path, for example `["news/latest": ["delay:3", "ok"]]`; replaces only the paths named.
    ///
    /// Behaviours: ok, status:N, delay:S, malformed, truncated, html, wrongtypes, huge:MB, drip,
    /// close, empty, silent, reset, bomb:MB, redirect, redirect:other, ratelimit:S (see the
    /// script); a trailing `*` makes one apply to every request until `reset()`.
    public func setFaults(_ faults: [String: [String]]) async throws {
        let body = try JSONEncoder().encode(faults)
        _ = try await control("POST", "__faults", body: body)
    }

    /// The API paths requested since the last reset, in arrival order, without `/api/4/`.
    public func requestLog() async throws -> [String] {
        let data = try await control("GET", "__log")
        do {
            return try JSONDecoder().decode([String].self, from: data)
        } catch {
            throw Failure.control("the log is not a JSON array of strings: \(error)")
        }
    }

    /// The headers of the last API request, names lower-cased.
    public func lastRequestHeaders() async throws -> [String: String] {
        let data = try await control("GET", "__headers")
        do {
            return try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw Failure.control("the headers are not a JSON object of strings: \(error)")
        }
    }

    /// How many API requests the server is answering now (a client that hung up is not
    /// counted), and the most it answered at once since the last reset.
    public func openRequests() async throws -> (now: Int, peak: Int) {
        struct Counts: Decodable {
            var now: Int
            var peak: Int
        }
        let data = try await control("GET", "__open")
        do {
            let counts = try JSONDecoder().decode(Counts.self, from: data)
            return (counts.now, counts.peak)
        } catch {
            throw Failure.control("the open counts are not {now, peak}: \(error)")
        }
    }

    /// The address of picture `name` on the server (`http://127.0.0.1:PORT/images/NAME`).
    public func imageURL(_ name: String) -> URL {
        root.appending(path: "images/\(name)")
    }

    /// The pictures requested since the last reset, as `images/<name>`, in arrival order.
    public func imageLog() async throws -> [String] {
        let data = try await control("GET", "__image-log")
        do {
            return try JSONDecoder().decode([String].self, from: data)
        } catch {
            throw Failure.control("the image log is not a JSON array of strings: \(error)")
        }
    }

    /// The headers of the last picture request, names lower-cased.
    public func lastImageHeaders() async throws -> [String: String] {
        let data = try await control("GET", "__image-headers")
        do {
            return try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw Failure.control("the image headers are not a JSON object of strings: \(error)")
        }
    }

    /// How many picture requests the server is answering now, and the most at once since the last
    /// reset.
    public func openImageRequests() async throws -> (now: Int, peak: Int) {
        struct Counts: Decodable {
            var now: Int
            var peak: Int
        }
        let data = try await control("GET", "__image-open")
        do {
            let counts = try JSONDecoder().decode(Counts.self, from: data)
            return (counts.now, counts.peak)
        } catch {
            throw Failure.control("the image open counts are not {now, peak}: \(error)")
        }
    }

    /// Clears the request log and every fault.
    public func reset() async throws {
        _ = try await control("POST", "__reset")
    }

    /// Stops and reaps the server process.
    ///
    /// Safe to call more than once.
    public func stop() {
        // The session stays valid until deinit: FoundationNetworking traps (not throws) when an
        // invalidated session is used, and a test may still call `requestLog()` after `stop()`.
        process.stop()
    }

    private func control(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
        guard process.isRunning else { throw Failure.control("\(method) /\(path): the server has stopped") }
        var request = URLRequest(url: root.appending(path: path))
        request.httpMethod = method
        request.httpBody = body ?? Data()
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw Failure.control("\(method) /\(path): \(error)")
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
            let code = (response as? HTTPURLResponse)?.statusCode ?? 0
            throw Failure.control("\(method) /\(path): HTTP \(code) \(String(decoding: data, as: UTF8.self))")
        }
        return data
    }

    /// The port from the script's first line, `PORT <n>`, once it is complete.
    private static func announcedPort(in output: String) -> Int? {
        guard let newline = output.firstIndex(of: "\n") else { return nil }
        let line = output[..<newline]
        guard line.hasPrefix("PORT ") else { return nil }
        return Int(line.dropFirst("PORT ".count))
    }

    /// `ZREADER_PYTHON` if set, else Debian's python3, else the first python3 on PATH.
    public static func findPython() throws -> String {
        let chosen = ProcessInfo.processInfo.environment["ZREADER_PYTHON"].map { [$0] } ?? []
        let preferred = chosen.filter { !$0.isEmpty } + ["/usr/bin/python3"]
        guard let found = BuiltBinary.executable("python3", preferring: preferred) else {
            throw Failure.pythonNotFound(searched: preferred + ["python3 on PATH"])
        }
        return found
    }
}
