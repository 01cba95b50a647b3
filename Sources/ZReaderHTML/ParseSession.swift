import CLibXML2
import ZReaderDomain

/// One body going through libxml2's push parser: the SAX callbacks' target, which passes the
/// events on to an `ArticleBuilder` and stops the parser when reading should end.
///
/// The callbacks are C functions: they find the session through libxml2's user-data pointer,
/// which stays valid because `read` keeps the session alive until the parser is freed.
final class ParseSession {
    private var builder = ArticleBuilder()
    private var parser: htmlParserCtxtPtr?
    /// Text since the last element event: libxml2 hands over a text node in pieces (each entity
    /// is one), and the builder cleans a node's text as a whole, so that an escape sequence written
    /// as `&#155;` and its parameters go together.
    private var text: [UInt8] = []
    private var openElements = 0
    private var elements = 0
    private var errors = 0
    private var isStopped = false

    /// The article in `markup`, fed to the parser a chunk at a time.
    func read(_ markup: String) -> Article {
        var handler = ParseSession.handler()
        let user = Unmanaged.passUnretained(self).toOpaque()
        guard let parser = zr_html_push_parser(&handler, user) else { return Article(blocks: []) }
        self.parser = parser
        defer {
            self.parser = nil
            htmlFreeParserCtxt(parser)
        }
        var markup = markup
        markup.withUTF8 { bytes in
            var limiter = AttributeLimiter()
            var chunk: [UInt8] = []
            chunk.reserveCapacity(ArticleParser.chunkSize)
            var start = 0
            while start < bytes.count, !isStopped {
                var end = min(bytes.count, start + ArticleParser.chunkSize)
                // A chunk never ends inside a character.
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                chunk.removeAll(keepingCapacity: true)
                limiter.filter(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &chunk)
                chunk.withUnsafeBufferPointer { buffer in
                    _ = zr_html_push(parser, buffer.baseAddress, Int32(buffer.count), 0)
                }
                start = end
            }
        }
        if !isStopped { _ = zr_html_push(parser, nil, 0, 1) }
        deliverText()
        return withExtendedLifetime(self) { builder.finish() }
    }

    // MARK: Events

    private func startElement(
        _ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        deliverText()
        openElements += 1
        elements += 1
        guard openElements <= ArticleParser.maximumOpenElements, elements <= ArticleParser.maximumElements else {
            stop()
            return
        }
        if builder.isSkipping {
            builder.skipStart()
            return
        }
        builder.start(String(cString: name), ElementAttributes(attributes))
        if builder.isFull { stop() }
    }

    private func endElement(_ name: UnsafePointer<xmlChar>) {
        deliverText()
        openElements -= 1
        builder.end(builder.isReadingFlat ? String(cString: name) : "")
        if builder.isFull { stop() }
    }

    private func characters(_ bytes: UnsafePointer<xmlChar>, _ length: Int32) {
        guard length > 0, !builder.isSkipping else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
        // A long text goes on in pieces (libxml2's are whole characters), so that the limits act.
        if text.count >= ArticleParser.chunkSize { deliverText() }
    }

    private func error() {
        errors += 1
        if errors > ArticleParser.maximumParseErrors { stop() }
    }

    private func deliverText() {
        guard !text.isEmpty else { return }
        builder.text(String(decoding: text, as: UTF8.self))
        text.removeAll(keepingCapacity: true)
        if builder.isFull { stop() }
    }

    /// Ends reading here: the builder keeps what it has, marked truncated, and libxml2 sends
    /// nothing more.
    private func stop() {
        guard !isStopped else { return }
        isStopped = true
        builder.stop()
        if let parser { xmlStopParser(parser) }
    }

    // MARK: Callbacks

    private static func session(_ user: UnsafeMutableRawPointer?) -> ParseSession? {
        user.map { Unmanaged<ParseSession>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The SAX callbacks: elements, text (CDATA and whitespace alike), and structured errors, which
    /// libxml2 reports only to a handler marked as SAX2.
    private static func handler() -> htmlSAXHandler {
        var handler = htmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElement = { user, name, attributes in
            guard let session = ParseSession.session(user), let name else { return }
            session.startElement(name, attributes)
        }
        handler.endElement = { user, name in
            guard let session = ParseSession.session(user), let name else { return }
            session.endElement(name)
        }
        handler.characters = { user, bytes, length in
            guard let session = ParseSession.session(user), let bytes else { return }
            session.characters(bytes, length)
        }
        handler.cdataBlock = handler.characters
        handler.ignorableWhitespace = handler.characters
        handler.serror = { user, _ in
            ParseSession.session(user)?.error()
        }
        return handler
    }
}
