import ZReaderCurl
import ZReaderLoader

/// The HTTP client zreader uses, for tests that talk to the fixture server through it.
public enum TestHTTP {
    public static func client() -> any HTTPClient {
        CurlHTTPClient(userAgent: "zreader-tests")
    }
}
