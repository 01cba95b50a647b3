#ifndef ZREADER_CLIBXML2_H
#define ZREADER_CLIBXML2_H

// libxml2 can be built against the system ICU, whose headers clash with the ICU copy inside
// Foundation; zreader never uses libxml2's ICU encoders, so keep their declarations out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

// A push parser for an HTML fragment in UTF-8 that reports to `sax` and builds no tree:
// recovering from errors, silently, never touching the network, ignoring any charset the body
// declares (its bytes are UTF-8 already), and without libxml2's own depth limit (XML_PARSE_HUGE;
// the article builder flattens deep nesting itself).
static inline htmlParserCtxtPtr zr_html_push_parser(htmlSAXHandlerPtr sax, void *user) {
    htmlParserCtxtPtr context = htmlCreatePushParserCtxt(sax, user, NULL, 0, NULL, XML_CHAR_ENCODING_UTF8);
    if (context != NULL) {
        htmlCtxtUseOptions(context, HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                    HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC | XML_PARSE_HUGE);
    }
    return context;
}

// Feeds the next bytes of the body (`terminate` after the last).
static inline int zr_html_push(htmlParserCtxtPtr context, const unsigned char *bytes, int length, int terminate) {
    return htmlParseChunk(context, (const char *)bytes, length, terminate);
}

#endif
